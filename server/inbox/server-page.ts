/*
 * The pages the server draws itself for the visitor (issue 39; docs/decisions/121, 137): the newsletter links' pages
 * and the visitor forms as a browser without JavaScript is answered. No script; the Content-Security-Policy allows
 * inline styles and forms to the site itself.
 */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Headers of every such page: never cached (it may hold what the visitor typed), no referrer leaking a link's token. */
export const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

export function serverPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Costa Rica Gateway</title>
<style>
  body { margin: 0; padding: 0 1rem 2rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f3ec; color: #1f2a24; }
  main { max-width: 36rem; margin: 8vh auto 0; padding: 2rem 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; color: #14532d; }
  p { line-height: 1.5; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border: 0; border-radius: 8px; background: #15803d; color: #fff; cursor: pointer; min-height: 44px; justify-self: start; }
  button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #15803d; }
  form { display: grid; gap: 1rem; }
  label, legend { font-weight: 600; }
  .field { display: grid; gap: 0.35rem; }
  input[type="email"], input[type="text"], select, textarea { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #8a948e; border-radius: 8px; min-height: 44px; box-sizing: border-box; width: 100%; background: #fff; color: inherit; }
  textarea { min-height: 7em; resize: vertical; }
  [aria-invalid="true"] { border-color: #b91c1c; }
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.35rem; min-width: 0; }
  .choice { display: flex; align-items: center; gap: 0.6rem; min-height: 44px; font-weight: 400; }
  .choice input { width: 20px; height: 20px; flex-shrink: 0; margin: 0; }
  .choice.long { align-items: flex-start; }
  .choice.long input { margin-top: 0.15rem; }
  .error { color: #b91c1c; margin: 0; font-weight: 600; }
  .alert { color: #b91c1c; border: 1px solid #b91c1c; border-radius: 8px; padding: 0.75rem; margin: 0 0 1.25rem; }
  .hint { color: #4b5563; margin: 0; font-size: 0.95rem; }
  main > .hint { margin-bottom: 1.25rem; }
  .honeypot { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/">Back to Costa Rica Gateway</a></p>
</main>
</body>
</html>
`;
}
