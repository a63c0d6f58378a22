import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CatalogueEntry, ExpectedVersion } from '../../domain/catalogue/catalogue-store.js';
import type { CatalogueDatabase, CataloguePutOrder } from './catalogue-put-process.js';

/**
 * Two processes (catalogue-put-process.ts), as two servers, each making a put of `entries[i]` expecting `expected` on
 * the one `database`: both open the store first, then are told to go at once. Gives what each said ("won" or "stale").
 */
export async function putsRacingInTwoProcesses(database: CatalogueDatabase, entries: readonly [CatalogueEntry, CatalogueEntry], expected: ExpectedVersion): Promise<string[]> {
  const script = fileURLToPath(new URL('./catalogue-put-process.ts', import.meta.url));
  const racers = entries.map((entry) => {
    const order: CataloguePutOrder = { database, entry, expected };
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(order)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const next = async () => {
      const line = await lines.next();
      if (line.done === true) throw new Error(`The put process ended without a word (exit code ${await exited})`);
      return line.value;
    };
    return { child, next, exited };
  });
  for (const racer of racers) {
    const said = await racer.next();
    if (said !== 'ready') throw new Error(`The put process said "${said}" instead of "ready"`);
  }
  for (const racer of racers) racer.child.stdin.write('go\n');
  const results = await Promise.all(racers.map((racer) => racer.next()));
  await Promise.all(racers.map((racer) => racer.exited));
  return results;
}
