import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_PAGE, isCrossSitePost, postedConsultationForm, postedNewsletterForm } from './posted-form.js';

describe('postedNewsletterForm', () => {
  it('reads the address, a ticked box, the honeypot and the page the form was on', () => {
    const fields = new URLSearchParams('email=ana%40example.cr&consent=on&website=&page=%2Frelocation');
    expect(postedNewsletterForm(fields)).toEqual({ form: { email: 'ana@example.cr', consent: true, website: '' }, page: '/relocation' });
  });

  it('reads an unticked box (not posted) as no consent, absent fields as empty, and the home page when no page is named', () => {
    expect(postedNewsletterForm(new URLSearchParams(''))).toEqual({ form: { email: '', consent: false, website: '' }, page: DEFAULT_FORM_PAGE });
    expect(DEFAULT_FORM_PAGE).toBe('/');
  });

  it('takes the first of a field posted twice', () => {
    expect(postedNewsletterForm(new URLSearchParams('email=a%40b.cr&email=c%40d.cr&website=x&website=y')).form).toEqual({ email: 'a@b.cr', consent: false, website: 'x' });
  });
});

describe('postedConsultationForm', () => {
  it('reads every ticked service in order, and the other fields', () => {
    const fields = new URLSearchParams('name=Ana+Mora&email=ana%40example.cr&services=residency&services=banking&moveWhen=within-3-months&message=Two+adults%0D%0Aand+a+dog.&website=robot');
    expect(postedConsultationForm(fields)).toEqual({
      name: 'Ana Mora',
      email: 'ana@example.cr',
      services: ['residency', 'banking'],
      moveWhen: 'within-3-months',
      message: 'Two adults\r\nand a dog.',
      website: 'robot',
    });
  });

  it('reads an empty post as the empty form', () => {
    expect(postedConsultationForm(new URLSearchParams(''))).toEqual({ name: '', email: '', services: [], moveWhen: '', message: '', website: '' });
  });
});

describe('isCrossSitePost', () => {
  it("believes the browser's Sec-Fetch-Site: only cross-site is refused", () => {
    expect(isCrossSitePost({ fetchSite: 'cross-site', origin: 'https://costaricagateway.com', host: 'costaricagateway.com' })).toBe(true);
    for (const fetchSite of ['same-origin', 'same-site', 'none']) expect(isCrossSitePost({ fetchSite, origin: 'https://evil.example', host: 'costaricagateway.com' })).toBe(false);
  });

  it('without Sec-Fetch-Site, compares the Origin with the Host asked', () => {
    expect(isCrossSitePost({ origin: 'https://costaricagateway.com', host: 'costaricagateway.com' })).toBe(false);
    expect(isCrossSitePost({ origin: 'http://localhost:4600', host: 'localhost:4600' })).toBe(false);
    expect(isCrossSitePost({ origin: 'https://evil.example', host: 'costaricagateway.com' })).toBe(true);
    expect(isCrossSitePost({ origin: 'https://CostaRicaGateway.com', host: 'CostaRicaGateway.com' })).toBe(false);
    expect(isCrossSitePost({ origin: 'not a url', host: 'costaricagateway.com' })).toBe(true);
    expect(isCrossSitePost({ origin: 'https://costaricagateway.com', host: undefined })).toBe(true);
  });

  it('leaves a post that names neither (not a browser), or whose Origin is "null" (no-referrer), to the other checks', () => {
    expect(isCrossSitePost({ origin: 'null', host: 'costaricagateway.com' })).toBe(false);
    expect(isCrossSitePost({ host: 'costaricagateway.com' })).toBe(false);
    expect(isCrossSitePost({})).toBe(false);
  });
});
