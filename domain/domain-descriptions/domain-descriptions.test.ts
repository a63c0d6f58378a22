import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIN_DOMAIN, descriptionForHost, isPreviewHost, normaliseHost } from './domain-descriptions.js';
import { parseDomainDescriptions } from './parse-domain-descriptions.js';

describe('parsing the domain descriptions (docs/product.md §3, §7)', () => {
  it('skips the header and reads domain then description', () => {
    expect(parseDomainDescriptions('domain,description\ncostaricagateway.com,The gateway\narenal.cr,Volcano country\n')).toEqual([
      { domain: 'costaricagateway.com', description: 'The gateway' },
      { domain: 'arenal.cr', description: 'Volcano country' },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const csv = 'Domain,Description\r\n"surf.cr","Waves, sun ""and"" sand\non two lines"\r\n';
    expect(parseDomainDescriptions(csv)).toEqual([{ domain: 'surf.cr', description: 'Waves, sun "and" sand\non two lines' }]);
  });

  it('ignores extra columns, blank lines and rows missing a domain or a description', () => {
    const csv = 'domain,description,notes\n\nlimon.cr,Caribbean side,extra\n,orphan description\nonly-domain.cr\n   \n';
    expect(parseDomainDescriptions(csv)).toEqual([{ domain: 'limon.cr', description: 'Caribbean side' }]);
  });

  it('skips blank lines before the header', () => {
    expect(parseDomainDescriptions('\n  \ndomain,description\njaco.cr,Beach town')).toEqual([{ domain: 'jaco.cr', description: 'Beach town' }]);
  });

  it('trims spaces around fields', () => {
    expect(parseDomainDescriptions('domain,description\n  jaco.cr ,  Beach town  ')).toEqual([{ domain: 'jaco.cr', description: 'Beach town' }]);
  });

  it('gives no rows for empty text or a header alone', () => {
    expect(parseDomainDescriptions('')).toEqual([]);
    expect(parseDomainDescriptions('domain,description\n')).toEqual([]);
  });
});

describe('normaliseHost', () => {
  it.each([
    ['WWW.CostaRicaGateway.com', 'costaricagateway.com'],
    ['www.arenal.cr:8080', 'arenal.cr'],
    ['[::1]:5173', '[::1]'],
    ['[::1]', '[::1]'],
    ['LOCALHOST', 'localhost'],
    [' jaco.cr ', 'jaco.cr'],
    ['wwwarenal.cr', 'wwwarenal.cr'],
    ['sub.www.arenal.cr', 'sub.www.arenal.cr'],
  ])('%j → %j', (host, expected) => {
    expect(normaliseHost(host)).toBe(expected);
  });
});

describe('preview and development hosts (docs/product.md §5)', () => {
  it.each([
    'localhost',
    'localhost:3000',
    '127.0.0.1',
    '127.0.0.1:5173',
    '[::1]',
    '[::1]:3000',
    '0.0.0.0',
    'app.localhost',
    'macbook.local',
    'costa-rica-gateway-git-main.vercel.app',
    'deploy-preview-12--crg.netlify.app',
    'abc-123.janeway.replit.dev',
    'crg.user.repl.co',
    'crg-pr-4.onrender.com',
    'feature.crg.pages.dev',
    'crg-7x9.app.github.dev',
  ])('%s is a preview or development host', (host) => {
    expect(isPreviewHost(host)).toBe(true);
  });

  it.each(['costaricagateway.com', 'www.arenal.cr', 'local.cr', 'localhost.cr', 'vercel.app.cr', 'mylocal', '127.0.0.2'])(
    '%s is a real host',
    (host) => {
      expect(isPreviewHost(host)).toBe(false);
    },
  );
});

describe('matching the current host (docs/product.md §5)', () => {
  const rows = [
    { domain: 'costaricagateway.com', description: 'Main' },
    { domain: 'www.Arenal.cr', description: 'Arenal' },
    { domain: 'tamarindo-surf.com', description: 'Surf' },
    { domain: 'surf.com', description: 'Plain surf' },
  ];
  const main = DEFAULT_MAIN_DOMAIN;

  it.each([
    ['costaricagateway.com', 'Main'],
    ['WWW.COSTARICAGATEWAY.COM', 'Main'],
    ['arenal.cr', 'Arenal'],
    ['www.arenal.cr', 'Arenal'],
    ['surf.com', 'Plain surf'],
    ['blog.arenal.cr', 'Arenal'],
    ['tamarindo-surf', 'Surf'],
    ['localhost:3000', 'Main'],
    ['crg-git-main.vercel.app', 'Main'],
  ])('%s gets the description %j', (host, description) => {
    expect(descriptionForHost(rows, host, main)).toBe(description);
  });

  it('gives no description without a match', () => {
    expect(descriptionForHost(rows, 'example.org', main)).toBeUndefined();
    expect(descriptionForHost([], 'costaricagateway.com', main)).toBeUndefined();
  });

  it('gives no description on a preview host when the main domain has no row', () => {
    expect(descriptionForHost(rows.slice(1), 'localhost', 'elsewhere.org')).toBeUndefined();
  });

  it('prefers an exact match to an earlier substring match', () => {
    expect(descriptionForHost(rows, 'surf.com', main)).toBe('Plain surf');
  });

  it('takes the first substring match in file order', () => {
    const twice = [
      { domain: 'arenal.cr', description: 'First' },
      { domain: 'hotels.arenal.cr', description: 'Second' },
    ];
    expect(descriptionForHost(twice, 'www.tours.arenal.cr', main)).toBe('First');
  });
});

describe('rows whose domain normalises to nothing (docs/product.md §5)', () => {
  it.each([['www.'], [':8080'], ['WWW.:443'], ['  ']])('a row for "%s" matches no host', (domain) => {
    const rows = [{ domain, description: 'Matches everything by accident' }];
    expect(descriptionForHost(rows, 'arenal.cr', 'costaricagateway.com')).toBeUndefined();
    expect(descriptionForHost(rows, 'localhost:3000', 'costaricagateway.com')).toBeUndefined();
  });

  it('a host that normalises to nothing gets no description', () => {
    expect(descriptionForHost([{ domain: 'arenal.cr', description: 'Volcano country' }], 'www.', 'costaricagateway.com')).toBeUndefined();
  });

  it('does not hide a later row that does match', () => {
    const rows = [
      { domain: 'www.', description: 'Empty domain' },
      { domain: 'arenal.cr', description: 'Volcano country' },
    ];
    expect(descriptionForHost(rows, 'www.arenal.cr', 'costaricagateway.com')).toBe('Volcano country');
  });
});
