import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../../adapters/crypto/scrypt-admin-authenticator.js';
import { writePrivateFile } from '../../adapters/filesystem/secret-files.js';
import type { AppConfig } from '../config.js';

export const ADMIN_PASSWORD_HASH_FILE = 'admin-password.hash';
/** The generated password, for the operator to read once and then delete (docs/decisions/056: never in a log). */
export const GENERATED_PASSWORD_FILE = 'initial-admin-password.txt';

/**
 * The hash the operator's password is checked against (docs/architecture.md §2): ADMIN_PASSWORD when set (hashed in
 * memory, never written); otherwise the hash kept in DATA_DIR, made on first start from a generated
 * password that is written to a file only its owner can read (0600) in DATA_DIR, whose path is printed: logs are
 * collected and kept, so the password itself never goes to them (docs/decisions/056).
 */
export async function adminPasswordHash(config: AppConfig, print: (line: string) => void = (line) => new Logger('Admin').warn(line)): Promise<string> {
  if (config.adminPassword !== undefined) return hashPassword(config.adminPassword);
  const file = join(config.dataDir, ADMIN_PASSWORD_HASH_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(12).toString('base64url');
  const hash = await hashPassword(password);
  const passwordFile = join(config.dataDir, GENERATED_PASSWORD_FILE);
  writePrivateFile(passwordFile, `${password}\n`);
  writePrivateFile(file, `${hash}\n`);
  print(`No ADMIN_PASSWORD is set: a password was generated and written to ${passwordFile} (readable by this user only). Read it, keep it in your password manager, and delete the file; only its hash is kept, in ${file}.`);
  return hash;
}
