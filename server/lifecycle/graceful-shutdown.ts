import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { ServerLifecycle } from './server-lifecycle.js';

export interface ShutdownReport {
  /** Connections still open when the grace ran out, closed without waiting further. */
  readonly connectionsCut: number;
  readonly tookMs: number;
}

/**
 * The graceful stop (docs/decisions/055): health turns 503, the server stops accepting connections and closes the
 * idle kept-alive ones, requests under way get at most `graceMs` to finish, then every remaining connection is
 * destroyed (an upload cut there stores nothing: its body is read whole before anything is written), and
 * finally the app closes, which closes the database (server/app.module.ts, DatabaseLifecycle).
 */
export async function shutDownGracefully(app: INestApplication, lifecycle: ServerLifecycle, graceMs: number): Promise<ShutdownReport> {
  const started = performance.now();
  lifecycle.startStopping();
  const server = app.getHttpServer() as Server;
  let open = 0;
  server.getConnections((error, count) => (open = error ? 0 : count));
  const allClosed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let connectionsCut = 0;
  const deadline = setTimeout(() => {
    server.getConnections((error, count) => (connectionsCut = error ? open : count));
    server.closeAllConnections();
  }, graceMs);
  await allClosed;
  clearTimeout(deadline);
  await app.close();
  return { connectionsCut, tookMs: Math.round(performance.now() - started) };
}
