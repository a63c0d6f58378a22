import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../server/settings-schema.js';
import { BUILD_SETTINGS } from '../ui/build-settings-schema.js';
import { BUILD_TABLE, BUILD_TABLE_END, BUILD_TABLE_START, configurationTable, envExample, readmeWithTable, readmeWithTables, TABLE_END, TABLE_START, tableIn } from './config-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

describe('the settings documentation follows server/settings-schema.ts and ui/build-settings-schema.ts (run `npm run docs:config` after changing either)', () => {
  it("README.md's configuration table is the server schema's", () => {
    expect(tableIn(read('README.md'))).toBe(configurationTable());
  });

  it("README.md's build-time table is the build schema's (docs/decisions/095)", () => {
    expect(tableIn(read('README.md'), BUILD_TABLE)).toBe(configurationTable(BUILD_SETTINGS));
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

  it('names every build-time variable once, with its default, in its table and in the build\'s part of the example', () => {
    const table = configurationTable(BUILD_SETTINGS);
    const example = envExample();
    const buildPart = example.slice(example.indexOf('# Read by npm run build'));
    expect(buildPart.length).toBeLessThan(example.length);
    for (const setting of BUILD_SETTINGS) {
      expect(table.split('\n').filter((row) => row.startsWith(`| \`${setting.variable}\` |`))).toHaveLength(1);
      expect(example.split('\n').filter((line) => line.startsWith(`#${setting.variable}=`))).toHaveLength(1);
      expect(buildPart).toContain(`\n#${setting.variable}=`);
    }
    expect(table).toContain('| `VITE_RETAIL_TAG` | `RETAIL-TAG-PLACEHOLDER-20` | Amazon associate tag on every shopping link |');
    expect(table).toContain("| `VITE_BROKER_SITE_URL` | a Costa Rica listings site | The featured broker's site (Contact Broker, real-estate links) |");
    expect(buildPart).toContain('# GetYourGuide partner id on every tour link\n# Default: PARTNER-ID-PLACEHOLDER\n#VITE_MARKETPLACE_PARTNER_ID=PARTNER-ID-PLACEHOLDER\n');
    expect(buildPart).toContain('# Default: unset\n#VITE_SUPPORT_PHONE=+506 2222 3333\n');
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

  it('rewrites both tables, each between its own markers, and asks for the build table\'s markers by name', () => {
    const server = `${TABLE_START}\n| old |\n${TABLE_END}`;
    const build = `${BUILD_TABLE_START}\n| old |\n${BUILD_TABLE_END}`;
    const rewritten = readmeWithTables(`# Title\n\n${server}\n\nBetween.\n\n${build}\n\nAfter.\n`);
    expect(tableIn(rewritten)).toBe(configurationTable());
    expect(tableIn(rewritten, BUILD_TABLE)).toBe(configurationTable(BUILD_SETTINGS));
    expect(rewritten).toContain(`${TABLE_END}\n\nBetween.\n\n${BUILD_TABLE_START}\n`);
    expect(rewritten.endsWith(`${BUILD_TABLE_END}\n\nAfter.\n`)).toBe(true);
    expect(() => readmeWithTables(`# Title\n\n${server}\n`)).toThrow(/around the build-time table/);
  });
});
