import { composePorts, type PagePorts } from './container.js';

let ports: PagePorts | undefined;

/**
 * The ports of this page (./container.ts, the browser's composition root), bound once and shared by everything the
 * page runs: the static page's own behaviour (./static-page.ts) and every island that resolves a port, so the consent
 * the banner records is the one the tracking reads (docs/decisions/083).
 */
export function pagePorts(): PagePorts {
  return (ports ??= composePorts());
}
