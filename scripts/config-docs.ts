import { SETTINGS, type Setting } from '../server/settings-schema.js';

/** The README's configuration table sits between these lines; `npm run docs:config` rewrites what is between them. */
export const TABLE_START = '<!-- settings table: generated from server/settings-schema.ts by `npm run docs:config` -->';
export const TABLE_END = '<!-- end of the settings table -->';

function defaultCell(setting: Setting): string {
  return typeof setting.default === 'string' ? `\`${setting.default}\`` : setting.default.unset;
}

/** README.md's configuration table: one row per variable of the schema, in its order. */
export function configurationTable(settings: readonly Setting[] = SETTINGS): string {
  const rows = settings.map((setting) => `| \`${setting.variable}\` | ${defaultCell(setting)} | ${setting.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with its table between the markers replaced by the schema's; fails when the markers are missing. */
export function readmeWithTable(readme: string, settings: readonly Setting[] = SETTINGS): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md needs the lines "${TABLE_START}" and "${TABLE_END}" around the configuration table`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configurationTable(settings)}\n${readme.slice(end)}`;
}

/** The README's table between the markers, as written. */
export function tableIn(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start === -1 || end < start ? '' : readme.slice(start + TABLE_START.length, end).trim();
}

function commentLines(text: string, width = 110): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.replace(/`/g, '').split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** `.env.example`: every variable of the schema, commented out, with its meaning and default. */
export function envExample(settings: readonly Setting[] = SETTINGS): string {
  const header = [
    ...commentLines('The server\'s environment variables, generated from server/settings-schema.ts by `npm run docs:config` (do not edit by hand). Every one is optional: uncomment a line to set it. README.md "Configuration" says the same in a table.'),
    '',
  ];
  const blocks = settings.map((setting) => {
    const value = typeof setting.default === 'string' ? setting.default : (setting.example ?? '');
    return [...commentLines(setting.meaning), `# Default: ${defaultCell(setting).replace(/`/g, '')}`, `#${setting.variable}=${value}`, ''].join('\n');
  });
  return `${header.join('\n')}\n${blocks.join('\n')}`;
}
