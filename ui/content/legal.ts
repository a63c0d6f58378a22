import { COOKIE_SETTINGS_LABEL } from './consent.js';
import { siteConfig } from './site-config.js';
import { longUsDate } from '../../domain/kernel/long-us-date.js';
import { CONFIRMATION_DAYS } from '../../domain/newsletter/newsletter-mails.js';
import { DEFAULT_REQUEST_RETENTION_MONTHS } from '../../domain/relocation/relocation-desk.js';
import { RELOCATION_ANSWER_WITHIN } from '../../domain/relocation/relocation-services.js';

export { COOKIE_SETTINGS_LABEL };

/*
 * docs/product.md §2 "/privacy, /terms": the text of the privacy policy and the terms of service, as typed data that
 * one shared layout renders (ui/pages/legal-page.tsx). Plain language, written for visitors. What they describe:
 * affiliate links only, nothing booked or sold here (docs/product.md §1, §7), analytics and the pixel only after the
 * visitor's choice (docs/architecture.md §5), the newsletter (docs/product.md §2, §3) and the admin area (§6).
 */

export interface LegalSection {
  /** The section's anchor on the page. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** An optional list shown after the paragraphs. */
  readonly items?: readonly string[];
}

export interface LegalDocument {
  /** The page's h1. */
  readonly title: string;
  /** One plain sentence under the title. */
  readonly summary: string;
  /** YYYY-MM-DD. */
  readonly effectiveDate: string;
  readonly sections: readonly LegalSection[];
}

/** The day both documents took effect (YYYY-MM-DD). */
export const LEGAL_EFFECTIVE_DATE = '2026-11-20';
/** The day the privacy policy last changed: the newsletter's double opt-in, consultation requests and the mail log (issue 39). */
export const PRIVACY_POLICY_EFFECTIVE_DATE = '2026-11-28';

/** '2026-11-20' → 'November 20, 2026' (long US format, independent of the visitor's time zone). */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`formatLegalDate needs a YYYY-MM-DD date, got "${isoDate}"`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return longUsDate(day);
}

/** What the legal texts name of the site: its name and its support address, the catalogue's settings (the site shell's view). */
export interface LegalSite {
  readonly siteName: string;
  readonly supportEmail: string;
  /** The operator the policy names (issue 37): its legal name, and its postal address once the settings give one. */
  readonly operator: { readonly legalName: string; readonly address?: string };
}

/** 'Costa Rica Gateway, Apartado 123-1000, San José': the operator, with its address only once set. */
export const operatorNamed = ({ legalName, address }: LegalSite['operator']): string => (address === undefined ? legalName : `${legalName}, ${address}`);

const marketplace = siteConfig.marketplaceName;
const reviewSite = siteConfig.reviewSiteName;
const retailer = siteConfig.retailerName;
const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);
const { refusalMonths, acceptanceMonths } = siteConfig.consentLifetime;

export const privacyPolicy = ({ siteName: site, supportEmail: email, operator }: LegalSite): LegalDocument => ({
  title: 'Privacy Policy',
  summary: `What ${site} collects, why, and the choices you have. The short version: we collect as little as we can, we ask before any analytics, and we never sell your data.`,
  effectiveDate: PRIVACY_POLICY_EFFECTIVE_DATE,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${site} is a travel and lifestyle guide to Costa Rica, published at ${siteConfig.mainDomain} (our other web addresses all lead there). It is run by ${operatorNamed(operator)}, the controller of the personal data this policy describes; in this policy “we” and “us” mean ${operator.legalName}.`,
        `If you have any question about your data or this policy, write to us at ${email}.`,
      ],
    },
    {
      id: 'nothing-sold-here',
      heading: 'We do not book or sell anything on this site',
      paragraphs: [
        `Nothing is booked, bought or paid for on ${site}. When you choose a tour, a hotel or a product, you follow a link to another company: ${marketplace} for tours, ${reviewSite} for hotels, and ${retailer} for shopping. You book or buy on their site, under their terms and their privacy policy, and they handle your payment details. We never see your card number, your booking or your delivery address.`,
      ],
    },
    {
      id: 'affiliate-links',
      heading: 'Affiliate links and how we earn money',
      paragraphs: [
        'We are paid through affiliate programmes. When you book or buy after following one of our links, the partner may pay us a commission. You pay the same price as you would without our link; the commission comes out of the partner’s side.',
        `Our links carry our partner identifier so the partner knows the visit came from us: ${marketplace} tour links carry our partner id; ${reviewSite} hotel links pass through an affiliate network’s redirect that records the click and sends you on to ${reviewSite}; and as an ${retailer} Associate we earn from qualifying purchases made through our ${retailer} links.`,
        'The partners and the network may set their own cookies once you arrive on their sites, to credit the sale to us. Their privacy policies explain what they collect. The reports we receive from them show clicks, bookings and commissions; they do not tell us your name or contact details.',
      ],
    },
    {
      id: 'when-you-browse',
      heading: 'What happens when you browse',
      paragraphs: [
        'Like every website, our server receives technical details with each request: your IP address, your browser and device type, the page you asked for and the page that linked to it. We use them only to deliver the pages, keep the site secure and fix problems, and we do not use them to build a profile of you.',
        'Some pictures and features are delivered by other companies’ servers, for example photos from our photo agency, tour photos from our tour partner and, on the coffee page, an advertising frame from ' +
          `${retailer}. When your browser loads them, those companies receive your IP address and browser details in the same way; the ${retailer} frame is clearly labelled as an advertisement and is covered by ${retailer}’s own privacy notice.`,
      ],
    },
    {
      id: 'analytics-and-cookies',
      heading: 'Analytics and cookies: only if you say yes',
      paragraphs: [
        'We would like to know which pages are useful and which links people follow, but only with your permission. Until you make a choice, no analytics script or tracking pixel is loaded and nothing is sent to them about your visit.',
        `When you first visit, we ask whether you accept two optional tools: Google Analytics 4, which tells us how the site is used (pages viewed, how far people scroll, time on a page, which links they follow, and where visits come from), and the Meta pixel, which measures whether our posts on Facebook and Instagram bring visitors. Both are optional. If you refuse, they are not loaded. We also use Google Consent Mode, which tells Google’s tags that analytics and advertising storage are denied unless you have agreed.`,
        `Your choice is kept in your browser’s own storage on your device, with the date you made it, not on our server, so we do not have to ask again on every page. We ask again after ${months(refusalMonths)} if you refused either tool, and after ${months(acceptanceMonths)} if you accepted both, the durations European data protection authorities recommend. You can change your mind at any time with the “${COOKIE_SETTINGS_LABEL}” link at the bottom of every page; clearing your browser’s site data also resets it.`,
        'When you withdraw a tool there, it stops at once, without reloading the page: nothing more is sent to it (Google Analytics is also told that analytics storage is now denied), and the cookies it set on your device are deleted: _ga, _ga_… and _gid for Google Analytics, _fbp for the Meta pixel.',
        'If your browser sends the Global Privacy Control signal, we treat it as your refusal of advertising measurement: the Meta pixel stays off for as long as your browser sends it, whatever you choose in the banner, and the banner says so. We still ask about Google Analytics.',
        'If you accept, Google and Meta process the data on their servers, which may be outside your country (including in the United States), under their own terms. We do not use these tools to identify you personally. Google Analytics deletes the event data after the retention period we set, at most 14 months.',
        'The site itself needs no cookie to work.',
      ],
    },
    {
      id: 'click-counts',
      heading: 'Counting clicks on partner links, without cookies',
      paragraphs: [
        `When you follow a link to one of our partners (a tour on ${marketplace}, a hotel on ${reviewSite}, a product on ${retailer}, the real-estate broker), your browser tells our own server which of our links it was and where it sat on the page, and our server adds one to a count. That is all we keep: the number of clicks per day for each link, page and place on the page. We store no cookie, no IP address, no browser or device details and no visitor identifier with it, and nothing is read from or written to your device for it. To refuse floods of reports, our server keeps the sending address in its memory for a short while (a one-minute counter) and never writes it down; clicks by known robots are not counted.`,
        'Because these counts cannot identify you or follow you from one page or visit to the next, they are audience measurement needed to run the site, which European rules allow without asking for consent (the exemption for audience measurement). This counting therefore runs whether or not you accepted analytics, and it is separate from Google Analytics and the Meta pixel.',
      ],
    },
    {
      id: 'newsletter',
      heading: 'The newsletter',
      paragraphs: [
        'If you sign up for our newsletter, we keep your email address together with the record of your consent: the words you agreed to (and their version), the date and time, and the page you signed up on. We keep that record because the law asks us to be able to show that you agreed, and to what.',
        `We then send you one email with a link to confirm that the address is yours. Until you follow it, you get no newsletter, and an address that is not confirmed within ${CONFIRMATION_DAYS} days is deleted. Signing up twice, or with an address already on the list, gets the same answer, so nobody can use the form to find out who subscribed.`,
        'We use the address only to send you the newsletter about travel and life in Costa Rica, never for anything else, and we do not pass it on to partners or advertisers. If we use an email service to send the newsletter, it handles your address only on our behalf and under our instructions.',
        `Every email has an unsubscribe link that works in one click, and most email apps show an “Unsubscribe” button for it too. You can also write to ${email}. When you unsubscribe, we delete your subscription and its record; we keep only a scrambled fingerprint of the address (a hash, from which the address cannot be read back) on a “do not mail” list, so that we never mail you again by mistake.`,
      ],
    },
    {
      id: 'consultation-requests',
      heading: 'Relocation consultation requests',
      paragraphs: [
        `If you ask for a relocation consultation, we keep what you send: your name, your email address, the services you are interested in, when you plan to move and your message, with the date it arrived. We use it only to answer you (within ${RELOCATION_ANSWER_WITHIN}) and to prepare the consultation; we send you a copy of your request by email, and a copy goes to our own mailbox so that we see it quickly.`,
        `We delete each request ${months(DEFAULT_REQUEST_RETENTION_MONTHS)} after it arrived, unless we have told you a different period on this page. Ask us and we delete it sooner.`,
      ],
    },
    {
      id: 'mail-log',
      heading: 'The emails we send',
      paragraphs: [
        'Each email we send you (the confirmation link, the welcome, the copy of your request) is first written to an outbox on our server, so that it is sent exactly once even if the server restarts. The outbox keeps the recipient, the subject, the text and whether and when it was delivered, and shows them to the person who runs the site.',
        'Those emails are deleted together with what they are about: with your request when it is deleted, and with your subscription when it ends or is not confirmed.',
      ],
    },
    {
      id: 'admin-area',
      heading: 'The admin area',
      paragraphs: [
        'The admin page is for the person who runs the site, who signs in with a password to change tour photos. It has no visitor accounts and sets no tracking cookies. To protect it against password guessing, our server briefly keeps the IP address of failed sign-in attempts in memory and then forgets it.',
        'Photos uploaded there are re-saved by our server without their hidden details, such as the GPS position where they were taken.',
      ],
    },
    {
      id: 'no-selling',
      heading: 'We never sell your data',
      paragraphs: [
        'We do not sell, rent or trade personal information, and we do not share it with anyone except the service providers described above, or when the law requires us to.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to use them',
      paragraphs: [
        `You can withdraw your consent to analytics at any time with the “${COOKIE_SETTINGS_LABEL}” link; the rest of the site works just the same.`,
        'Wherever you live, you can also ask us to:',
      ],
      items: [
        'tell you what personal information we hold about you and give you a copy of it (access);',
        'correct it if it is wrong;',
        'delete it (deletion): your newsletter subscription, your consultation requests and the emails about them, all at once;',
        'stop using it, or stop one particular use of it.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask, and what happens next',
      paragraphs: [
        `Email ${email} and say what you would like us to do. We may ask you to confirm that the address or data is yours, so that we never hand one person’s data to another. We answer within one month and do not charge for it.`,
        'To delete your data, tell us the email address you used: we delete every record of it from our admin area in one step (the subscription, the requests and the emails) and write back to say what was deleted. If you had unsubscribed, only the scrambled fingerprint on the “do not mail” list stays, so that you are never mailed again.',
        'Data that Google, Meta or our booking and shopping partners hold is managed by them; we will help you reach the right place. If you are not happy with our answer, you can complain to the data protection authority where you live; in Costa Rica that is PRODHAB, the agency that oversees the protection of personal data.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: ['The site is written for adults planning a trip or a move. We do not knowingly collect information from children under 16; if you think a child has signed up for the newsletter, tell us and we will delete the address.'],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change how we handle data, we update this page and the date at the top. If a change affects what you agreed to, such as a new analytics tool, we ask for your choice again.',
      ],
    },
  ],
});

export const termsOfService = ({ siteName: site, supportEmail: email }: LegalSite): LegalDocument => ({
  title: 'Terms of Service',
  summary: `The rules for using ${site}, in plain words: we publish information and links to partners, and the partners provide the tours, stays and products.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      paragraphs: [
        `These terms apply to everyone who visits ${site} at ${siteConfig.mainDomain} and our other addresses. By using the site you accept them; if you do not agree, please do not use the site. Questions are welcome at ${email}.`,
      ],
    },
    {
      id: 'information-only',
      heading: 'Information only',
      paragraphs: [
        `${site} is a guide. We describe places, tours, hotels, real estate, relocation services and products to help you plan. We are not a travel agency, tour operator, hotel, real-estate broker, lawyer or shop.`,
        'We work hard to keep the information accurate and up to date, but conditions in Costa Rica change: weather closes roads and trails, prices and opening hours change, and rules on visas, residency and property change too. Check important details with the provider or an official source before you rely on them. Nothing on the site is legal, financial, tax, immigration or medical advice; for those, please talk to a qualified professional.',
        'Many activities we describe, such as ziplining, diving, surfing, fishing and hiking near volcanoes, carry real risks. Follow your guide’s and the operator’s safety instructions and choose activities that suit your health and experience.',
      ],
    },
    {
      id: 'partners',
      heading: 'Bookings and purchases happen with our partners',
      paragraphs: [
        `Nothing is booked, bought or paid for on ${site}. Tours are booked with ${marketplace}, hotels are reviewed and booked through ${reviewSite} (reached through an affiliate network’s redirect), and products are bought on ${retailer}. When you book or buy, your contract is with that company or the provider it lists, under its own terms, cancellation rules and privacy policy. Questions about a booking, a payment, a delivery, a refund or a cancellation go to them.`,
        `We earn a commission from some of these partners when you book or buy through our links, at no extra cost to you. This never changes the price you pay. As an ${retailer} Associate we earn from qualifying purchases.`,
      ],
    },
    {
      id: 'prices',
      heading: 'Prices and availability are set by our partners',
      paragraphs: [
        'Prices, ratings, review counts and availability shown on our pages are a guide only. They are set by our partners, they change often, and our pages may not show the latest figures; each shop page says when its prices were last checked. The price and conditions shown by the partner at the moment you book or buy are the ones that apply.',
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other sites',
      paragraphs: [
        'Our pages link to many sites we do not control, including our partners, brokers, photo agencies and social networks. Those links open in a new tab. We are not responsible for the content, products, services or privacy practices of those sites; using them is at your own choice and under their terms.',
      ],
    },
    {
      id: 'no-warranty',
      heading: 'No warranty',
      paragraphs: [
        'We provide the site “as is” and “as available”. We do not promise that it will always be available, free of errors or complete. We make no promise about third-party services: the tours, hotels, properties, relocation services and products we describe are provided by others, and they alone are responsible for them.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits on our liability',
      paragraphs: [
        `As far as the law allows, ${site} is not liable for any loss or damage that comes from using the site or relying on its information, or from any service or product provided by a third party, including a tour, a stay, a property or a purchase you made through one of our links. Where the law does not allow us to exclude liability, our liability is limited to the smallest amount the law permits.`,
        'Nothing in these terms limits rights that consumer law in your country gives you and that cannot be waived, or our liability for anything that cannot legally be limited.',
      ],
    },
    {
      id: 'using-the-site',
      heading: 'Using the site fairly',
      paragraphs: ['You may read, share links to and print our pages for your own, non-commercial use. Please do not:'],
      items: [
        'copy or republish our text, illustrations or the photos on our pages without permission (photos belong to their photographers and agencies, who are credited);',
        'try to get into the admin area or any part of the site that is not meant for the public;',
        'overload, scrape or interfere with the site, or use it for anything unlawful.',
      ],
    },
    {
      id: 'click-counts',
      heading: 'Counting clicks on partner links, without cookies',
      paragraphs: [
        `When you follow a link to one of our partners (a tour on ${marketplace}, a hotel on ${reviewSite}, a product on ${retailer}, the real-estate broker), your browser tells our own server which of our links it was and where it sat on the page, and our server adds one to a count. That is all we keep: the number of clicks per day for each link, page and place on the page. We store no cookie, no IP address, no browser or device details and no visitor identifier with it, and nothing is read from or written to your device for it. To refuse floods of reports, our server keeps the sending address in its memory for a short while (a one-minute counter) and never writes it down; clicks by known robots are not counted.`,
        'Because these counts cannot identify you or follow you from one page or visit to the next, they are audience measurement needed to run the site, which European rules allow without asking for consent (the exemption for audience measurement). This counting therefore runs whether or not you accepted analytics, and it is separate from Google Analytics and the Meta pixel.',
      ],
    },
    {
      id: 'newsletter',
      heading: 'The newsletter',
      paragraphs: [
        'The newsletter is free and you can unsubscribe at any time with the link in every email. How we handle your email address is explained in our Privacy Policy.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Costa Rica, and disputes about them go to the competent courts of Costa Rica. If you live elsewhere, you keep any protection that the mandatory law of your country gives you as a consumer.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the site changes. When we do, we publish the new version on this page with a new date at the top; the version on the page when you use the site is the one that applies. If a part of these terms is found to be invalid, the rest stays in force.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`For anything about these terms, write to ${email}.`],
    },
  ],
});
