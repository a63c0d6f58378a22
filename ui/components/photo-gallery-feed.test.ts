import { describe, expect, it } from 'vitest';
import type { PhotoFeedApi } from '../../domain/photo-feed/photo-feed-api.js';
import type { PhotoFeedItem } from '../../domain/photo-feed/photo-feed-item.js';
import { followPhotoFeed, initialGalleryFeed, type GalleryFeed } from './photo-gallery-feed.js';

const photo = (title: string) => ({ title, linkUrl: `https://photos.example/${title}` }) as unknown as PhotoFeedItem;
const ARENAL = [photo('arenal'), photo('tortuguero')];

/** An API answering each call with the next of `answers` (photos, or an Error to reject with), counting the calls. */
function scriptedApi(...answers: (PhotoFeedItem[] | Error)[]) {
  const api = {
    calls: 0,
    list() {
      const answer = answers[api.calls++];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? []);
    },
  };
  return api satisfies PhotoFeedApi;
}

/** Follows the feed from `start`, with the daily timer replaced by a function the test calls. */
function follow(api: PhotoFeedApi, start: GalleryFeed) {
  let feed = start;
  let tick: (() => void) | undefined;
  let stopped = false;
  const stop = followPhotoFeed(
    api,
    start.status === 'pending',
    (update) => (feed = update(feed)),
    () => '2',
    (load) => ((tick = load), () => (stopped = true)),
  );
  return { feed: () => feed, nextDay: () => tick?.(), stop, stopped: () => stopped };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the picture of the day gallery feed', () => {
  it('starts with the photos the page came with, or loading when it came without, or unavailable when they were none', () => {
    expect(initialGalleryFeed(ARENAL, '3')).toEqual({ status: 'ready', photos: ARENAL, photoParameter: '3' });
    expect(initialGalleryFeed(undefined, null)).toEqual({ status: 'pending' });
    expect(initialGalleryFeed([], null)).toEqual({ status: 'unavailable' });
  });

  it('asks nothing when the page came with its photos, until the next day', async () => {
    const api = scriptedApi([photo('poas')]);
    const gallery = follow(api, initialGalleryFeed(ARENAL, null));
    await settle();
    expect(api.calls).toBe(0);
    gallery.nextDay();
    await settle();
    expect(api.calls).toBe(1);
    expect(gallery.feed()).toEqual({ status: 'ready', photos: [photo('poas')], photoParameter: '2' });
  });

  it('loads the photos once, without retry, when the page came without them, opening on the photo the address names', async () => {
    const api = scriptedApi(ARENAL);
    const gallery = follow(api, { status: 'pending' });
    await settle();
    expect(api.calls).toBe(1);
    expect(gallery.feed()).toEqual({ status: 'ready', photos: ARENAL, photoParameter: '2' });
  });

  it('says the photos are unavailable when the first load fails or brings none, and keeps shown photos when a later one fails', async () => {
    const failing = follow(scriptedApi(new Error('502: Bad Gateway')), { status: 'pending' });
    await settle();
    expect(failing.feed()).toEqual({ status: 'unavailable' });

    const empty = follow(scriptedApi([]), { status: 'pending' });
    await settle();
    expect(empty.feed()).toEqual({ status: 'unavailable' });

    const shown = follow(scriptedApi(new Error('502: Bad Gateway')), initialGalleryFeed(ARENAL, null));
    shown.nextDay();
    await settle();
    expect(shown.feed()).toEqual({ status: 'ready', photos: ARENAL, photoParameter: null });
  });

  it('changes nothing once stopped (the island unmounted), and stops its daily timer', async () => {
    const gallery = follow(scriptedApi(ARENAL), { status: 'pending' });
    gallery.stop();
    await settle();
    expect(gallery.feed()).toEqual({ status: 'pending' });
    expect(gallery.stopped()).toBe(true);
  });
});
