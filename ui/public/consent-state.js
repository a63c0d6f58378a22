// Runs before the first paint, from <head> (docs/decisions/049): a visitor who already answered the consent banner
// (the choice kept under the key CONSENT_STORAGE_KEY of adapters/analytics/local-storage-consent-store.ts) must not
// see the prerendered banner while the app loads. A plain classic script, so that it blocks nothing but this line.
try {
  if (window.localStorage.getItem('crg:consent') !== null) document.documentElement.setAttribute('data-consent-chosen', '');
} catch {
  // Storage blocked: no choice can have been kept, so the banner stays.
}
