import { SETTINGS } from '../server/settings-schema.js';
import { BUILD_SETTINGS } from '../ui/build-settings-schema.js';

/** What the documentation needs of a setting, the server's (server/settings-schema.ts) or the build's (ui/build-settings-schema.ts). */
export interface DocumentedSetting {
  readonly variable: string;
  readonly default: string | { readonly unset: string };
  readonly meaning: string;
  readonly example?: string;
}

/** A README table `npm run docs:config` rewrites: what is between its two marker lines, from its settings. */
export interface GeneratedTable {
  readonly start: string;
  readonly end: string;
  readonly settings: readonly DocumentedSetting[];
  readonly name: string;
}

/** The README's configuration table sits between these lines; `npm run docs:config` rewrites what is between them. */
export const TABLE_START = '<!-- settings table: generated from server/settings-schema.ts by `npm run docs:config` -->';
export const TABLE_END = '<!-- end of the settings table -->';
/** And the build-time table of the UI (docs/decisions/095). */
export const BUILD_TABLE_START = '<!-- build settings table: generated from ui/build-settings-schema.ts by `npm run docs:config` -->';
export const BUILD_TABLE_END = '<!-- end of the build settings table -->';

export const SERVER_TABLE: GeneratedTable = { start: TABLE_START, end: TABLE_END, settings: SETTINGS, name: 'configuration table' };
export const BUILD_TABLE: GeneratedTable = { start: BUILD_TABLE_START, end: BUILD_TABLE_END, settings: BUILD_SETTINGS, name: 'build-time table' };

function defaultCell(setting: DocumentedSetting): string {
  return typeof setting.default === 'string' ? `\`${setting.default}\`` : setting.default.unset;
}

/** A README table: one row per variable of the settings, in their order. */
export function configurationTable(settings: readonly DocumentedSetting[] = SETTINGS): string {
  const rows = settings.map((setting) => `| \`${setting.variable}\` | ${defaultCell(setting)} | ${setting.meaning} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with one table between its markers replaced by its settings'; fails when the markers are missing. */
export function readmeWithTable(readme: string, table: GeneratedTable = SERVER_TABLE): string {
  const start = readme.indexOf(table.start);
  const end = readme.indexOf(table.end);
  if (start === -1 || end < start) throw new Error(`README.md needs the lines "${table.start}" and "${table.end}" around the ${table.name}`);
  return `${readme.slice(0, start + table.start.length)}\n${configurationTable(table.settings)}\n${readme.slice(end)}`;
}

/** The README with both tables, the server's and the build's, rewritten. */
export function readmeWithTables(readme: string): string {
  return readmeWithTable(readmeWithTable(readme, SERVER_TABLE), BUILD_TABLE);
}

/** The README's table between one pair of markers, as written. */
export function tableIn(readme: string, table: GeneratedTable = SERVER_TABLE): string {
  const start = readme.indexOf(table.start);
  const end = readme.indexOf(table.end);
  return start === -1 || end < start ? '' : readme.slice(start + table.start.length, end).trim();
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

function envBlocks(settings: readonly DocumentedSetting[]): string[] {
  return settings.map((setting) => {
    const value = typeof setting.default === 'string' ? setting.default : (setting.example ?? '');
    return [...commentLines(setting.meaning), `# Default: ${defaultCell(setting).replace(/`/g, '')}`, `#${setting.variable}=${value}`, ''].join('\n');
  });
}

/**
 * `.env.example`: every variable of the server's schema, then every one of the build's (the part `npm run build`
 * reads), commented out, with its meaning and default.
 */
export function envExample(settings: readonly DocumentedSetting[] = SETTINGS, buildSettings: readonly DocumentedSetting[] = BUILD_SETTINGS): string {
  const header = [
    ...commentLines('The server\'s environment variables, generated from server/settings-schema.ts by `npm run docs:config` (do not edit by hand). Every one is optional: uncomment a line to set it. README.md "Configuration" says the same in a table.'),
    '',
  ];
  const buildHeader = [
    '',
    ...commentLines(
      'Read by `npm run build` (so also by `npm start`), generated from ui/build-settings-schema.ts: the UI\'s build-time variables, baked into the pages, so give them where the site is built (`docker build --build-arg …` for the image); a wrong value stops the build, naming the variable. VITE_GA4_MEASUREMENT_ID and VITE_META_PIXEL_ID, read by the build and the server alike, are above. README.md "Configuration" lists them in its build-time table.',
    ),
    '',
  ];
  return `${header.join('\n')}\n${envBlocks(settings).join('\n')}${buildHeader.join('\n')}\n${envBlocks(buildSettings).join('\n')}`;
}
