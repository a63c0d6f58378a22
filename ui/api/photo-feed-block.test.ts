import { describe, expect, it } from 'vitest';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { PHOTO_FEED_DATA_ID, readPhotoFeedBlock } from './photo-feed-block.js';
import { photoFeedDataBlock } from './photo-feed-data-block.js';

/** A document holding one element with the given id and text. */
const documentWith = (id: string, text: string | null) => ({ getElementById: (asked: string) => (asked === id ? ({ textContent: text } as HTMLElement) : null) });

describe("the picture of the day's data block", () => {
  it('gives back the photos the server wrote, even a text that would end a script', () => {
    const photos = [{ title: 'Arenal </script><script>alert(1)</script>', keywords: ['volcano'] }] as unknown as PhotoFeedItem[];
    const block = photoFeedDataBlock(photos);
    expect(block).not.toContain('</script><script>');
    const text = /<script type="application\/json" id="photo-feed-data">(.*)<\/script>$/s.exec(block)![1]!;
    expect(readPhotoFeedBlock(documentWith(PHOTO_FEED_DATA_ID, text))).toEqual(photos);
  });

  it('gives nothing for a page without a block, an empty one, one that is not JSON or not a list', () => {
    expect(readPhotoFeedBlock(documentWith('other', '[]'))).toBeUndefined();
    expect(readPhotoFeedBlock(documentWith(PHOTO_FEED_DATA_ID, ''))).toBeUndefined();
    expect(readPhotoFeedBlock(documentWith(PHOTO_FEED_DATA_ID, '[{'))).toBeUndefined();
    expect(readPhotoFeedBlock(documentWith(PHOTO_FEED_DATA_ID, '{"title":"x"}'))).toBeUndefined();
  });
});
