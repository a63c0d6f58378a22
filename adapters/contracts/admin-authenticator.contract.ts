import { describe, expect, it } from 'vitest';
import type { AdminAuthenticator } from '../../domain/admin/admin-authenticator.js';
import { SESSION_IDLE_TIMEOUT_MS } from '../../domain/admin/session-table.js';
import type { Clock } from '../../domain/kernel/clock.js';
import { ManualClock } from '../memory/manual-clock.js';

/** Every AdminAuthenticator: the one password opens a session; sessions expire and end on sign-out. */
export function adminAuthenticatorContract(
  name: string,
  freshAuthenticator: (password: string, clock: Clock) => Promise<AdminAuthenticator> | AdminAuthenticator,
): void {
  describe(`${name} honours the AdminAuthenticator contract`, () => {
    it('opens a session for the right password and checks its token', async () => {
      const clock = new ManualClock();
      const authenticator = await freshAuthenticator('Pura vida 2026', clock);
      const session = await authenticator.signIn('Pura vida 2026');
      expect(session?.token.length).toBeGreaterThanOrEqual(16);
      expect(session?.expiresAt.getTime()).toBeGreaterThan(clock.now().getTime());
      expect((await authenticator.check(session!.token))?.token).toBe(session!.token);
    });

    it.each(['pura vida 2026', 'Pura vida 202', '', 'Pura vida 2026 '])('refuses the wrong password %j', async (wrong) => {
      const authenticator = await freshAuthenticator('Pura vida 2026', new ManualClock());
      expect(await authenticator.signIn(wrong)).toBeUndefined();
    });

    it('gives every sign-in its own token', async () => {
      const authenticator = await freshAuthenticator('secret', new ManualClock());
      const first = await authenticator.signIn('secret');
      const second = await authenticator.signIn('secret');
      expect(first!.token).not.toBe(second!.token);
    });

    it('refuses unknown, signed-out and idle tokens', async () => {
      const clock = new ManualClock();
      const authenticator = await freshAuthenticator('secret', clock);
      expect(await authenticator.check('made-up')).toBeUndefined();
      const out = await authenticator.signIn('secret');
      await authenticator.signOut(out!.token);
      expect(await authenticator.check(out!.token)).toBeUndefined();
      const idle = await authenticator.signIn('secret');
      clock.advance(SESSION_IDLE_TIMEOUT_MS);
      expect(await authenticator.check(idle!.token)).toBeUndefined();
    });
  });
}
