// Runs before the first paint, from <head> (docs/decisions/049): a visitor whose choice still holds (kept under the key
// CONSENT_STORAGE_KEY of adapters/analytics/local-storage-consent-store.ts, with the date it is asked again:
// docs/decisions/082) must not see the prerendered banner while the app loads; a browser that sends Global Privacy
// Control sees the banner's sentence about it from the first paint. A plain classic script, so that it blocks
// nothing but this line.
try {
  var kept = JSON.parse(window.localStorage.getItem('crg:consent') || 'null');
  if (kept && typeof kept.askAgainAt === 'string' && Date.parse(kept.askAgainAt) > Date.now()) {
    document.documentElement.setAttribute('data-consent-chosen', '');
  }
} catch {
  // Storage blocked, or a damaged value: no choice holds, so the banner stays.
}
if (window.navigator && window.navigator.globalPrivacyControl === true) document.documentElement.setAttribute('data-global-privacy-control', '');
