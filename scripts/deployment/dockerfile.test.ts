/**
 * The Dockerfile, checked without Docker (there is no Docker engine on the test machines, so the image is never
 * built here; docs/decisions/071): parsed with dockerfile-ast and linted with dockerfile-utils (the parser and
 * validator of VS Code's Docker language server), then its runtime stage is held to the rules of an image fit
 * to run in production: node started directly under tini (no npm), a non-root user, a HEALTHCHECK on
 * /api/health, and only built files and production dependencies.
 */
import { DockerfileParser, type Arg, type Copy, type Dockerfile, type Healthcheck, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILD_SETTINGS } from '../../ui/build-settings-schema.js';
import { configVariableNames } from './config-variables.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCKERFILE = readFileSync(`${ROOT}Dockerfile`, 'utf8');

interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

/** The build stages in order, each with its own instructions (FROM excluded). */
function stagesOf(dockerfile: Dockerfile): Stage[] {
  const froms = dockerfile.getFROMs();
  return froms.map((from, index) => {
    const start = from.getRange().start.line;
    const end = froms[index + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
    return {
      name: from.getBuildStage() ?? String(index),
      image: from.getImage() ?? '',
      instructions: dockerfile.getInstructions().filter((instruction) => {
        const line = instruction.getRange().start.line;
        return line > start && line < end;
      }),
    };
  });
}

function all(stage: Stage, keyword: string): Instruction[] {
  return stage.instructions.filter((instruction) => instruction.getKeyword() === keyword);
}

function last(stage: Stage, keyword: string): Instruction | undefined {
  return all(stage, keyword).at(-1);
}

/** An exec-form (JSON array) instruction's words; undefined for the shell form. */
function execForm(instruction: Instruction | undefined): string[] | undefined {
  const content = instruction?.getArgumentsContent()?.trim() ?? '';
  const raw = content.slice(content.indexOf('['));
  if (!raw.startsWith('[')) return undefined;
  return JSON.parse(raw) as string[];
}

/** COPY's sources and --from stage. */
function copies(stage: Stage): { from: string | undefined; sources: string[]; destination: string }[] {
  return all(stage, 'COPY').map((instruction) => {
    const paths = instruction.getArguments().map((argument) => argument.getValue());
    return { from: (instruction as Copy).getFromFlag()?.getValue() ?? undefined, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
  });
}

const dockerfile = DockerfileParser.parse(DOCKERFILE);
const stages = stagesOf(dockerfile);
const runtime = stages.at(-1)!;

describe('Dockerfile', () => {
  it('has no problem dockerfile-utils can find (instructions, flags, signals, stage names)', () => {
    const problems = validate(DOCKERFILE).map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
    expect(problems).toEqual([]);
  });

  it('builds in one stage and runs from a last, separate stage on Node 24 slim', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'production-dependencies', 'runtime']);
    const baseImage = dockerfile.getInitialARGs().find((arg) => arg.getProperty()?.getName() === 'NODE_IMAGE');
    expect(baseImage?.getProperty()?.getValue()).toBe('node:24-bookworm-slim');
    for (const stage of stages) expect(stage.image).toBe('${NODE_IMAGE}');
    expect(all(stages[0]!, 'RUN').map((run) => run.getArgumentsContent())).toContain('npm run build');
  });

  it('starts node directly under tini: no npm, no shell form', () => {
    expect(execForm(last(runtime, 'ENTRYPOINT'))).toEqual(['/usr/bin/tini', '--']);
    const command = execForm(last(runtime, 'CMD'));
    expect(command).toEqual(['node', 'dist/node/server/main.js']);
    expect(existsSync(`${ROOT}server/main.ts`)).toBe(true);
    expect(all(runtime, 'RUN').map((run) => run.getArgumentsContent())).toEqual([expect.stringContaining('apt-get install -y --no-install-recommends tini'), 'mkdir /data && chown node:node /data']);
    expect(last(runtime, 'STOPSIGNAL')?.getArgumentsContent()).toBe('SIGTERM');
  });

  it('runs as a user other than root, writing only to its data directory', () => {
    const user = last(runtime, 'USER')?.getArgumentsContent();
    expect(user).toBe('node');
    const userLine = last(runtime, 'USER')!.getRange().start.line;
    const afterUser = runtime.instructions.filter((instruction) => instruction.getRange().start.line > userLine).map((instruction) => instruction.getKeyword());
    expect(afterUser).not.toContain('RUN');
    expect(last(runtime, 'VOLUME')?.getArgumentsContent()).toBe('["/data"]');
  });

  it('checks its own health on /api/health', () => {
    const healthcheck = last(runtime, 'HEALTHCHECK') as Healthcheck;
    expect(healthcheck.getFlags().map((flag) => flag.getName())).toEqual(['interval', 'timeout', 'start-period', 'retries']);
    const command = execForm(healthcheck) ?? [];
    expect(healthcheck.getSubcommand()?.getValue()).toBe('CMD');
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command.join(' ')).toContain("/api/health')");
  });

  it('holds only the built server and pages, the bundled defaults and production dependencies: no sources, no tests', () => {
    const copied = copies(runtime);
    expect(copied).toEqual([
      { from: undefined, sources: ['package.json'], destination: './' },
      { from: 'production-dependencies', sources: ['/app/node_modules'], destination: './node_modules' },
      { from: 'build', sources: ['/app/dist/node'], destination: './dist/node' },
      { from: 'build', sources: ['/app/dist/client'], destination: './dist/client' },
      { from: 'build', sources: ['/app/dist/ssr'], destination: './dist/ssr' },
      { from: undefined, sources: ['server/defaults'], destination: './server/defaults' },
    ]);
    for (const { from, sources } of copied) {
      if (from === undefined) for (const source of sources) expect(existsSync(`${ROOT}${source}`), source).toBe(true);
    }
    expect(all(runtime, 'ADD')).toEqual([]);
    const dependencies = stages.find((stage) => stage.name === 'production-dependencies')!;
    expect(all(dependencies, 'RUN').map((run) => run.getArgumentsContent()).join(' ')).toMatch(/npm ci --omit=dev\b/);
    expect(copies(dependencies).flatMap((copy) => copy.sources)).toEqual(['package.json', 'package-lock.json']);
  });

  it('sets only variables the server reads, besides NODE_ENV', () => {
    const known = configVariableNames();
    const names = all(runtime, 'ENV').flatMap((instruction) => instruction.getArguments().map((argument) => argument.getValue().split('=')[0] ?? ''));
    expect(names.filter((name) => name !== 'NODE_ENV' && !known.has(name))).toEqual([]);
    expect(names).toContain('DATA_DIR');
  });

  it("takes every build-time variable of the UI as a build argument of the build stage", () => {
    // The build schema's variables (docs/decisions/095), and those site-config.ts reads itself (the analytics tags).
    const read = new Set([...BUILD_SETTINGS.map((setting) => setting.variable), ...readFileSync(`${ROOT}ui/content/site-config.ts`, 'utf8').match(/VITE_[A-Z0-9_]+/g)!]);
    read.delete('VITE_MAIN_DOMAIN'); // set by ui/vite.config.ts from MAIN_DOMAIN
    read.add('MAIN_DOMAIN');
    const declared = all(stages[0]!, 'ARG').map((arg) => (arg as Arg).getProperty()?.getName());
    expect(read.size).toBe(13);
    expect([...read].filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('keeps local and secret files out of the build context', () => {
    const ignored = readFileSync(`${ROOT}.dockerignore`, 'utf8').split('\n').map((line) => line.trim());
    for (const entry of ['.git', '.env', 'node_modules', 'dist', 'data']) expect(ignored).toContain(entry);
  });
});
