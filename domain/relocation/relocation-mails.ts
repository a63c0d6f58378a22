import type { RelocationRequest } from '../inbox/inbox-store.js';
import type { MailSettings } from '../mail/mail-settings.js';
import { checkedMail, type NewMail } from '../mail/outgoing-mail.js';
import { moveWhenLabel, RELOCATION_ANSWER_WITHIN, relocationServiceLabel } from './relocation-services.js';

function summary(request: RelocationRequest): string[] {
  return [
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Services: ${request.services.map(relocationServiceLabel).join(', ')}`,
    `Moving: ${moveWhenLabel(request.moveWhen)}`,
    `Message: ${request.message === '' ? '(none)' : request.message}`,
  ];
}

/** The mail to the visitor: what they sent and when to expect an answer (issue 39 point 3). */
export function acknowledgementMail(settings: MailSettings, request: RelocationRequest): NewMail {
  return checkedMail({
    id: settings.newMessageId(),
    kind: 'request-acknowledgement',
    from: settings.from,
    to: request.email,
    person: request.email,
    subject: 'We received your relocation consultation request',
    text: [
      `Hello ${request.name},`,
      '',
      `Thank you for your request. We answer within ${RELOCATION_ANSWER_WITHIN}, by e-mail to this address.`,
      '',
      'What you sent:',
      ...summary(request),
      '',
      'Costa Rica Gateway',
      '',
    ].join('\n'),
    createdAt: request.receivedAt,
  });
}

/** The mail to the operator: the request, with the visitor as Reply-To. */
export function notificationMail(settings: MailSettings, request: RelocationRequest): NewMail {
  return checkedMail({
    id: settings.newMessageId(),
    kind: 'request-notification',
    from: settings.from,
    to: settings.operator,
    person: request.email,
    replyTo: request.email,
    subject: `Relocation consultation request from ${request.name}`,
    text: [`A relocation consultation request arrived at ${request.receivedAt}; answer within ${RELOCATION_ANSWER_WITHIN}.`, '', ...summary(request), ''].join('\n'),
    createdAt: request.receivedAt,
  });
}
