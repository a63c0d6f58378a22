import { describe, expect, it } from 'vitest';
import { InMemoryAdminApi } from '../../adapters/memory/in-memory-admin-api.js';
import { AdminSignInRefused, type AdminApi } from './admin-api.js';
import { adminAccessToasts, AdminSession } from './admin-session.js';

const PASSWORD = 'pura-vida';

describe('admin session (docs/product.md §4, §5, §8)', () => {
  it('starts locked with an empty field and the submit disabled', () => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    expect(session.snapshot).toEqual({ access: 'locked', password: '', canSubmit: false });
    expect(session.token).toBeUndefined();
  });

  it.each(['', ' ', '   \t'])('keeps the submit disabled for the blank password %j', async (typed) => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    session.typePassword(typed);
    expect(session.snapshot.canSubmit).toBe(false);
    expect(await session.submit()).toBeUndefined();
    expect(session.snapshot.access).toBe('locked');
  });

  it('enables the submit once the password has a character', () => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    session.typePassword(' x ');
    expect(session.snapshot).toEqual({ access: 'locked', password: ' x ', canSubmit: true });
  });

  it('unlocks on the right password with Access Granted, via checking', async () => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.snapshot.access));
    session.typePassword(PASSWORD);
    const pending = session.submit();
    expect(session.snapshot).toEqual({ access: 'checking', password: PASSWORD, canSubmit: false });
    expect(await session.submit()).toBeUndefined();
    expect(await pending).toEqual({ title: 'Access Granted', description: 'Welcome to the admin panel', variant: 'default' });
    expect(session.snapshot).toEqual({ access: 'unlocked', password: '', canSubmit: false });
    expect(session.token).toBe('memory-session-1');
    expect(seen).toEqual(['locked', 'checking', 'unlocked']);
  });

  it('stays locked on a wrong password, clears the field and says Access Denied', async () => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    session.typePassword('guess');
    expect(await session.submit()).toEqual({ title: 'Access Denied', description: 'Invalid password. Please try again.', variant: 'destructive' });
    expect(session.snapshot).toEqual({ access: 'locked', password: '', canSubmit: false });
    expect(session.token).toBeUndefined();
  });

  it('says so when the server refuses further attempts, and clears the field', async () => {
    const session = new AdminSession(refusingApi(new AdminSignInRefused('too-many-attempts')));
    session.typePassword('guess');
    expect(await session.submit()).toBe(adminAccessToasts.tooManyAttempts);
    expect(session.snapshot).toEqual({ access: 'locked', password: '', canSubmit: false });
  });

  it('says sign-in is unavailable when the server cannot record attempts, and keeps the typed password', async () => {
    const session = new AdminSession(refusingApi(new AdminSignInRefused('unavailable')));
    session.typePassword(PASSWORD);
    expect(await session.submit()).toEqual({ title: 'Sign-in Unavailable', description: 'Sign-in is unavailable right now. Please try again in a minute.', variant: 'destructive' });
    expect(session.snapshot).toEqual({ access: 'locked', password: PASSWORD, canSubmit: true });
    expect(session.token).toBeUndefined();
  });

  it('keeps the typed password when the server cannot be reached', async () => {
    const session = new AdminSession(refusingApi(new TypeError('Failed to fetch')));
    session.typePassword(PASSWORD);
    expect(await session.submit()).toBe(adminAccessToasts.unreachable);
    expect(session.snapshot).toEqual({ access: 'locked', password: PASSWORD, canSubmit: true });
  });

  it('locks again on Logout and ends the session on the server', async () => {
    const api = new InMemoryAdminApi(PASSWORD);
    const session = new AdminSession(api);
    session.typePassword(PASSWORD);
    await session.submit();
    const token = session.token!;
    await session.logout();
    expect(session.snapshot.access).toBe('locked');
    expect(session.token).toBeUndefined();
    expect(api.isOpen(token)).toBe(false);
  });

  it('locks on Logout even when the server cannot be told', async () => {
    const api: AdminApi = { signIn: async () => ({ token: 't', expiresAt: '2099-01-01T00:00:00Z' }), signOut: async () => Promise.reject(new Error('offline')) };
    const session = new AdminSession(api);
    session.typePassword(PASSWORD);
    await session.submit();
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.snapshot.access).toBe('locked');
  });

  it('says on Logout that the uploads still running were stopped, and says nothing when none was', async () => {
    const api = new InMemoryAdminApi(PASSWORD);
    const session = new AdminSession(api);
    session.typePassword(PASSWORD);
    await session.submit();
    const token = session.token!;
    expect(await session.logout({ uploadsStopped: true })).toEqual({
      title: 'Logged Out',
      description: 'The photos still uploading were stopped. Photos already saved stay saved.',
      variant: 'default',
    });
    expect(session.snapshot.access).toBe('locked');
    expect(api.isOpen(token)).toBe(false);
    session.typePassword(PASSWORD);
    await session.submit();
    expect(await session.logout({ uploadsStopped: false })).toBeUndefined();
    // Locked already: there is no session to log out of, so nothing to say.
    expect(await session.logout({ uploadsStopped: true })).toBeUndefined();
  });

  it('does not call the server on Logout while locked', async () => {
    let signOuts = 0;
    const api: AdminApi = { signIn: async () => ({ token: 't', expiresAt: '' }), signOut: async () => void (signOuts += 1) };
    await new AdminSession(api).logout();
    expect(signOuts).toBe(0);
  });

  it('locks with "Session Ended" when an admin call finds the session over (401), once', async () => {
    const api = new InMemoryAdminApi(PASSWORD);
    const session = new AdminSession(api);
    session.typePassword(PASSWORD);
    await session.submit();
    expect(session.sessionEnded()).toEqual({
      title: 'Session Ended',
      description: 'Your admin session has ended. Please sign in again.',
      variant: 'destructive',
    });
    expect(session.snapshot).toEqual({ access: 'locked', password: '', canSubmit: false });
    expect(session.token).toBeUndefined();
    expect(session.sessionEnded()).toBeUndefined();
  });

  it('says nothing of an ended session while locked', () => {
    expect(new AdminSession(new InMemoryAdminApi(PASSWORD)).sessionEnded()).toBeUndefined();
  });

  it('stops telling a listener once it unsubscribes, and gives a new snapshot per change', () => {
    const session = new AdminSession(new InMemoryAdminApi(PASSWORD));
    let calls = 0;
    const unsubscribe = session.subscribe(() => (calls += 1));
    const before = session.snapshot;
    session.typePassword('a');
    expect(session.snapshot).not.toBe(before);
    unsubscribe();
    session.typePassword('ab');
    expect(calls).toBe(1);
  });
});

function refusingApi(error: Error): AdminApi {
  return { signIn: async () => Promise.reject(error), signOut: async () => undefined };
}

describe('AdminSignInRefused', () => {
  it('names its reason', () => {
    expect(new AdminSignInRefused('wrong-password').message).toBe('The admin password was not accepted');
    expect(new AdminSignInRefused('too-many-attempts').message).toBe('Too many sign-in attempts');
    expect(new AdminSignInRefused('unavailable').message).toBe('Sign-in is unavailable for now');
    expect(new AdminSignInRefused('too-many-attempts').name).toBe('AdminSignInRefused');
  });
});
