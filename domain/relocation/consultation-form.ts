import { emailFieldProblem } from '../forms/email-field.js';
import { refusalOf, type FormOutcome, type FormStatus } from '../forms/form-answer.js';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './relocation-request-form.js';
import type { RelocationRequests } from './relocation-requests.js';
import { MOVE_WHEN_IDS, RELOCATION_ANSWER_WITHIN, RELOCATION_SERVICE_IDS, type MoveWhen, type RelocationServiceId } from './relocation-services.js';

/** The consultation form as the visitor fills it in: no move time chosen yet is ''. */
export interface ConsultationForm {
  readonly name: string;
  readonly email: string;
  readonly services: readonly RelocationServiceId[];
  readonly moveWhen: MoveWhen | '';
  readonly message: string;
  readonly website: string;
}

export const EMPTY_RELOCATION_REQUEST_FORM: ConsultationForm = { name: '', email: '', services: [], moveWhen: '', message: '', website: '' };

export type RelocationRequestField = 'name' | 'email' | 'services' | 'moveWhen' | 'message';
export const RELOCATION_REQUEST_FIELDS: readonly RelocationRequestField[] = ['name', 'email', 'services', 'moveWhen', 'message'];


/** Said before sending, in the relocation section and in the form (issue 39 point 3): what happens next and when. */
export const RELOCATION_NEXT_STEPS = `Tell us what you need: we answer every request by email within ${RELOCATION_ANSWER_WITHIN}, and you get a copy of your request at once.`;

/** Said after sending: the server's answer comes first, then this, with when to expect an answer. */
export function relocationSentText(answerWithin: string = RELOCATION_ANSWER_WITHIN): string {
  return `Our answer comes by email within ${answerWithin}. If the copy of your request is not in your inbox in a few minutes, look in your spam folder.`;
}

/**
 * The form's own check, each message by its field, in the visitor's words (docs/decisions/125): the server's rule
 * (./relocation-request-form.ts, its limits) said before anything is sent; empty when the form can be sent.
 */
export function relocationRequestProblems(form: ConsultationForm): Partial<Record<RelocationRequestField, string>> {
  const problems: Partial<Record<RelocationRequestField, string>> = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'Enter your name.';
  else if (name.length > MAX_NAME_LENGTH) problems.name = `A name has at most ${MAX_NAME_LENGTH} characters.`;
  const emailProblem = emailFieldProblem(form.email);
  if (emailProblem) problems.email = emailProblem;
  if (form.services.length === 0 || form.services.some((id) => !RELOCATION_SERVICE_IDS.includes(id))) problems.services = 'Choose at least one service.';
  if (!MOVE_WHEN_IDS.some((id) => id === form.moveWhen)) problems.moveWhen = 'Choose when you plan to move.';
  if (form.message.trim().length > MAX_MESSAGE_LENGTH) problems.message = `A message has at most ${MAX_MESSAGE_LENGTH} characters.`;
  return problems;
}

/** Once sent, the form says the server's answer and what happens next (when to expect an answer). */
export type RelocationRequestStatus = FormStatus<RelocationRequestField, { readonly nextSteps: string }>;
export type RelocationRequestOutcome = FormOutcome<ConsultationForm, RelocationRequestStatus>;

/**
 * Use case: sending the consultation form (issue 39 point 3; docs/decisions/125). The form's own check first, nothing
 * sent while a field is wrong; then the server's answer: its message and when to expect an answer (the form empties),
 * its refusals by field, or when to retry. Name, address and message are sent trimmed, the services in the list's order.
 */
export class RelocationRequestSending {
  constructor(private readonly requests: RelocationRequests) {}

  async submit(form: ConsultationForm): Promise<RelocationRequestOutcome> {
    const byField = relocationRequestProblems(form);
    if (Object.keys(byField).length > 0) return { form, status: { kind: 'refused', refusal: { byField } } };
    const answer = await this.requests.send({
      name: form.name.trim(),
      email: form.email.trim(),
      services: RELOCATION_SERVICE_IDS.filter((id) => form.services.includes(id)),
      // One of MOVE_WHEN_IDS: relocationRequestProblems refused anything else.
      moveWhen: form.moveWhen as MoveWhen,
      message: form.message.trim(),
      website: form.website,
    });
    if (answer.kind === 'accepted') {
      return { form: EMPTY_RELOCATION_REQUEST_FORM, status: { kind: 'sent', message: answer.message, nextSteps: relocationSentText(answer.answerWithin) } };
    }
    return { form, status: { kind: 'refused', refusal: refusalOf(answer, RELOCATION_REQUEST_FIELDS) } };
  }
}
