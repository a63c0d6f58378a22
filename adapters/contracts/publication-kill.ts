import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { PublicationStore } from '../../domain/publishing/publication-store.js';
import { compiledScript } from './plain-javascript.js';
import { problemsOfStampedPublication, stampedCommit, type PublicationDatabase } from './publication-stamps.js';

/** A store on a lane's database, opened after each kill as a restarted server opens it, and closed before the next. */
export type StoreOpener = (database: PublicationDatabase) => Promise<{ store: PublicationStore; close(): Promise<void> }>;

/** What the kills hit, for the test to show that it reached the moments that matter. */
export interface KillTally {
  runs: number;
  /** Killed before the process had opened its store. */
  whileStarting: number;
  /** Killed after "begin g" and before "committed g": the commit was discarded whole, or kept whole. */
  discarded: number;
  kept: number;
  /** Killed between commits. */
  betweenCommits: number;
  /** The highest generation reached. */
  generations: number;
  /** Each problem found, with its run; empty when every kill left one whole generation. */
  problems: string[];
}

interface Run {
  readonly lines: string[];
  readonly stderr: string;
}

const random = (below: number) => Math.random() * below;

/**
 * Starts publication-commit-process.ts on one database, and kills it with SIGKILL at a random moment: while it starts
 * (one run in six), or some time after it said "ready", within about four commits. Gives what it said.
 */
async function runAndKill(script: string, database: PublicationDatabase, timing: { readyMs: number; commitMs: number }): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, [script, JSON.stringify({ database })], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  let killAt = Math.random() < 1 / 6 ? random(timing.readyMs) : Number.POSITIVE_INFINITY;
  let kill: NodeJS.Timeout | undefined;
  const schedule = () => {
    clearTimeout(kill);
    if (killAt !== Number.POSITIVE_INFINITY) kill = setTimeout(() => child.kill('SIGKILL'), Math.max(0, killAt - (performance.now() - started)));
  };
  schedule();
  let begun = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const now = performance.now() - started;
    lines.push(line);
    if (line === 'ready') {
      timing.readyMs = timing.readyMs * 0.8 + now * 0.2;
      if (killAt === Number.POSITIVE_INFINITY) {
        killAt = now + random(4 * timing.commitMs);
        schedule();
      }
    } else if (line.startsWith('begin ')) {
      begun = now;
    } else if (line.startsWith('committed ')) {
      timing.commitMs = timing.commitMs * 0.8 + (now - begun) * 0.2;
    }
  }
  clearTimeout(kill);
  await exited;
  return { lines, stderr };
}

/**
 * The kill -9 test of docs/decisions/102, on any engine: `runs` times in all, spread over `databases` (one lane each,
 * run side by side), a process commits stamped publications in a loop and is killed at a random moment; then the store
 * is opened as a restarted server opens it, and must hold one generation whole (publication-stamps.ts): the one the
 * process last said it committed, or, killed in mid-commit, that one or the one before. Then a commit from it must work.
 */
export async function killCommittersAtRandom(runs: number, databases: readonly PublicationDatabase[], open: StoreOpener): Promise<KillTally> {
  const script = compiledScript(fileURLToPath(new URL('./publication-commit-process.ts', import.meta.url)));
  const tally: KillTally = { runs: 0, whileStarting: 0, discarded: 0, kept: 0, betweenCommits: 0, generations: 0, problems: [] };
  const timing = { readyMs: 100, commitMs: 40 };
  try {
    await Promise.all(
      databases.map(async (database, lane) => {
        let generation = 0;
        for (let run = lane; run < runs; run += databases.length) {
          const { lines, stderr } = await runAndKill(script.file, database, timing);
          // The process's last word: 'ready', 'begin <g>' or 'committed <g>', or none.
          const [last = '', said = '0'] = (lines.at(-1) ?? '').split(' ');
          const lastGeneration = Number(said);
          const { store, close } = await open(database);
          try {
            const publication = await store.current();
            const found = publication?.head.generation ?? 0;
            const problem = (text: string) => tally.problems.push(`run ${run} (lane ${lane}, after "${lines.at(-1) ?? 'nothing'}"): ${text}`);
            if (stderr.trim() !== '') problem(`the process wrote: ${stderr.trim().split('\n').slice(0, 5).join(' | ')}`);
            if (last === 'begin') {
              if (found === lastGeneration) tally.kept++;
              else if (found === lastGeneration - 1) tally.discarded++;
              else problem(`generation ${found} is current; ${lastGeneration - 1} or ${lastGeneration} was`);
            } else {
              const expected = last === 'committed' ? lastGeneration : generation;
              if (last === 'committed') tally.betweenCommits++;
              else tally.whileStarting++;
              if (found !== expected) problem(`generation ${found} is current; ${expected} was`);
            }
            if (publication !== undefined) for (const each of problemsOfStampedPublication(publication)) problem(each);
            // The restart: a commit from what is current works, and is whole too.
            await store.commit(stampedCommit(found));
            const after = await store.current();
            if (after?.head.generation !== found + 1) problem(`a commit after the restart made generation ${after?.head.generation}, not ${found + 1}`);
            else for (const each of problemsOfStampedPublication(after)) problem(`after the restart: ${each}`);
            generation = found + 1;
            tally.generations = Math.max(tally.generations, generation);
          } finally {
            await close();
          }
          tally.runs++;
        }
      }),
    );
  } finally {
    script.remove();
  }
  return tally;
}
