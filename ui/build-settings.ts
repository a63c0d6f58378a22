import { buildSettingsFrom, type BuildSettings } from './build-settings-schema.js';

/**
 * The build-time settings of the UI (ui/build-settings-schema.ts, docs/decisions/095), as ui/content/site-config.ts
 * reads them. In `npm run build` and `npm run dev`, ui/vite.config.ts loads this module as the values it checked
 * (a JSON literal), so neither zod nor this code reaches a page; elsewhere (unit tests, the Gherkin support under tsx)
 * it checks the environment Vite gives, or none, here.
 */
export const buildSettings: BuildSettings = buildSettingsFrom((import.meta.env ?? {}) as Record<string, unknown>);
