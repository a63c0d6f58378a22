/** `npm run catalogue:import -- <file.json>` (scripts/catalogue-command.ts, docs/decisions/098). */
import { catalogueImportCommand, terminalContext } from './catalogue-command.js';

process.exitCode = await catalogueImportCommand(process.argv.slice(2), terminalContext());
