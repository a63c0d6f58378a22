import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../server/settings-schema.js';
import { configurationTable, envExample, readmeWithTable, TABLE_END, TABLE_START, tableIn } from './config-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

describe('the settings documentation follows server/settings-schema.ts (run `npm run docs:config` after changing it)', () => {
  it("README.md's configuration table is the schema's", () => {
    expect(tableIn(read('README.md'))).toBe(configurationTable());
  });

  it('.env.example is the schema\'s', () => {
    expect(read('.env.example')).toBe(envExample());
  });

  it('names every variable once, with its default, in the table and in the example', () => {
    const table = configurationTable();
    const example = envExample();
    for (const setting of SETTINGS) {
      expect(table.split('\n').filter((row) => row.startsWith(`| \`${setting.variable}\` |`))).toHaveLength(1);
      expect(example.split('\n').filter((line) => line.startsWith(`#${setting.variable}=`))).toHaveLength(1);
    }
    expect(table).toContain('| `PORT` | `3000` |');
    expect(example).toContain('#PORT=3000\n');
    expect(example).toContain('# Default: generated\n#ADMIN_PASSWORD=\n');
  });

  it('notices a table that disagrees with the schema, and rewrites only what is between the markers', () => {
    const readme = `# Title\n\n${TABLE_START}\n| Variable | Default | Meaning |\n|---|---|---|\n| \`PORT\` | \`8080\` | old |\n${TABLE_END}\n\nAfter.\n`;
    expect(tableIn(readme)).not.toBe(configurationTable());
    const rewritten = readmeWithTable(readme);
    expect(tableIn(rewritten)).toBe(configurationTable());
    expect(rewritten.startsWith('# Title\n\n')).toBe(true);
    expect(rewritten.endsWith(`${TABLE_END}\n\nAfter.\n`)).toBe(true);
    expect(() => readmeWithTable('# No markers')).toThrow(/needs the lines/);
    expect(tableIn('# No markers')).toBe('');
  });
});
