import { describe, expect, it } from 'vitest';
import { AdminSignInRefused, type AdminApi } from '../../domain/admin/admin-api.js';

/** What every AdminApi does (docs/architecture.md §3): `fresh` gives an API whose server knows `password`. */
export function adminApiContract(name: string, password: string, fresh: () => AdminApi | Promise<AdminApi>): void {
  describe(`${name} honours the AdminApi contract`, () => {
    it('opens a session for the right password, with a token and a future expiry', async () => {
      const api = await fresh();
      const session = await api.signIn(password);
      expect(session.token).not.toBe('');
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('gives each sign-in its own token', async () => {
      const api = await fresh();
      const first = await api.signIn(password);
      const second = await api.signIn(password);
      expect(first.token).not.toBe(second.token);
    });

    it.each(['wrong', '', ` ${password}`, password.toUpperCase() + '!'])('refuses the password %j as wrong', async (attempt) => {
      const api = await fresh();
      const refusal = await api.signIn(attempt).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AdminSignInRefused);
      expect((refusal as AdminSignInRefused).reason).toBe('wrong-password');
    });

    it('ends a session, and ending it again is harmless', async () => {
      const api = await fresh();
      const { token } = await api.signIn(password);
      await expect(api.signOut(token)).resolves.toBeUndefined();
      await expect(api.signOut(token)).resolves.toBeUndefined();
    });
  });
}
