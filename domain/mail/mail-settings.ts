/** What every mail of the portal is made with (issue 39; docs/decisions/122). */
export interface MailSettings {
  /** The From header: MAIL_FROM. */
  readonly from: string;
  /** Where notifications of requests go: OPERATOR_EMAIL. */
  readonly operator: string;
  /** The site's address for links in mails, `https://{MAIN_DOMAIN}`, without a trailing slash. */
  readonly siteUrl: string;
  /** A new Message-ID, `{unique}@{domain}`: unique for ever. */
  readonly newMessageId: () => string;
}
