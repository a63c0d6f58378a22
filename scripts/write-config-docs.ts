/** `npm run docs:config`: rewrites README.md's configuration table and `.env.example` from server/settings-schema.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envExample, readmeWithTable } from './config-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const readmePath = `${root}README.md`;
writeFileSync(readmePath, readmeWithTable(readFileSync(readmePath, 'utf8')));
writeFileSync(`${root}.env.example`, envExample());
console.log('README.md (configuration table) and .env.example written from server/settings-schema.ts');
