import { describe, expect, it } from 'vitest';
import { LEGAL_EFFECTIVE_DATE, formatLegalDate, privacyPolicy, termsOfService } from './legal.js';
import { siteConfig } from './site-config.js';

/** The site the legal pages name: its name and support address, the catalogue's settings (the shell's view). */
const SITE = { siteName: 'Costa Rica Gateway', supportEmail: 'help@example.org', operator: { legalName: 'Example Gateway S.R.L.' } };
const PRIVACY_POLICY = privacyPolicy(SITE);
const TERMS_OF_SERVICE = termsOfService(SITE);

describe('legal pages content (docs/product.md §2 /privacy, /terms)', () => {
  it('names the operator from the settings, with its address only once set (issue 37)', () => {
    const whoWeAre = (site: typeof SITE & { operator: { address?: string } }) => privacyPolicy(site).sections.find((section) => section.id === 'who-we-are')!.paragraphs.join(' ');
    expect(whoWeAre(SITE)).toContain('It is run by Example Gateway S.R.L., the controller of the personal data this policy describes;');
    expect(whoWeAre({ ...SITE, operator: { legalName: 'Example Gateway S.R.L.', address: 'Apartado 1-1000, San José, Costa Rica' } })).toContain(
      'It is run by Example Gateway S.R.L., Apartado 1-1000, San José, Costa Rica, the controller',
    );
  });

  it('shows the effective date in long US format', () => {
    expect(LEGAL_EFFECTIVE_DATE).toBe('2026-11-20');
    expect(formatLegalDate(LEGAL_EFFECTIVE_DATE)).toBe('November 20, 2026');
    expect(() => formatLegalDate('20/11/2026')).toThrow();
    expect(TERMS_OF_SERVICE.effectiveDate).toBe(LEGAL_EFFECTIVE_DATE);
    expect(formatLegalDate(PRIVACY_POLICY.effectiveDate)).toBe('November 28, 2026');
  });

  it('titles the pages as the route list does', () => {
    expect(PRIVACY_POLICY.title).toBe('Privacy Policy');
    expect(TERMS_OF_SERVICE.title).toBe('Terms of Service');
  });

  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE])('$title has unique section anchors and names the contact address', (document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    const text = document.sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]).join(' ');
    expect(text).toContain(SITE.supportEmail);
  });

  it('says analytics run only after consent and the choice can be changed from "Cookie settings"', () => {
    const text = PRIVACY_POLICY.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(' ');
    for (const phrase of ['Google Analytics 4', 'Meta pixel', 'Google Consent Mode', '“Cookie settings”', 'never sell']) expect(text).toContain(phrase);
  });

  it('says how long a consent choice is kept, what withdrawing deletes, and what Global Privacy Control does (docs/decisions/082)', () => {
    const text = PRIVACY_POLICY.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(' ');
    const { refusalMonths, acceptanceMonths } = siteConfig.consentLifetime;
    for (const phrase of [`after ${refusalMonths} months if you refused`, `after ${acceptanceMonths} months if you accepted`, '_ga, _ga_… and _gid', '_fbp', 'Global Privacy Control']) {
      expect(text).toContain(phrase);
    }
  });

  it('explains the click counts: no cookie, no address, no visitor id, daily counts only, with or without consent (docs/decisions/067)', () => {
    const section = PRIVACY_POLICY.sections.find((candidate) => candidate.id === 'click-counts');
    const text = section!.paragraphs.join(' ');
    for (const phrase of ['no cookie, no IP address, no browser or device details and no visitor identifier', 'number of clicks per day for each link, page and place', 'whether or not you accepted analytics', 'exemption for audience measurement']) {
      expect(text).toContain(phrase);
    }
  });

  it('says what the newsletter, the consultation requests and the mail log keep, why, for how long, and how to have it deleted (issue 39)', () => {
    const text = (id: string) => PRIVACY_POLICY.sections.find((section) => section.id === id)!.paragraphs.join(' ');
    for (const phrase of ['record of your consent', 'the words you agreed to (and their version)', 'the page you signed up on', 'not confirmed within 7 days is deleted', 'unsubscribe link that works in one click', 'a hash']) {
      expect(text('newsletter')).toContain(phrase);
    }
    for (const phrase of ['your name, your email address, the services', 'within 2 business days', '12 months after it arrived']) expect(text('consultation-requests')).toContain(phrase);
    for (const phrase of ['outbox', 'sent exactly once', 'deleted together with what they are about']) expect(text('mail-log')).toContain(phrase);
    expect(text('how-to-ask')).toContain('we delete every record of it');
  });
});
