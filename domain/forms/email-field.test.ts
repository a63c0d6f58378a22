import { describe, expect, it } from 'vitest';
import { MAX_EMAIL_LENGTH } from '../inbox/visitor-form.js';
import { emailFieldProblem } from './email-field.js';

describe('an e-mail field of a visitor form (docs/decisions/125)', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(emailFieldProblem('')).toBe('Enter your email address.');
    expect(emailFieldProblem('   ')).toBe('Enter your email address.');
  });

  it('refuses what is not an address, with an example of one', () => {
    expect(emailFieldProblem('ana at example')).toBe('Enter an email address like name@example.com.');
  });

  it('refuses an address over 254 characters, and takes one of exactly 254', () => {
    const domain = '@example.cr';
    const longest = `${'a'.repeat(MAX_EMAIL_LENGTH - domain.length)}${domain}`;
    expect(MAX_EMAIL_LENGTH).toBe(254);
    expect(emailFieldProblem(longest)).toBeUndefined();
    expect(emailFieldProblem(`a${longest}`)).toBe('An email address has at most 254 characters.');
  });

  it('takes an address, ignoring the spaces around it', () => {
    expect(emailFieldProblem(' ana@example.cr ')).toBeUndefined();
  });
});
