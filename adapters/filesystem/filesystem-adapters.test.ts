import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainDescriptionSourceContract } from '../contracts/domain-description-source.contract.js';
import { objectStorageContract } from '../contracts/object-storage.contract.js';
import { photoSaveCrashContract } from '../contracts/photo-save-crash.contract.js';
import { storedObjectListingContract } from '../contracts/stored-object-listing.contract.js';
import { FileDomainDescriptionSource } from './file-domain-description-source.js';
import { FilesystemObjectStorage } from './filesystem-object-storage.js';
import { readOrCreatePrivateFile } from './secret-files.js';

const root = mkdtempSync(join(tmpdir(), 'crg-fs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const fresh = () => join(root, `dir-${++count}`);

objectStorageContract('FilesystemObjectStorage', () => new FilesystemObjectStorage(fresh()));
storedObjectListingContract('FilesystemObjectStorage', () => new FilesystemObjectStorage(fresh()));
photoSaveCrashContract('FilesystemObjectStorage', async () => {
  const directory = fresh();
  return {
    storage: new FilesystemObjectStorage(directory),
    inAnotherProcess: { module: new URL('./filesystem-object-storage.ts', import.meta.url).href, exportName: 'FilesystemObjectStorage', args: [directory] },
  };
});
domainDescriptionSourceContract(
  'FileDomainDescriptionSource',
  (csv) => {
    const bundled = join(root, `bundled-${++count}.csv`);
    writeFileSync(bundled, csv);
    return new FileDomainDescriptionSource(join(fresh(), 'domain-descriptions.csv'), bundled);
  },
  () => {
    // The operator's file was seeded, then deleted: nothing to read.
    const bundled = join(root, `bundled-${++count}.csv`);
    writeFileSync(bundled, 'domain,description\n');
    const file = join(fresh(), 'domain-descriptions.csv');
    const source = new FileDomainDescriptionSource(file, bundled);
    rmSync(file);
    return source;
  },
);

describe('FilesystemObjectStorage', () => {
  it('leaves no temporary file behind and refuses keys that leave its directory', async () => {
    const directory = fresh();
    const storage = new FilesystemObjectStorage(directory);
    await storage.put('abc', Uint8Array.from([1]));
    expect(readdirSync(directory)).toEqual(['abc']);
    await expect(storage.put('../escape', Uint8Array.from([1]))).rejects.toThrow(/key/);
    await expect(storage.get('.tmp-x')).rejects.toThrow(/key/);
  });
});

/**
 * A process killed with SIGKILL while `put` writes: what it leaves is whatever the storage had on
 * disk at that instant. The writer loops over large puts, so a temporary file is almost always there.
 */
async function killedMidWrite(directory: string): Promise<string[]> {
  const adapter = new URL('./filesystem-object-storage.ts', import.meta.url).href;
  const script = `const { FilesystemObjectStorage } = await import(${JSON.stringify(adapter)});
    const storage = new FilesystemObjectStorage(${JSON.stringify(directory)});
    const bytes = new Uint8Array(8 * 1024 * 1024).fill(7);
    console.log('writing');
    for (let i = 0; ; i++) await storage.put('photo-' + (i % 2), bytes);`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const leftovers = readdirSync(directory).filter((name) => name.startsWith('.tmp-'));
    if (leftovers.length > 0) return leftovers;
  }
  throw new Error('The writer never left a temporary file behind in 20 kills');
}

describe('FilesystemObjectStorage after a stop in mid-write (docs/decisions/045)', () => {
  const MINUTE = 60_000;

  it('removes the temporary files a killed writer left, once they are older than the cut-off, and counts them', async () => {
    const directory = fresh();
    const leftovers = await killedMidWrite(directory);
    const storage = new FilesystemObjectStorage(directory);
    const now = Date.now();
    // The leftover is fresh: it could still be a write in progress of another start, so it stays.
    expect(await storage.removeStartedBefore(new Date(now - 15 * MINUTE))).toBe(0);
    expect(readdirSync(directory)).toEqual(expect.arrayContaining(leftovers));
    for (const name of leftovers) utimesSync(join(directory, name), new Date(now - 16 * MINUTE), new Date(now - 16 * MINUTE));
    expect(await storage.removeStartedBefore(new Date(now - 15 * MINUTE))).toBe(leftovers.length);
    expect(readdirSync(directory).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  }, 60_000);

  it('keeps every stored object, however old, and every temporary file written since the cut-off', async () => {
    const directory = fresh();
    const storage = new FilesystemObjectStorage(directory);
    await storage.put('old-photo', Uint8Array.from([1]));
    const old = new Date(Date.now() - 60 * MINUTE);
    utimesSync(join(directory, 'old-photo'), old, old);
    writeFileSync(join(directory, '.tmp-recent'), 'half a photo');
    writeFileSync(join(directory, '.tmp-stale'), 'half a photo');
    utimesSync(join(directory, '.tmp-stale'), old, old);
    expect(await storage.removeStartedBefore(new Date(Date.now() - 15 * MINUTE))).toBe(1);
    expect(readdirSync(directory).sort()).toEqual(['.tmp-recent', 'old-photo']);
  });
});

describe('FileDomainDescriptionSource', () => {
  it('seeds the file once and then reads the operator\'s edits', async () => {
    const bundled = join(root, 'default.csv');
    writeFileSync(bundled, 'domain,description\na.com,A\n');
    const file = join(fresh(), 'domain-descriptions.csv');
    const source = new FileDomainDescriptionSource(file, bundled);
    writeFileSync(file, 'domain,description\nb.com,B\n');
    expect(await source.csv()).toBe('domain,description\nb.com,B\n');
    new FileDomainDescriptionSource(file, bundled);
    expect(readFileSync(file, 'utf8')).toContain('b.com');
  });
});

describe('readOrCreatePrivateFile', () => {
  it('creates the file once, readable by its owner only', () => {
    const file = join(fresh(), 'secret');
    expect(readOrCreatePrivateFile(file, () => 'one')).toEqual({ text: 'one', created: true });
    expect(readOrCreatePrivateFile(file, () => 'two')).toEqual({ text: 'one', created: false });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
