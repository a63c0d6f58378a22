import type { SessionTimes } from '../domain/admin/session-store.js';

/**
 * Object mother of the operator's admin sessions: the password the test servers start with (the shared e2e server
 * generates one nobody knows) and the times a session store keeps. Sample data only, with overrides.
 */
export const TEST_ADMIN_PASSWORD = 'Pura-Vida-Operator-2026';

/** Noon on 1 January 2026, UTC: the moment the sample sessions open. */
export const SESSION_OPENED_AT = Date.UTC(2026, 0, 1, 12);

export const aSessionTimes = (overrides: Partial<SessionTimes> = {}): SessionTimes => ({ openedAt: SESSION_OPENED_AT, lastUsedAt: SESSION_OPENED_AT, ...overrides });
