import type { Toast } from '../notifications/toast.js';
import { AdminSignInRefused, type AdminApi, type AdminSessionToken } from './admin-api.js';

/** docs/product.md §4 admin states, plus 'checking' while the server compares the password (its 1 s delay). */
export type AdminAccess = 'locked' | 'checking' | 'unlocked';

export interface AdminSessionView {
  readonly access: AdminAccess;
  /** The password field's content. */
  readonly password: string;
  /** docs/product.md §5: 'Access Admin Panel' is disabled while the trimmed password is empty (and while checking). */
  readonly canSubmit: boolean;
}

/** docs/product.md §8 texts of the admin gate. */
export const adminAccessToasts = {
  granted: { title: 'Access Granted', description: 'Welcome to the admin panel', variant: 'default' },
  denied: { title: 'Access Denied', description: 'Invalid password. Please try again.', variant: 'destructive' },
  // Not in docs/product.md: the server's limit of docs/architecture.md §3 (5 failures a minute) and an unreachable server.
  tooManyAttempts: { title: 'Access Denied', description: 'Too many attempts. Please wait a minute and try again.', variant: 'destructive' },
  unreachable: { title: 'Access Denied', description: 'The server could not be reached. Please try again.', variant: 'destructive' },
  // docs/decisions/093: the server cannot record sign-ins (its disk is full), so it lets nobody in for now.
  unavailable: { title: 'Sign-in Unavailable', description: 'Sign-in is unavailable right now. Please try again in a minute.', variant: 'destructive' },
  // docs/decisions/031-uppy-uploads.md: an admin call answered 401 (the session expired or the server restarted).
  sessionEnded: { title: 'Session Ended', description: 'Your admin session has ended. Please sign in again.', variant: 'destructive' },
  // Issue 17: Logout ends the upload links of the session (docs/decisions/021), so photos still on their way stop.
  loggedOutDuringUploads: { title: 'Logged Out', description: 'The photos still uploading were stopped. Photos already saved stay saved.', variant: 'default' },
} as const satisfies Record<string, Toast>;

/**
 * The admin gate (docs/product.md §4, §5, §8; docs/architecture.md §3): locked → checking → unlocked on a right password,
 * back to locked on a refusal or on Logout. The session lives only in this object (page memory),
 * so a reload locks the page again.
 */
export class AdminSession {
  private access: AdminAccess = 'locked';
  private password = '';
  private session: AdminSessionToken | undefined;
  private readonly listeners = new Set<() => void>();
  private current: AdminSessionView = this.view();

  constructor(private readonly api: AdminApi) {}

  /** The state as the page shows it; a new object after each change (for useSyncExternalStore). */
  get snapshot(): AdminSessionView {
    return this.current;
  }

  /** The token admin calls carry, while unlocked. */
  get token(): string | undefined {
    return this.session?.token;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  typePassword(password: string): void {
    this.password = password;
    this.changed();
  }

  /** Submits the password; gives the toast to show, or nothing when the submit is not allowed. */
  async submit(): Promise<Toast | undefined> {
    if (!this.current.canSubmit) return undefined;
    this.access = 'checking';
    this.changed();
    try {
      this.session = await this.api.signIn(this.password);
      this.access = 'unlocked';
      this.password = '';
      return adminAccessToasts.granted;
    } catch (error) {
      this.access = 'locked';
      if (!(error instanceof AdminSignInRefused)) return adminAccessToasts.unreachable;
      // No answer on this password was given: the operator may try the same one again in a minute.
      if (error.reason === 'unavailable') return adminAccessToasts.unavailable;
      // docs/product.md §8: a wrong password clears the field.
      this.password = '';
      return error.reason === 'wrong-password' ? adminAccessToasts.denied : adminAccessToasts.tooManyAttempts;
    } finally {
      this.changed();
    }
  }

  /**
   * docs/product.md §4: Logout returns to locked, whether or not the server could be told. The server then refuses
   * every upload link the session asked for (docs/decisions/021), so when the page had to stop uploads still on their
   * way (`uploadsStopped`), the toast that says so; otherwise, and when there was no session, nothing.
   */
  async logout({ uploadsStopped = false }: { uploadsStopped?: boolean } = {}): Promise<Toast | undefined> {
    const token = this.session?.token;
    this.session = undefined;
    this.access = 'locked';
    this.changed();
    if (token === undefined) return undefined;
    await this.api.signOut(token).catch(() => undefined);
    return uploadsStopped ? adminAccessToasts.loggedOutDuringUploads : undefined;
  }

  /**
   * An admin call was answered 401: the server no longer knows the session (docs/decisions/005-admin-sessions.md
   * ends it after 8 h, or 30 min unused). Locks the page and gives the toast; nothing while not unlocked, so
   * several failing calls say it once.
   */
  sessionEnded(): Toast | undefined {
    if (this.access !== 'unlocked') return undefined;
    this.session = undefined;
    this.access = 'locked';
    this.password = '';
    this.changed();
    return adminAccessToasts.sessionEnded;
  }

  private view(): AdminSessionView {
    return { access: this.access, password: this.password, canSubmit: this.access === 'locked' && this.password.trim() !== '' };
  }

  private changed(): void {
    this.current = this.view();
    for (const listener of this.listeners) listener();
  }
}
