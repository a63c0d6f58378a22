/*
 * What a relocation consultation request asks about (issue 39 point 3): the five services of docs/product.md §2's
 * relocation section, and when the visitor plans to move. The ids are what the request form sends and the server keeps;
 * the labels are what the form, the mails and the admin Inbox show.
 */

export const RELOCATION_SERVICES = [
  { id: 'residency', label: 'Residency help' },
  { id: 'banking', label: 'Banking' },
  { id: 'healthcare-insurance', label: 'Healthcare & insurance' },
  { id: 'spanish-schools', label: 'Spanish schools' },
  { id: 'property-management', label: 'Property management' },
] as const;

export type RelocationServiceId = (typeof RELOCATION_SERVICES)[number]['id'];
export const RELOCATION_SERVICE_IDS = RELOCATION_SERVICES.map((service) => service.id) as unknown as readonly [RelocationServiceId, ...RelocationServiceId[]];

export const MOVE_WHEN_CHOICES = [
  { id: 'within-3-months', label: 'Within 3 months' },
  { id: '3-6-months', label: 'In 3 to 6 months' },
  { id: '6-12-months', label: 'In 6 to 12 months' },
  { id: 'over-a-year', label: 'In more than a year' },
  { id: 'not-sure', label: 'Not sure yet' },
] as const;

export type MoveWhen = (typeof MOVE_WHEN_CHOICES)[number]['id'];
export const MOVE_WHEN_IDS = MOVE_WHEN_CHOICES.map((choice) => choice.id) as unknown as readonly [MoveWhen, ...MoveWhen[]];

/** What the visitor is told to expect (the form's answer, the acknowledgement mail, the home page). */
export const RELOCATION_ANSWER_WITHIN = '2 business days';

export function relocationServiceLabel(id: RelocationServiceId): string {
  return RELOCATION_SERVICES.find((service) => service.id === id)!.label;
}

export function moveWhenLabel(id: MoveWhen): string {
  return MOVE_WHEN_CHOICES.find((choice) => choice.id === id)!.label;
}
