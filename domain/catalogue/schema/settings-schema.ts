import { z } from 'zod';
import { emailAddress, fields, list, localised, oneOf, partnerId, phoneNumber, text, webAddress } from './fields.js';

/*
 * The site's settings: one record (id "site") of what every page's links and contacts need: the partners' ids, the
 * broker's site, the support contacts and the social links. Today they come from the build's VITE_* variables
 * (ui/build-settings-schema.ts, docs/decisions/095); the store will keep them with the catalogue.
 */

/** The id of the one settings record. */
export const SETTINGS_RECORD_ID = 'site';

/** The social networks a social link may point to. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'tiktok', 'linkedin'] as const;

export const settingsSchema = () =>
  fields({
    siteName: text(),
    marketplace: fields({
      partnerId: partnerId().describe('GetYourGuide partner id on every tour link.'),
      widgetPartnerId: partnerId().describe('GetYourGuide partner widget id (Arenal and Tamarindo pages).'),
    }),
    retail: fields({ tag: partnerId() }).describe('The Amazon associate tag on every shopping link.'),
    reviewSite: fields({ merchantId: partnerId(), affiliateId: partnerId() }).describe('Tripadvisor\'s advertiser id at the affiliate network, and ours (hotel links).'),
    broker: fields({ name: text(), siteUrl: webAddress(), listingsUrl: webAddress(), markets: list(text(), 1, 12, 'markets'), linkedInUrl: webAddress().optional() }).describe(
      'The featured broker, whom a visitor can check (issue 37): its name, its website, its listings page, the markets it covers (the page counts them) and its LinkedIn page.',
    ),
    operator: fields({ legalName: text(), address: text().optional() }).describe('Who runs the site, named by the privacy policy: the name it trades under, and its postal address once set.'),
    support: fields({ email: emailAddress(), phone: phoneNumber().optional() }).describe('The support address, and a phone only when one is configured (no page offers a number that may ring a stranger).'),
    socialLinks: z.array(fields({ network: oneOf(SOCIAL_NETWORKS), url: webAddress(), label: localised(text()) }), { error: 'must be a list of links' }),
  });

export type CatalogueSettings = z.infer<ReturnType<typeof settingsSchema>>;
