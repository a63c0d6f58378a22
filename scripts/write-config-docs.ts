/**
 * `npm run docs:config`: rewrites README.md's configuration table and `.env.example` from server/settings-schema.ts,
 * and README.md's build-time table and the build's part of `.env.example` from ui/build-settings-schema.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envExample, readmeWithTables } from './config-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const readmePath = `${root}README.md`;
writeFileSync(readmePath, readmeWithTables(readFileSync(readmePath, 'utf8')));
writeFileSync(`${root}.env.example`, envExample());
console.log('README.md (configuration and build-time tables) and .env.example written from server/settings-schema.ts and ui/build-settings-schema.ts');
