import { describe, expect, it } from 'vitest';
import { HttpLinkHealthApi } from './http-link-health-api.js';

/** A fetch that logs each call and answers with `answer`. */
function recording(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, api: new HttpLinkHealthApi(fetcher) };
}

describe('HttpLinkHealthApi', () => {
  it('reads the view with the session token', async () => {
    const { calls, api } = recording(() => Response.json({ rows: [] }));
    expect(await api.view('t0k')).toEqual({ rows: [] });
    expect(calls[0]).toMatchObject({ url: '/api/admin/link-health', init: { method: 'GET', headers: { Authorization: 'Bearer t0k' } } });
  });

  it('asks for a run, dismisses with a note, takes a dismissal back and makes a stop-gap', async () => {
    const { calls, api } = recording(() => new Response(null, { status: 204 }));
    await api.checkNow('t');
    await api.dismiss('t', 'tour:a b', 'Sold out');
    await api.dismiss('t', 'tour:a b', null);
    expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['POST', '/api/admin/link-health/runs', undefined],
      ['PUT', '/api/admin/link-health/dismissal/tour%3Aa%20b', '{"note":"Sold out"}'],
      ['DELETE', '/api/admin/link-health/dismissal/tour%3Aa%20b', undefined],
    ]);
    const made = recording(() => Response.json({ url: 'u' }));
    expect(await made.api.stopGap('t', 'arenal')).toEqual({ url: 'u' });
    expect(made.calls[0]?.url).toBe('/api/admin/link-health/stop-gap/arenal');
  });

  it('gives the CSV with its file name, and throws the refusal of a call that failed', async () => {
    const csv = recording(() => new Response('a,b\n', { headers: { 'content-disposition': 'attachment; filename="link-health-2026-11-02.csv"' } }));
    expect(await csv.api.csv('t')).toEqual({ fileName: 'link-health-2026-11-02.csv', text: 'a,b\n' });
    const bare = recording(() => new Response('a\n'));
    expect((await bare.api.csv('t')).fileName).toBe('link-health.csv');
    const refused = recording(() => new Response('{"message":"No check has reached"}', { status: 404 }));
    await expect(refused.api.dismiss('t', 'x', 'y')).rejects.toThrow('404');
    await expect(refused.api.csv('t')).rejects.toThrow('404');
    await expect(refused.api.checkNow('t')).rejects.toThrow('404');
  });
});
