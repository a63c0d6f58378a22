/**
 * `npm run dev`: the Nest server (compiled with tsc --watch, restarted on change) on API_PORT
 * (3001) and the Vite dev server with hot reload on 5173, which proxies /api and /objects to it.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist/node', 'dist/node/server/main.js'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--config', 'ui/vite.config.ts'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
