import { useRef, useState, type FormEvent } from 'react';
import { RELOCATION_REQUESTS_PATH } from '../../domain/api-paths.js';
import {
  EMPTY_RELOCATION_REQUEST_FORM,
  RELOCATION_NEXT_STEPS,
  RELOCATION_REQUEST_FIELDS,
  RelocationRequestSending,
  type RelocationRequestField,
  type RelocationRequestStatus,
} from '../../domain/relocation/consultation-form.js';
import { MAX_MESSAGE_LENGTH } from '../../domain/relocation/relocation-request-form.js';
import { MOVE_WHEN_CHOICES, RELOCATION_SERVICES, type MoveWhen } from '../../domain/relocation/relocation-services.js';
import { RelocationRequestsToken } from '../../domain/tokens.js';
import { useService } from '../services.js';
import { button } from './button.js';
import { control } from './control.css.js';
import * as fields from './visitor-form.css.js';
import * as css from './relocation-request-form.css.js';

/** Fixed ids (the form is inside an island: see newsletter-form.tsx); the page has one consultation form. */
const ID = 'relocation-request';
const idOf = (field: RelocationRequestField | 'website' | 'title' | 'sent') => `${ID}-${field}`;

/**
 * Issue 39 point 3 (docs/decisions/125): the consultation request: name, email, the services among the five, when they
 * plan to move, a message, and a honeypot. The domain's RelocationRequestSending checks it and sends it to POST
 * /api/relocation-requests; each refusal shows beside its field and the focus moves to the first; once sent, the
 * form gives way to the server's answer and what happens next, which takes the focus.
 */
export function RelocationRequestForm() {
  const requests = useService(RelocationRequestsToken);
  const [form, setForm] = useState(EMPTY_RELOCATION_REQUEST_FORM);
  const [status, setStatus] = useState<RelocationRequestStatus>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const answer = useRef<HTMLDivElement>(null);
  const generalMessage = useRef<HTMLParagraphElement>(null);
  const refusal = status.kind === 'refused' ? status.refusal : undefined;
  const errorOf = (field: RelocationRequestField) => refusal?.byField[field];
  /** The aria attributes of a field with its message, if any. */
  const described = (field: RelocationRequestField, hint?: string) => {
    const error = errorOf(field);
    const ids = [hint, error ? `${idOf(field)}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids === '' ? undefined : ids };
  };
  const errorText = (field: RelocationRequestField) => {
    const error = errorOf(field);
    return error ? (
      <p id={`${idOf(field)}-error`} className={fields.fieldError}>
        {error}
      </p>
    ) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const outcome = await new RelocationRequestSending(requests).submit(form);
    setSending(false);
    setForm(outcome.form);
    setStatus(outcome.status);
    // After React has drawn the answer or the messages: the answer, or the first field to fix, takes the focus.
    requestAnimationFrame(() => {
      if (outcome.status.kind === 'sent') return answer.current?.focus();
      if (outcome.status.kind !== 'refused') return;
      const first = RELOCATION_REQUEST_FIELDS.find((field) => outcome.status.kind === 'refused' && outcome.status.refusal.byField[field] !== undefined);
      const target = first ? formElement.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : generalMessage.current;
      target?.focus();
    });
  };

  if (status.kind === 'sent') {
    return (
      <div ref={answer} id={idOf('sent')} className={css.answer} tabIndex={-1} role="status">
        <p className={css.answerTitle}>{status.message}</p>
        <p className={fields.hint}>{status.nextSteps}</p>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => setStatus({ kind: 'idle' })}>
          Send another request
        </button>
      </div>
    );
  }

  return (
    // A real form post too (docs/decisions/137): without JavaScript the browser sends it and the server answers with a page.
    <form ref={formElement} method="post" action={RELOCATION_REQUESTS_PATH} className={css.form} onSubmit={(event) => void onSubmit(event)} aria-labelledby={idOf('title')} noValidate>
      <h3 id={idOf('title')} className={css.title} tabIndex={-1}>
        Request a relocation consultation
      </h3>
      <p className={fields.hint}>{RELOCATION_NEXT_STEPS}</p>
      <div className={css.twoColumns}>
        <div className={fields.field}>
          <label htmlFor={idOf('name')} className={fields.label}>
            Your name
          </label>
          <input
            id={idOf('name')}
            data-field="name"
            name="name"
            className={control()}
            autoComplete="name"
            value={form.name}
            {...described('name')}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          {errorText('name')}
        </div>
        <div className={fields.field}>
          <label htmlFor={idOf('email')} className={fields.label}>
            Email address
          </label>
          <input
            id={idOf('email')}
            data-field="email"
            name="email"
            type="email"
            className={control()}
            autoComplete="email"
            value={form.email}
            {...described('email')}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          {errorText('email')}
        </div>
      </div>
      <fieldset className={css.fieldset} data-field="services" tabIndex={-1} {...described('services')}>
        <legend className={fields.label}>Which services do you need?</legend>
        <div className={css.choices}>
          {RELOCATION_SERVICES.map((service) => (
            <label key={service.id} className={css.choice}>
              <input
                type="checkbox"
                name="services"
                value={service.id}
                className={css.checkbox}
                checked={form.services.includes(service.id)}
                onChange={(event) =>
                  setForm({ ...form, services: event.target.checked ? [...form.services, service.id] : form.services.filter((id) => id !== service.id) })
                }
              />
              {service.label}
            </label>
          ))}
        </div>
        {errorText('services')}
      </fieldset>
      <div className={fields.field}>
        <label htmlFor={idOf('moveWhen')} className={fields.label}>
          When do you plan to move?
        </label>
        <select
          id={idOf('moveWhen')}
          data-field="moveWhen"
          name="moveWhen"
          className={control()}
          value={form.moveWhen}
          {...described('moveWhen')}
          onChange={(event) => setForm({ ...form, moveWhen: event.target.value as MoveWhen | '' })}
        >
          <option value="">Choose one</option>
          {MOVE_WHEN_CHOICES.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        {errorText('moveWhen')}
      </div>
      <div className={fields.field}>
        <label htmlFor={idOf('message')} className={fields.label}>
          Your message (optional)
        </label>
        <textarea
          id={idOf('message')}
          data-field="message"
          name="message"
          rows={4}
          className={`${control()} ${css.textarea}`}
          value={form.message}
          {...described('message', `${idOf('message')}-hint`)}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
        <p id={`${idOf('message')}-hint`} className={fields.hint}>
          Up to {MAX_MESSAGE_LENGTH} characters: where you are moving from, who is coming, what worries you most.
        </p>
        {errorText('message')}
      </div>
      <div className={fields.honeypot} aria-hidden="true">
        <label htmlFor={idOf('website')}>Leave this field empty</label>
        <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => setForm({ ...form, website: event.target.value })} />
      </div>
      {refusal?.general && (
        <p ref={generalMessage} tabIndex={-1} role="alert" className={fields.general}>
          {refusal.general}
        </p>
      )}
      <button type="submit" className={button()} disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
