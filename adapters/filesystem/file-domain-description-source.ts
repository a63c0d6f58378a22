import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';

/**
 * The domain descriptions CSV in DATA_DIR (docs/architecture.md §3), copied from the bundled default on first
 * start and read on every call, so the operator can edit it without a restart.
 */
export class FileDomainDescriptionSource implements DomainDescriptionSource {
  constructor(
    private readonly file: string,
    bundledDefault: string,
  ) {
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(bundledDefault, file);
    }
  }

  csv(): Promise<string> {
    return readFile(this.file, 'utf8');
  }
}
