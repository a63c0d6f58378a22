import { describe, expect, it } from 'vitest';
import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import { readQueryResponse, type QueryResponse } from './read-query-response.js';

/** Object mother: an answer of the server. */
const answer = (status: number, body: string, statusText = ''): QueryResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText,
  text: async () => body,
  json: async () => JSON.parse(body) as unknown,
});

describe('reading a default data load (docs/product.md §7, §8)', () => {
  it('gives the JSON of an OK answer', async () => {
    expect(await readQueryResponse(answer(200, '[{"tourId":1,"imageURL":"/objects/a"}]'))).toEqual([{ tourId: 1, imageURL: '/objects/a' }]);
  });

  it('throws "{status}: {body}" for a non-OK answer', async () => {
    await expect(readQueryResponse(answer(500, 'database is locked', 'Internal Server Error'))).rejects.toThrow('500: database is locked');
  });

  it('throws "{status}: {statusText}" when the body is empty or unreadable', async () => {
    await expect(readQueryResponse(answer(404, '', 'Not Found'))).rejects.toThrow('404: Not Found');
    const unreadable = { ...answer(502, '', 'Bad Gateway'), text: () => Promise.reject(new Error('aborted')) };
    await expect(readQueryResponse(unreadable)).rejects.toThrow(new DataLoadError(502, '', 'Bad Gateway'));
  });

  it('treats a 401 as an error by default', async () => {
    await expect(readQueryResponse(answer(401, '', 'Unauthorized'))).rejects.toThrow('401: Unauthorized');
    await expect(readQueryResponse(answer(401, '', 'Unauthorized'), 'throw')).rejects.toBeInstanceOf(DataLoadError);
  });

  it("returns empty for a 401 in the 'return empty' mode, and only for a 401", async () => {
    expect(await readQueryResponse(answer(401, '', 'Unauthorized'), 'return-empty')).toBeNull();
    await expect(readQueryResponse(answer(403, 'no', 'Forbidden'), 'return-empty')).rejects.toThrow('403: no');
    expect(await readQueryResponse(answer(200, '{"a":1}'), 'return-empty')).toEqual({ a: 1 });
  });
});
