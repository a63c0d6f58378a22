import { MAX_EMAIL_LENGTH } from '../inbox/visitor-form.js';
import { isEmailAddress } from '../newsletter/email-address.js';

/**
 * What is wrong with an e-mail field of a visitor's form, said beside it before anything is sent, or undefined when
 * nothing is (docs/decisions/125): the server's rule (../inbox/visitor-form.ts) in the visitor's words.
 */
export function emailFieldProblem(text: string): string | undefined {
  const email = text.trim();
  if (email === '') return 'Enter your email address.';
  if (email.length > MAX_EMAIL_LENGTH) return `An email address has at most ${MAX_EMAIL_LENGTH} characters.`;
  if (!isEmailAddress(email)) return 'Enter an email address like name@example.com.';
  return undefined;
}
