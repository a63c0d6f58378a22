import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import { InMemoryScheduler } from '../adapters/memory/in-memory-scheduler.js';
import { InMemoryTourImagesApi } from '../adapters/memory/in-memory-tour-images-api.js';
import type { Token } from '../domain/shared/token.js';
import { SchedulerToken, TourImagesApiToken } from '../domain/tokens.js';
import { createContainer } from './container.js';

/** What `useService(token)` resolves in a component (ui/services.tsx). */
const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);

describe('the browser composition root (ui/container.ts)', () => {
  it('binds the HTTP adapters by default', () => {
    expect(resolve(createContainer(), TourImagesApiToken)).toBeInstanceOf(HttpTourImagesApi);
  });

  it('swaps a port in one line, and the UI then reads the swapped adapter', async () => {
    const images = [{ tourId: 3, imageURL: '/objects/monteverde' }];
    const container = createContainer([[TourImagesApiToken, new InMemoryTourImagesApi(images)]]);
    expect(await resolve(container, TourImagesApiToken).list()).toEqual(images);
  });

  it('leaves the ports it was not told to swap alone', () => {
    const scheduler = new InMemoryScheduler();
    const container = createContainer([[SchedulerToken, scheduler]]);
    expect(resolve(container, SchedulerToken)).toBe(scheduler);
    expect(resolve(container, TourImagesApiToken)).toBeInstanceOf(HttpTourImagesApi);
  });

  it('does not compile a swap whose implementation is not the token\'s port', () => {
    // @ts-expect-error: a Scheduler is not a TourImagesApi.
    expect(() => createContainer([[TourImagesApiToken, new InMemoryScheduler()]])).not.toThrow();
  });
});
