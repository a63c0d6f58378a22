import { createContext } from 'react';
import type { CatalogueLink, LinkPlacement } from '../../domain/clicks/link-catalogue.js';

/**
 * The partner links a render drew, and where (docs/decisions/067, 092). The prerender (ui/entry-server.tsx) provides a
 * collector and scripts/prerender.ts writes what every page drew to dist/client/link-catalogue.json, the list the
 * server checks click reports against: a report names a link the page shows at that place, or is refused. In the
 * browser there is none.
 */
export const RenderedLinks = createContext<{ add(link: CatalogueLink, placement: LinkPlacement): void } | undefined>(undefined);
