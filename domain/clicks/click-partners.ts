/**
 * The partners a counted click can lead to (docs/decisions/067-first-party-click-counts.md): the tour marketplace,
 * the hotel review site, the retailer and the real-estate broker. Other outbound links (the photo agency, social
 * cards) earn nothing and are not counted.
 */
export const CLICK_PARTNERS = ['marketplace', 'review-site', 'retail', 'broker'] as const;
export type ClickPartner = (typeof CLICK_PARTNERS)[number];

/** The partner's name on the dashboard. */
export const CLICK_PARTNER_NAMES: Readonly<Record<ClickPartner, string>> = {
  marketplace: 'GetYourGuide',
  'review-site': 'Tripadvisor',
  retail: 'Amazon',
  broker: 'Broker',
};

export function isClickPartner(value: unknown): value is ClickPartner {
  return typeof value === 'string' && (CLICK_PARTNERS as readonly string[]).includes(value);
}

/**
 * The kind of link an id starts with, and the partner each kind leads to: a link id says its partner, so a count
 * stays attributed after its link leaves the catalogue.
 */
export const LINK_KIND_PARTNERS: Readonly<Record<string, ClickPartner>> = {
  tour: 'marketplace',
  widget: 'marketplace',
  hotel: 'review-site',
  product: 'retail',
  broker: 'broker',
};

/** The partner a link id's kind leads to, or undefined for an id of no known kind. */
export function partnerOfLinkId(linkId: string): ClickPartner | undefined {
  const kind = linkId.slice(0, linkId.indexOf(':'));
  return Object.hasOwn(LINK_KIND_PARTNERS, kind) ? LINK_KIND_PARTNERS[kind] : undefined;
}
