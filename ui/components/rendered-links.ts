import { createContext } from 'react';
import type { CatalogueLink } from '../../domain/clicks/link-catalogue.js';

/**
 * The partner links a render drew (docs/decisions/067). The prerender (ui/entry-server.tsx) provides a set and
 * scripts/prerender.ts writes what every page drew to dist/client/link-catalogue.json, the list the server checks
 * click reports against. In the browser there is none.
 */
export const RenderedLinks = createContext<{ add(link: CatalogueLink): void } | undefined>(undefined);
