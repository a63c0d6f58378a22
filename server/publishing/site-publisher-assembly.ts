import { join } from 'node:path';
import { sha256Digest } from '../../adapters/crypto/sha256-digest.js';
import { readSiteState } from '../../adapters/filesystem/site-state-file.js';
import { drawOgCard } from '../../adapters/sharp/og-card.js';
import type { Clock } from '../../domain/kernel/clock.js';
import type { PageAudits } from '../../domain/publishing/page-audits.js';
import type { PublicationStore } from '../../domain/publishing/publication-store.js';
import type { PublishedFileCompressor } from '../../domain/publishing/published-file-compressor.js';
import type { SitePublisherDependencies } from '../../domain/publishing/site-publisher.js';
import type { PageRenderer, SiteState } from '../../domain/publishing/site-publication.js';
import { contentTypeOf } from '../ui-hosting/content-types.js';
import { ZlibPublishedFileCompressor } from './zlib-published-file-compressor.js';

export interface SitePublisherParts {
  readonly publications: PublicationStore;
  readonly buildId: string;
  /** The built client (dist/client): its site state, its illustrations. */
  readonly uiDir: string;
  readonly mainDomain: string;
  readonly renderer: PageRenderer;
  readonly audits: PageAudits;
  readonly clock: Clock;
  readonly committed?: () => Promise<void>;
  /** The compressed copies' maker; the build's rules (zlib) unless a test swaps it. */
  readonly compressor?: PublishedFileCompressor;
}

/**
 * What a SitePublisher works with on this server (docs/decisions/105): assembled the same way on the server's thread
 * and in the publishing worker (docs/decisions/143), so both publish the same pages.
 */
export function sitePublisherDependencies({ publications, buildId, uiDir, mainDomain, renderer, audits, clock, committed, compressor = new ZlibPublishedFileCompressor() }: SitePublisherParts): SitePublisherDependencies {
  let baseline: Promise<SiteState> | undefined;
  return {
    publications,
    buildId,
    compressor,
    contentTypeOf,
    ...(committed ? { committed } : {}),
    // Read once: the build's files do not change under a running server.
    baseline: () => (baseline ??= readSiteState(uiDir)),
    renderer,
    audits,
    ogCards: { draw: (card) => drawOgCard({ ...card, illustrationsDir: join(uiDir, 'illustrations') }) },
    digest: sha256Digest,
    clock,
    mainDomain,
  };
}
