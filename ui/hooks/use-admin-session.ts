import { useMemo, useState, useSyncExternalStore } from 'react';
import { AdminSession, type AdminSessionView } from '../../domain/admin/admin-session.js';
import { AdminApiToken } from '../../domain/tokens.js';
import { useService } from '../services.js';

/**
 * The admin gate of the page (docs/architecture.md §3): one domain AdminSession over the AdminApi port,
 * kept for the page's lifetime only (a reload locks the page again), and its current view, which
 * re-renders the page on every change.
 */
export function useAdminSession(): { readonly session: AdminSession; readonly view: AdminSessionView } {
  const api = useService(AdminApiToken);
  const [session] = useState(() => new AdminSession(api));
  const subscribe = useMemo(() => session.subscribe.bind(session), [session]);
  const view = useSyncExternalStore(
    subscribe,
    () => session.snapshot,
    () => session.snapshot,
  );
  return { session, view };
}
