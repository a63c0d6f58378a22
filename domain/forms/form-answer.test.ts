import { describe, expect, it } from 'vitest';
import { FORM_FAILED_TEXT, refusalOf, tooManyText, waitText } from './form-answer.js';

describe('a form answer said to the visitor (docs/decisions/125)', () => {
  it('says a wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(0)).toBe('1 second');
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(120)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
  });

  it('says a 429 plainly with when to try again', () => {
    expect(tooManyText(90)).toBe('Too many forms were sent from your connection. Please try again in 2 minutes.');
    expect(refusalOf({ kind: 'too-many', retryAfterSeconds: 30 }, ['email'])).toEqual({ byField: {}, general: tooManyText(30) });
  });

  it('says a failure to reach the server as one general message', () => {
    expect(refusalOf({ kind: 'failed' }, ['email'])).toEqual({ byField: {}, general: FORM_FAILED_TEXT });
    expect(FORM_FAILED_TEXT).toBe('The form could not be sent. Please check your connection and try again.');
  });

  it('puts each field error beside its field, the first of a field winning', () => {
    const refusal = refusalOf(
      {
        kind: 'invalid',
        message: 'The request has errors.',
        errors: [
          { field: 'email', message: 'Enter an email address.' },
          { field: 'email', message: 'Second message of the same field.' },
          { field: 'name', message: 'Enter your name.' },
        ],
      },
      ['email', 'name', 'message'],
    );
    // No general message at all (not one that is undefined): the form shows nothing above its button.
    expect(refusal).toStrictEqual({ byField: { email: 'Enter an email address.', name: 'Enter your name.' } });
  });

  it('says errors of fields the form does not have, and a refusal without fields, as the general message', () => {
    expect(
      refusalOf(
        {
          kind: 'invalid',
          message: 'ignored when a field error is said',
          errors: [
            { field: 'email', message: 'Enter an email address.' },
            { field: 'page', message: 'Unknown page.' },
            { field: 'consentVersion', message: 'Old consent.' },
          ],
        },
        ['email'],
      ),
    ).toEqual({ byField: { email: 'Enter an email address.' }, general: 'Unknown page. Old consent.' });
    expect(refusalOf({ kind: 'invalid', message: 'Bad request.', errors: [] }, ['email'])).toEqual({ byField: {}, general: 'Bad request.' });
  });
});
