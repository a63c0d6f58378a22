import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainDescriptionSourceContract } from '../contracts/domain-description-source.contract.js';
import { objectStorageContract } from '../contracts/object-storage.contract.js';
import { FileDomainDescriptionSource } from './file-domain-description-source.js';
import { FilesystemObjectStorage } from './filesystem-object-storage.js';
import { readOrCreatePrivateFile } from './secret-files.js';

const root = mkdtempSync(join(tmpdir(), 'crg-fs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const fresh = () => join(root, `dir-${++count}`);

objectStorageContract('FilesystemObjectStorage', () => new FilesystemObjectStorage(fresh()));
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
