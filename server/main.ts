import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Start-up chatter (modules, routes) stays out of the operator's way; warnings such as the
  // generated admin password, and errors, are shown.
  const app = await createApp(config, { logger: ['warn', 'error', 'fatal'] });
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Costa Rica Gateway is running at http://localhost:${port}/ (data in ${config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
