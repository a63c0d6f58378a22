import type { BrowserContext, Page } from '@playwright/test';
import { runsNoScript } from './page-ready.js';

/**
 * A browser with JavaScript turned off, when the scenario asked for one ("Given the visitor's browser runs no
 * JavaScript", features/step-definitions/scriptless-browser-steps.ts): its own context, closed after the scenario.
 * Steps that open or read pages use its page instead of the scenario's browser tab.
 */
const scriptless = new WeakMap<object, { context: BrowserContext; page: Page }>();

export function useScriptlessBrowser(world: object, context: BrowserContext, page: Page): void {
  scriptless.set(world, { context, page });
  runsNoScript(page);
}

/** The scriptless browser's page, or undefined when the scenario runs with JavaScript. */
export const scriptlessPageOf = (world: object): Page | undefined => scriptless.get(world)?.page;

export async function closeScriptlessBrowser(world: object): Promise<void> {
  await scriptless.get(world)?.context.close();
  scriptless.delete(world);
}
