import { describe, expect, it } from 'vitest';
import { InMemoryAdminAuthenticator } from '../../adapters/memory/in-memory-admin-authenticator.js';
import { InMemorySignInFailureLog } from '../../adapters/memory/in-memory-sign-in-failure-log.js';
import { ManualClock } from '../../adapters/memory/manual-clock.js';
import { AdminSignIn } from './admin-sign-in.js';
import { SignInLimiter } from './sign-in-limiter.js';

function signIn() {
  const clock = new ManualClock();
  return new AdminSignIn(new InMemoryAdminAuthenticator('pura vida', clock), new SignInLimiter(clock, new InMemorySignInFailureLog()));
}

describe('AdminSignIn', () => {
  it('opens a session for the right password', async () => {
    const outcome = await signIn().signIn('127.0.0.1', 'pura vida');
    expect(outcome.kind).toBe('signed-in');
  });

  it('denies a wrong password, and after 5 denials throttles even the right one', async () => {
    const useCase = signIn();
    for (let i = 0; i < 5; i++) expect(await useCase.signIn('1.2.3.4', 'guess')).toEqual({ kind: 'denied' });
    expect(await useCase.signIn('1.2.3.4', 'pura vida')).toEqual({ kind: 'throttled', retryAfterSeconds: 60 });
    expect((await useCase.signIn('5.6.7.8', 'pura vida')).kind).toBe('signed-in');
  });
});
