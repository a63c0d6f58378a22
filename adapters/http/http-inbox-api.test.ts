import { DataLoadError } from '../../domain/data-loading/data-loading.js';
import { InMemoryInboxApi } from '../memory/in-memory-inbox-api.js';
import { INBOX_CONTENTS, INBOX_OPERATOR_TOKEN, inboxApiContract } from '../contracts/inbox-api.contract.js';
import type { RequestStatus } from '../../domain/inbox/inbox-store.js';
import { HttpInboxApi } from './http-inbox-api.js';

inboxApiContract('InMemoryInboxApi', () => new InMemoryInboxApi(INBOX_OPERATOR_TOKEN, INBOX_CONTENTS));

/** The server's answers to issue 39's operator calls (the contract's shapes and paths), over the in-memory Inbox. */
inboxApiContract('HttpInboxApi', () => {
  const inbox = new InMemoryInboxApi(INBOX_OPERATOR_TOKEN, INBOX_CONTENTS);
  const server: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const token = (new Headers(init?.headers).get('authorization') ?? '').replace(/^Bearer /, '');
    const method = init?.method ?? 'GET';
    try {
      let match: RegExpExecArray | null;
      if (method === 'GET' && url.pathname === '/api/admin/inbox/requests') return Response.json({ requests: await inbox.requests(token, url.searchParams.get('status') as RequestStatus) });
      if (method === 'PATCH' && (match = /^\/api\/admin\/inbox\/requests\/([^/]+)$/.exec(url.pathname))) {
        const { status } = JSON.parse(String(init?.body)) as { status: RequestStatus };
        return Response.json({ request: await inbox.setRequestStatus(token, decodeURIComponent(match[1]!), status) });
      }
      if (url.pathname === '/api/admin/inbox/subscribers') return Response.json(await inbox.subscribers(token));
      if (url.pathname === '/api/admin/inbox/subscribers.csv') {
        const file = await inbox.subscribersCsv(token);
        return new Response(file.text, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="subscribers-2026-11-28.csv"` } });
      }
      if (url.pathname === '/api/admin/outbox') return Response.json(await inbox.outbox(token));
      if ((match = /^\/api\/admin\/outbox\/([^/]+)\/eml$/.exec(url.pathname))) {
        const file = await inbox.messageEml(token, decodeURIComponent(match[1]!));
        return new Response(file.text, { headers: { 'Content-Type': 'message/rfc822' } });
      }
      if (method === 'DELETE' && (match = /^\/api\/admin\/people\/([^/]+)$/.exec(url.pathname))) return Response.json({ deleted: await inbox.deletePerson(token, decodeURIComponent(match[1]!)) });
      return new Response(null, { status: 404 });
    } catch (error) {
      const status = error instanceof DataLoadError ? error.status : 500;
      return Response.json({ statusCode: status, message: String(error) }, { status });
    }
  };
  return new HttpInboxApi(server);
});
