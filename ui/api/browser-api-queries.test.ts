import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { InMemoryDomainDescriptionSource } from '../../adapters/memory/in-memory-domain-description-source.js';
import { InMemoryPhotoFeedApi } from '../../adapters/memory/in-memory-photo-feed-api.js';
import { feedItems } from '../../adapters/contracts/photo-feed-samples.js';
import { hostDescription, loadDomainDescriptions } from './domain-descriptions.js';
import { PHOTO_FEED_REFETCH_MS, photoFeedQuery } from './photo-feed.js';

describe('the photo feed query', () => {
  it('is refetched every 24 hours (docs/product.md §7, §9)', () => {
    expect(PHOTO_FEED_REFETCH_MS).toBe(86_400_000);
    expect(photoFeedQuery(new InMemoryPhotoFeedApi()).refetchInterval).toBe(PHOTO_FEED_REFETCH_MS);
  });

  it('is keyed by the path of the call, so the default loader would ask the same address (docs/product.md §7)', () => {
    expect(photoFeedQuery(new InMemoryPhotoFeedApi()).queryKey).toEqual(['/api/photo-feed']);
  });

  it('gives the photos of the port', async () => {
    const photos = await new QueryClient().fetchQuery(photoFeedQuery(new InMemoryPhotoFeedApi(feedItems)));
    expect(photos).toEqual(feedItems);
  });
});

describe('the domain descriptions home reads', () => {
  it('gives the parsed rows of the file', async () => {
    const api = new InMemoryDomainDescriptionSource('domain,description\ncostaricagateway.com,"Tours, homes and coffee"\n');
    const rows = await loadDomainDescriptions(api);
    expect(rows).toEqual([{ domain: 'costaricagateway.com', description: 'Tours, homes and coffee' }]);
    expect(await hostDescription(api, 'www.CostaRicaGateway.com')).toBe('Tours, homes and coffee');
    expect(await hostDescription(api, 'example.org')).toBeUndefined();
  });

  it('fails when the file cannot be loaded, so the page shows nothing (docs/product.md §8)', async () => {
    const api = new InMemoryDomainDescriptionSource();
    api.fail();
    await expect(hostDescription(api, 'costaricagateway.com')).rejects.toThrow('500: Internal Server Error');
  });
});
