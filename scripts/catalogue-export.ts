/** `npm run catalogue:export -- <file.json>` (scripts/catalogue-command.ts, docs/decisions/098). */
import { catalogueExportCommand, terminalContext } from './catalogue-command.js';

process.exitCode = await catalogueExportCommand(process.argv.slice(2), terminalContext());
