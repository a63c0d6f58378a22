import { z } from 'zod';
import { emailAddress, headerText, honeypot, parsedForm } from '../inbox/visitor-form.js';
import { MOVE_WHEN_IDS, RELOCATION_SERVICE_IDS, type MoveWhen, type RelocationServiceId } from './relocation-services.js';

export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 2000;

/** The relocation consultation form as the server takes it (issue 39 point 3; w39 contract). */
export interface RelocationRequestForm {
  readonly name: string;
  readonly email: string;
  readonly services: readonly RelocationServiceId[];
  readonly moveWhen: MoveWhen;
  readonly message: string;
  readonly website?: string | undefined;
}

const choices = (ids: readonly string[]) => `one of ${ids.map((id) => `"${id}"`).join(', ')}`;

const requestForm = () =>
  z.strictObject(
    {
      name: headerText(MAX_NAME_LENGTH),
      email: emailAddress(),
      services: z
        .array(z.enum(RELOCATION_SERVICE_IDS, { error: `must list the services wanted, each ${choices(RELOCATION_SERVICE_IDS)}` }), {
          error: `must list the services wanted, each ${choices(RELOCATION_SERVICE_IDS)}`,
        })
        .min(1, { error: 'must name at least one service' })
        .transform((services) => [...new Set(services)]),
      moveWhen: z.enum(MOVE_WHEN_IDS, { error: `must be ${choices(MOVE_WHEN_IDS)}` }),
      message: z
        .string({ error: 'must be text' })
        .transform((message) => message.trim())
        .refine((message) => [...message].length <= MAX_MESSAGE_LENGTH, { error: `must be at most ${MAX_MESSAGE_LENGTH} characters long` }),
      website: honeypot(),
    },
    { error: 'must be the form\'s fields, such as { "name": "Ana", … }' },
  );

/** The form's fields, checked; InvalidFormError naming each wrong one. */
export function readRelocationRequestForm(body: unknown): RelocationRequestForm {
  return parsedForm(requestForm(), body);
}
