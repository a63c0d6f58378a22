import { isEmailAddress } from '../newsletter/email-address.js';

/** RFC 5321's longest address a mail server must accept (a path of 256 octets less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** What is wrong with an e-mail field of a visitor's form, said beside it, or undefined when nothing is (docs/decisions/125). */
export function emailFieldProblem(text: string): string | undefined {
  const email = text.trim();
  if (email === '') return 'Enter your email address.';
  if (email.length > EMAIL_MAX_LENGTH) return `An email address has at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!isEmailAddress(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}
