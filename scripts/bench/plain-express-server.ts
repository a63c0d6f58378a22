/**
 * The baseline of scripts/bench/server-throughput-bench.ts: a plain Express app, with nothing but one
 * route per address, answering the very bytes and headers the portal answered for it (captured in the
 * same run and handed over as a JSON file). Express's own `res.send` checks If-None-Match, as the
 * portal does. Run as its own process, so that neither server nor the load generator shares an event loop.
 */
import express from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

export interface CapturedAnswer {
  readonly path: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly bodyBase64: string;
}

const answers = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as CapturedAnswer[];
const app = express();
app.disable('x-powered-by');
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.get(answer.path, (_request, response) => {
    response.status(answer.status).set(answer.headers).send(body);
  });
}
const server = app.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
