/**
 * The baseline of scripts/bench/click-endpoint-bench.ts: a plain Express app whose POST /api/clicks reads the small
 * body and answers 204, nothing else (no catalogue, no limit, no batch). Its own process, like the portal's.
 */
import express from 'express';
import type { AddressInfo } from 'node:net';

const app = express();
app.disable('x-powered-by');
app.post('/api/clicks', express.text({ type: '*/*', limit: '1kb' }), (_request, response) => {
  response.status(204).end();
});
const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
