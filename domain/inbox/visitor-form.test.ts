import { describe, expect, it } from 'vitest';
import { readRelocationRequestForm } from '../relocation/relocation-request-form.js';
import { readSubscriptionForm } from '../newsletter/subscription-form.js';
import { NEWSLETTER_CONSENT } from '../newsletter/newsletter-consent.js';
import { InvalidFormError } from './visitor-form.js';

const problemsOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof InvalidFormError) return error.problems;
    throw error;
  }
  throw new Error('the form was taken');
};

const subscription = { email: ' Ana@Example.CR ', page: '/', consentVersion: NEWSLETTER_CONSENT.version, website: '' };
const request = { name: ' Ana Mora ', email: 'ana@example.cr', services: ['residency', 'banking', 'residency'], moveWhen: '3-6-months', message: ' Hello\nthere ', website: '' };

describe('the newsletter form (issue 39 points 1, 5)', () => {
  it('takes an address lower-case and trimmed, with its page, consent version and honeypot', () => {
    expect(readSubscriptionForm(subscription)).toEqual({ ...subscription, email: 'ana@example.cr' });
    expect(readSubscriptionForm({ email: 'a@b.cr', page: '/tours', consentVersion: NEWSLETTER_CONSENT.version })).toEqual({ email: 'a@b.cr', page: '/tours', consentVersion: NEWSLETTER_CONSENT.version });
  });

  it('names each wrong field once', () => {
    expect(problemsOf(() => readSubscriptionForm({ email: 'ana at example', page: 'http://evil.example/', consentVersion: '2020-01-01', extra: 1 }))).toEqual([
      { field: 'email', message: 'email must be an e-mail address such as ana@example.com' },
      { field: 'page', message: 'page must be a page of the site, such as /' },
      { field: 'consentVersion', message: `consentVersion must be the consent version the form shows now (${NEWSLETTER_CONSENT.version}); reload the page` },
      { field: 'extra', message: 'extra is not a field of this form' },
    ]);
    expect(problemsOf(() => readSubscriptionForm({}))).toEqual([
      { field: 'email', message: 'email is missing' },
      { field: 'page', message: 'page is missing' },
      { field: 'consentVersion', message: 'consentVersion is missing' },
    ]);
    expect(problemsOf(() => readSubscriptionForm(null))).toEqual([{ field: 'body', message: 'body must be the form\'s fields, such as { "email": "ana@example.com", … }' }]);
  });

  it('refuses an over-long address or page, and a long honeypot', () => {
    const long = `${'a'.repeat(250)}@x.cr`;
    expect(problemsOf(() => readSubscriptionForm({ ...subscription, email: long, page: `/${'p'.repeat(300)}`, website: 'w'.repeat(501) }))).toEqual([
      { field: 'email', message: 'email must be at most 254 characters long' },
      { field: 'page', message: 'page must be at most 300 characters long' },
      { field: 'website', message: 'website must be at most 500 characters long' },
    ]);
    expect(readSubscriptionForm({ ...subscription, email: `${'a'.repeat(249)}@x.cr`, page: `/${'p'.repeat(299)}`, website: 'w'.repeat(500) }).email).toHaveLength(254);
    expect(problemsOf(() => readSubscriptionForm({ ...subscription, page: '   ', email: 7 }))).toEqual([
      { field: 'email', message: 'email must be text' },
      { field: 'page', message: 'page must not be empty' },
    ]);
  });

  it('refuses a line break in the address (header injection)', () => {
    expect(problemsOf(() => readSubscriptionForm({ ...subscription, email: 'ana@example.cr\r\nBcc: all@example.cr' }))[0]!.field).toBe('email');
  });
});

describe('the relocation request form (issue 39 points 3, 5)', () => {
  it('takes the fields trimmed, each service once', () => {
    expect(readRelocationRequestForm(request)).toEqual({ ...request, name: 'Ana Mora', services: ['residency', 'banking'], message: 'Hello\nthere' });
    expect(readRelocationRequestForm({ ...request, message: '', website: undefined }).message).toBe('');
  });

  it('names each wrong field', () => {
    expect(problemsOf(() => readRelocationRequestForm({ name: 'Ana\r\nBcc: x@y.cr', email: '', services: [], moveWhen: 'soon', message: 'm'.repeat(2001) }))).toEqual([
      { field: 'name', message: 'name must be one line without control characters' },
      { field: 'email', message: 'email must be an e-mail address such as ana@example.com' },
      { field: 'services', message: 'services must name at least one service' },
      { field: 'moveWhen', message: 'moveWhen must be one of "within-3-months", "3-6-months", "6-12-months", "over-a-year", "not-sure"' },
      { field: 'message', message: 'message must be at most 2000 characters long' },
    ]);
    expect(problemsOf(() => readRelocationRequestForm({ ...request, name: 'n'.repeat(101), services: ['yoga'] }))).toEqual([
      { field: 'name', message: 'name must be at most 100 characters long' },
      { field: 'services', message: 'services must list the services wanted, each one of "residency", "banking", "healthcare-insurance", "spanish-schools", "property-management"' },
    ]);
    expect(readRelocationRequestForm({ ...request, name: 'n'.repeat(100), message: 'm'.repeat(2000) }).name).toHaveLength(100);
    expect(problemsOf(() => readRelocationRequestForm({ ...request, services: 'residency' }))[0]!.field).toBe('services');
  });
});

describe('what the forms say (issue 39 point 5)', () => {
  it('names a field that is not text, and the body that is not a group of fields', () => {
    expect(problemsOf(() => readSubscriptionForm({ ...subscription, page: 7, website: 8 }))).toEqual([
      { field: 'page', message: 'page must be text' },
      { field: 'website', message: 'website must be text' },
    ]);
    expect(problemsOf(() => readRelocationRequestForm({ ...request, message: 5, services: 'residency' }))).toEqual([
      { field: 'services', message: 'services must list the services wanted, each one of "residency", "banking", "healthcare-insurance", "spanish-schools", "property-management"' },
      { field: 'message', message: 'message must be text' },
    ]);
    expect(problemsOf(() => readRelocationRequestForm(null))).toEqual([{ field: 'body', message: 'body must be the form\'s fields, such as { "name": "Ana", … }' }]);
  });

  it('says what was wrong in its own message', () => {
    const error = new InvalidFormError([
      { field: 'email', message: 'email is missing' },
      { field: 'page', message: 'page is missing' },
    ]);
    expect([error.name, error.message]).toEqual(['InvalidFormError', 'The form is not valid: email is missing; page is missing']);
  });
});
