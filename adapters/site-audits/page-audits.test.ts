import { describe, expect, it } from 'vitest';
import { SiteAudits } from './page-audits.js';

const ids = { marketplacePartnerId: 'CRG2024', retailTag: 'costaricagw-20', reviewSiteMerchantId: '1234', reviewSiteAffiliateId: '5678', brokerHosts: ['www.encuentra24.com'] };
const context = { ids, siteName: 'Costa Rica Gateway' };

/** A small page kept out of the index, so the structured-data audit asks for no breadcrumb trail. */
const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Test page</title>${head}</head><body><main>${body}</main></body></html>`;

describe('SiteAudits: the build\'s audits over rendered pages', () => {
  it('finds nothing on a sound page', async () => {
    expect(await new SiteAudits().audit([{ path: '/sound', html: page('<h1>Arenal</h1><p>La Fortuna</p>') }], context)).toEqual([]);
  });

  it('names the audit, the page and the fault of each kind of problem', async () => {
    const findings = await new SiteAudits().audit(
      [
        { path: '/links', html: page('<a href="https://www.getyourguide.com/arenal-l1234/">Book</a>') },
        { path: '/pictures', html: page('<img src="/a.svg" alt="A"><img src="/a.svg" alt="A again">') },
        { path: '/markup', html: page('<p>x</p>', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","madeUpProperty":1}</script>') },
        { path: '/nested', html: page('<a href="/x">outer <a href="/y">inner</a></a>') },
      ],
      context,
    );
    const byAudit = (audit: string) => findings.filter((finding) => finding.audit === audit).map((finding) => finding.page);
    expect(byAudit('outbound links')).toContain('/links');
    expect(byAudit('pictures')).toEqual(['/pictures']);
    expect(byAudit('structured data')).toContain('/markup');
    expect(byAudit('valid HTML')).toContain('/nested');
    expect(findings.find((finding) => finding.page === '/nested')?.problem).toMatch(/<a> element is not permitted as a descendant of <a>/);
  });
});
