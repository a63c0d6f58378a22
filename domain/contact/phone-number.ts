/**
 * A support number the site may offer to call (VITE_SUPPORT_PHONE, README): digits grouped by spaces, dots, hyphens or
 * parentheses, with an optional leading +, and 6 to 15 digits in all (E.164's longest number has 15). Anything else
 * (a word, an extension, a typo such as a second +) stops the build rather than ship a tel: link that rings nobody.
 */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[0-9(][0-9 ().-]*[0-9]$/.test(text) && digits >= 6 && digits <= 15;
}
