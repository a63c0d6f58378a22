import { createApp } from './app.js';
import { ConfigError, DEFAULT_LIMITS, loadConfig } from './config.js';
import { operatorLogger, operatorStdout, PinoNestLogger } from './http/request-log.js';
import { shutDownGracefully } from './lifecycle/graceful-shutdown.js';
import { SERVER_LIFECYCLE, type ServerLifecycle } from './lifecycle/server-lifecycle.js';

/** docs/decisions/056: every line on stdout is one JSON object (pino), for the operator's log collector. */
const stdout = operatorStdout();
const log = operatorLogger(stdout);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Start-up chatter (modules, routes) stays out of the operator's way: Nest's warnings and errors only.
  const nestLogger = new PinoNestLogger(log.child({}, { level: 'warn' }));
  const app = await createApp(config, { logger: nestLogger, accessLog: stdout });
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, dataDir: config.dataDir }, `Costa Rica Gateway is running at http://localhost:${port}/ (data in ${config.dataDir})`);

  // docs/decisions/055: SIGTERM (an orchestrator, `docker stop`) or SIGINT (Ctrl-C) stops the server gracefully;
  // a second signal, or a stop that overruns the grace by 5 s, ends the process at once.
  const graceMs = (config.limits ?? DEFAULT_LIMITS).shutdownGraceMs;
  const lifecycle = app.get<ServerLifecycle>(SERVER_LIFECYCLE);
  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.stopping) {
      log.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    log.info(`${signal}: stopping; requests under way have ${graceMs} ms to finish`);
    setTimeout(() => {
      log.error('The stop overran its grace: ending the process');
      process.exit(1);
    }, graceMs + 5000).unref();
    shutDownGracefully(app, lifecycle, graceMs).then(
      ({ connectionsCut, tookMs }) => {
        log.info({ tookMs, connectionsCut }, `Stopped in ${tookMs} ms${connectionsCut > 0 ? `; ${connectionsCut} connection(s) still open at the deadline were closed` : ''}`);
        process.exit(0);
      },
      (error: unknown) => {
        log.error(`The stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  log.fatal(`The portal could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
