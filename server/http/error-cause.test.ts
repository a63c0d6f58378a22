import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { describeError } from './error-cause.js';

describe('describeError (one log line naming what went wrong; docs/decisions/056, 093)', () => {
  it('names SQLite\'s result code beside its message: a full disk is SQLITE_FULL, a read-only one SQLITE_READONLY', () => {
    const diskFull = Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13, errstr: 'database or disk is full' });
    expect(describeError(diskFull)).toBe('database or disk is full (SQLITE_FULL)');
    const db = new DatabaseSync(':memory:');
    db.exec('CREATE TABLE t (v INTEGER); PRAGMA query_only = ON');
    const refused = (() => {
      try {
        db.exec('INSERT INTO t VALUES (1)');
      } catch (error) {
        return error;
      }
    })();
    expect(describeError(refused)).toBe('attempt to write a readonly database (SQLITE_READONLY)');
  });

  it('names an extended SQLite code by its primary one, and an unknown one by its number', () => {
    expect(describeError(Object.assign(new Error('disk I/O error'), { errcode: 778 }))).toBe('disk I/O error (SQLITE_IOERR)');
    expect(describeError(Object.assign(new Error('odd'), { errcode: 99 }))).toBe('odd (SQLite result code 99)');
  });

  it('adds a system or PostgreSQL code the message does not already name', () => {
    expect(describeError(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe('ENOSPC: no space left on device, write');
    expect(describeError(Object.assign(new Error('could not extend file "base/16384/16397": No space left on device'), { code: '53100' }))).toBe(
      'could not extend file "base/16384/16397": No space left on device (53100)',
    );
    expect(describeError(new Error('plain'))).toBe('plain');
  });

  it('follows the causes the domain wrapped, so the disk that refused shows behind the refusal', () => {
    const diskFull = Object.assign(new Error('database or disk is full'), { errcode: 13 });
    const refusal = new Error('Sign-in is unavailable right now. Please try again in a minute.', { cause: diskFull });
    expect(describeError(refusal)).toBe('Sign-in is unavailable right now. Please try again in a minute. (cause: database or disk is full (SQLITE_FULL))');
    expect(describeError(new Error('wrapped', { cause: 'a string' }))).toBe('wrapped (cause: a string)');
  });

  it('tells what was thrown when it is no error', () => {
    expect(describeError('gone')).toBe('gone');
    expect(describeError(undefined)).toBe('undefined');
  });
});
