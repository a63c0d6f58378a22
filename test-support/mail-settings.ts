import type { MailSettings } from '../domain/mail/mail-settings.js';

/** Mail settings with Message-IDs m1@…, m2@… in order. */
export function aMailSettings(overrides: Partial<MailSettings> = {}): MailSettings {
  let ids = 0;
  return {
    from: 'Costa Rica Gateway <hello@costaricagateway.com>',
    operator: 'ops@costaricagateway.com',
    siteUrl: 'https://costaricagateway.com',
    newMessageId: () => `m${++ids}@costaricagateway.com`,
    ...overrides,
  };
}
