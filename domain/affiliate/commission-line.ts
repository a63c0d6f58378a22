import type { PaidPartner } from './disclosure-order.js';
import { retailDisclosure } from './retail-disclosure.js';

/**
 * The commission line (docs/decisions/096): the one sentence each group of paid links opens with, before its first
 * link, naming the partner. The retailer's line starts with the statement its programme requires, word for word.
 */
export function commissionLine(partner: PaidPartner, partnerName: string): string {
  if (partner === 'broker') return referralLine(partnerName);
  return partner === 'retail'
    ? `${retailDisclosure(partnerName)} Buying through these links costs you nothing extra.`
    : `We may earn a commission when you book or buy through these ${partnerName} links, at no extra cost to you.`;
}

/**
 * The broker's commission line (issue 37, docs/decisions/133), before a page's first link to the broker: the broker may pay us for a
 * referral, which a visitor should read before following one of its links, named as the settings name it.
 */
export function referralLine(brokerName: string): string {
  return `We may receive a referral fee from ${brokerName} if you buy or rent through them, at no extra cost to you; we never see your offer or your payment.`;
}
