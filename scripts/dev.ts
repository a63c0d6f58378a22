/**
 * `npm run dev`: the Nest server (compiled with tsc --watch, restarted on change) on API_PORT (3001) and the
 * Vite dev server with hot reload on DEV_PORT (5173), which proxies to the server every address the built
 * server answers besides the pages: the API, stored photos and the sample feed's photos
 * (SERVER_PATH_PREFIXES in domain/api-paths.ts). scripts/dev-loop-smoke.ts checks it in `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const devPort = process.env.DEV_PORT ?? '5173';
const children: ChildProcess[] = [];

const compiler = spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], { stdio: ['ignore', 'pipe', 'inherit'] });
children.push(compiler);
let serverStarted = false;
compiler.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  // The server starts once the first compile has written dist/node (a fresh clone has none yet), then restarts on change.
  if (!serverStarted && chunk.toString().includes('Watching for file changes')) {
    serverStarted = true;
    children.push(spawn('node', ['--watch-path=dist/node', 'dist/node/server/main.js'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }));
  }
});
children.push(spawn('npx', ['vite', '--config', 'ui/vite.config.ts', '--port', devPort, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }));

const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
