import { describe, expect, it } from 'vitest';
import { InMemoryRelocationRequests, REQUEST_RECEIVED } from '../../adapters/memory/in-memory-relocation-requests.js';
import { FORM_FAILED_TEXT, tooManyText } from '../forms/form-answer.js';
import {
  EMPTY_RELOCATION_REQUEST_FORM,
  RELOCATION_NEXT_STEPS,
  RELOCATION_REQUEST_FIELDS,
  RelocationRequestSending,
  relocationRequestProblems,
  relocationSentText,
  type ConsultationForm,
} from './consultation-form.js';

const ana: ConsultationForm = { name: 'Ana Mora', email: 'ana@example.cr', services: ['banking', 'residency'], moveWhen: '3-6-months', message: 'Two adults, one dog.', website: '' };

describe('the relocation consultation form (issue 39 point 3; docs/decisions/125)', () => {
  it('asks for each missing field by the field', () => {
    expect(relocationRequestProblems(EMPTY_RELOCATION_REQUEST_FORM)).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      services: 'Choose at least one service.',
      moveWhen: 'Choose when you plan to move.',
    });
    expect(relocationRequestProblems({ ...ana, name: '   ' })).toEqual({ name: 'Enter your name.' });
  });

  it('takes a filled form, the message being optional', () => {
    expect(relocationRequestProblems(ana)).toEqual({});
    expect(relocationRequestProblems({ ...ana, message: '' })).toEqual({});
  });

  it('refuses a name or message over its limit, and takes one at it (spaces around not counted)', () => {
    expect(relocationRequestProblems({ ...ana, name: ` ${'a'.repeat(100)} `, message: ` ${'m'.repeat(2000)} ` })).toEqual({});
    expect(relocationRequestProblems({ ...ana, name: 'a'.repeat(101), message: 'm'.repeat(2001) })).toEqual({
      name: 'A name has at most 100 characters.',
      message: 'A message has at most 2000 characters.',
    });
  });

  it('refuses a service or move time that is not one of the lists', () => {
    expect(relocationRequestProblems({ ...ana, services: ['banking', 'yachts' as never] })).toEqual({ services: 'Choose at least one service.' });
    expect(relocationRequestProblems({ ...ana, moveWhen: 'tomorrow' as never })).toEqual({ moveWhen: 'Choose when you plan to move.' });
  });

  it('says what happens next before and after sending', () => {
    expect(RELOCATION_NEXT_STEPS).toBe('Tell us what you need: we answer every request by email within 2 business days, and you get a copy of your request at once.');
    expect(relocationSentText()).toBe('Our answer comes by email within 2 business days. If the copy of your request is not in your inbox in a few minutes, look in your spam folder.');
    expect(relocationSentText('1 business day')).toContain('within 1 business day.');
  });

  it('sends nothing while a field is wrong, and keeps the form', async () => {
    const sent: unknown[] = [];
    const form = { ...ana, email: 'ana at example' };
    const outcome = await new RelocationRequestSending({ send: async (request) => (sent.push(request), { kind: 'failed' }) }).submit(form);
    expect(outcome).toEqual({ form, status: { kind: 'refused', refusal: { byField: { email: 'Enter an email address like name@example.com.' } } } });
    expect(sent).toEqual([]);
  });

  it('sends the request trimmed, services in the list order, then says what happens next and empties the form', async () => {
    const requests = new InMemoryRelocationRequests();
    const outcome = await new RelocationRequestSending(requests).submit({ ...ana, name: ' Ana Mora ', email: ' ana@example.cr ', message: ' Two adults, one dog. \n', website: '' });
    expect(outcome).toEqual({ form: EMPTY_RELOCATION_REQUEST_FORM, status: { kind: 'sent', message: REQUEST_RECEIVED, nextSteps: relocationSentText() } });
    expect(requests.kept).toEqual([{ name: 'Ana Mora', email: 'ana@example.cr', services: ['residency', 'banking'], moveWhen: '3-6-months', message: 'Two adults, one dog.', website: '' }]);
  });

  it("says when the server expects to answer, when it says so", async () => {
    const requests = new InMemoryRelocationRequests();
    requests.answerNext({ kind: 'accepted', message: 'Thanks.', answerWithin: '3 business days' });
    expect((await new RelocationRequestSending(requests).submit(ana)).status).toEqual({ kind: 'sent', message: 'Thanks.', nextSteps: relocationSentText('3 business days') });
    requests.answerNext({ kind: 'accepted', message: 'Thanks.' });
    expect((await new RelocationRequestSending(requests).submit(ana)).status).toEqual({ kind: 'sent', message: 'Thanks.', nextSteps: relocationSentText() });
  });

  it('sends the honeypot as filled', async () => {
    const sent: unknown[] = [];
    await new RelocationRequestSending({ send: async (request) => (sent.push(request), { kind: 'failed' }) }).submit({ ...ana, website: 'spam' });
    expect(sent).toMatchObject([{ website: 'spam' }]);
  });

  it("puts the server's refusals by field, and says 429 and failures plainly, keeping the form", async () => {
    const requests = new InMemoryRelocationRequests();
    requests.answerNext({ kind: 'invalid', message: 'Bad', errors: [{ field: 'message', message: 'No links, please.' }] });
    expect(await new RelocationRequestSending(requests).submit(ana)).toEqual({ form: ana, status: { kind: 'refused', refusal: { byField: { message: 'No links, please.' } } } });
    requests.answerNext({ kind: 'too-many', retryAfterSeconds: 30 });
    expect((await new RelocationRequestSending(requests).submit(ana)).status).toEqual({ kind: 'refused', refusal: { byField: {}, general: tooManyText(30) } });
    requests.answerNext({ kind: 'failed' });
    expect((await new RelocationRequestSending(requests).submit(ana)).status).toEqual({ kind: 'refused', refusal: { byField: {}, general: FORM_FAILED_TEXT } });
  });

  it('starts empty and names its fields in the order they show', () => {
    expect(EMPTY_RELOCATION_REQUEST_FORM).toEqual({ name: '', email: '', services: [], moveWhen: '', message: '', website: '' });
    expect(RELOCATION_REQUEST_FIELDS).toEqual(['name', 'email', 'services', 'moveWhen', 'message']);
  });
});
