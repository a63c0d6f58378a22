import type { InboxStore, PersonDeletion, RelocationRequest, RequestStatus, Subscription, SubscriptionState } from '../../domain/inbox/inbox-store.js';
import type { NewMail, QueuedMail } from '../../domain/mail/outgoing-mail.js';

interface Lease {
  readonly claimant: string;
  readonly until: number;
}

/** The inbox in memory (tests, the @domain level), held to the same contract as the SQLite and PostgreSQL stores. */
export class InMemoryInboxStore implements InboxStore {
  private readonly subscriptionsByEmail = new Map<string, Subscription>();
  private readonly suppressions = new Map<string, string>();
  private readonly requestList: RelocationRequest[] = [];
  private readonly queue = new Map<string, QueuedMail>();
  private readonly leases = new Map<string, Lease>();
  private readonly order: string[] = [];

  async subscription(email: string): Promise<Subscription | undefined> {
    return this.subscriptionsByEmail.get(email);
  }

  async savePending(subscription: Subscription, mail: NewMail): Promise<void> {
    this.subscriptionsByEmail.set(subscription.email, subscription);
    this.enqueue([mail]);
  }

  async confirm(email: string, requestedAt: string, confirmedAt: string, suppressionKey: string, mail: NewMail): Promise<boolean> {
    const pending = this.subscriptionsByEmail.get(email);
    if (pending?.state !== 'pending' || pending.requestedAt !== requestedAt) return false;
    this.subscriptionsByEmail.set(email, { ...pending, state: 'confirmed', confirmedAt });
    this.suppressions.delete(suppressionKey);
    this.enqueue([mail]);
    return true;
  }

  async unsubscribe(email: string, suppressionKey: string, at: string): Promise<boolean> {
    const removed = this.subscriptionsByEmail.delete(email);
    this.dropUnsent(email);
    if (!this.suppressions.has(suppressionKey)) this.suppressions.set(suppressionKey, at);
    return removed;
  }

  async subscriptions(state: SubscriptionState): Promise<Subscription[]> {
    return [...this.subscriptionsByEmail.values()].filter((subscription) => subscription.state === state).sort((a, b) => (a.email < b.email ? -1 : 1));
  }

  async suppressionTimes(): Promise<string[]> {
    return [...this.suppressions.values()].sort();
  }

  async deletePendingBefore(cutoff: string): Promise<number> {
    let removed = 0;
    for (const subscription of [...this.subscriptionsByEmail.values()]) {
      if (subscription.state !== 'pending' || Date.parse(subscription.requestedAt) >= Date.parse(cutoff)) continue;
      this.subscriptionsByEmail.delete(subscription.email);
      this.dropUnsent(subscription.email);
      removed++;
    }
    return removed;
  }

  async addRequest(request: RelocationRequest, mails: readonly NewMail[]): Promise<void> {
    this.requestList.push(request);
    this.enqueue(mails);
  }

  async requests(status?: RequestStatus): Promise<RelocationRequest[]> {
    return this.requestList.filter((request) => status === undefined || request.status === status).sort(newestFirst);
  }

  async setRequestStatus(id: string, status: RequestStatus): Promise<RelocationRequest | undefined> {
    const index = this.requestList.findIndex((request) => request.id === id);
    if (index < 0) return undefined;
    const changed = { ...this.requestList[index]!, status };
    this.requestList[index] = changed;
    return changed;
  }

  async deleteRequestsBefore(cutoff: string): Promise<number> {
    const old = this.requestList.filter((request) => Date.parse(request.receivedAt) < Date.parse(cutoff));
    for (const request of old) {
      this.requestList.splice(this.requestList.indexOf(request), 1);
      this.dropMailsAbout(request.email, () => true);
    }
    return old.length;
  }

  async claimMail(now: Date, claimant: string, leaseMs: number): Promise<QueuedMail | undefined> {
    const due = [...this.queue.values()]
      .filter((mail) => this.claimable(mail, now.getTime()))
      .sort((a, b) => Date.parse(a.nextAttemptAt) - Date.parse(b.nextAttemptAt) || this.order.indexOf(a.id) - this.order.indexOf(b.id))[0];
    if (due === undefined) return undefined;
    const claimed: QueuedMail = { ...due, state: 'sending', attempts: due.attempts + 1 };
    this.queue.set(due.id, claimed);
    this.leases.set(due.id, { claimant, until: now.getTime() + leaseMs });
    return claimed;
  }

  async mailSent(id: string, claimant: string, now: Date): Promise<boolean> {
    const mail = this.held(id, claimant);
    if (mail === undefined) return false;
    const { lastError: _dropped, ...rest } = mail;
    this.queue.set(id, { ...rest, state: 'sent', sentAt: now.toISOString() });
    this.leases.delete(id);
    return true;
  }

  async mailNotSent(id: string, claimant: string, error: string, retryAt: Date | undefined): Promise<boolean> {
    const mail = this.held(id, claimant);
    if (mail === undefined) return false;
    this.queue.set(id, retryAt === undefined ? { ...mail, state: 'failed', lastError: error } : { ...mail, state: 'retrying', lastError: error, nextAttemptAt: retryAt.toISOString() });
    this.leases.delete(id);
    return true;
  }

  async mails(limit: number): Promise<QueuedMail[]> {
    return [...this.order].reverse().slice(0, limit).map((id) => this.queue.get(id)!);
  }

  async mail(id: string): Promise<QueuedMail | undefined> {
    return this.queue.get(id);
  }

  async deletePerson(email: string): Promise<PersonDeletion> {
    const subscriptions = this.subscriptionsByEmail.delete(email) ? 1 : 0;
    const theirs = this.requestList.filter((request) => request.email === email);
    for (const request of theirs) this.requestList.splice(this.requestList.indexOf(request), 1);
    const messages = this.dropMailsAbout(email, () => true);
    return { subscriptions, requests: theirs.length, messages };
  }

  private enqueue(mails: readonly NewMail[]): void {
    for (const mail of mails) {
      if (this.queue.has(mail.id)) continue;
      this.queue.set(mail.id, { ...mail, state: 'queued', attempts: 0, nextAttemptAt: mail.createdAt });
      this.order.push(mail.id);
    }
  }

  private claimable(mail: QueuedMail, now: number): boolean {
    if (mail.state === 'queued' || mail.state === 'retrying') return Date.parse(mail.nextAttemptAt) <= now;
    return mail.state === 'sending' && this.leases.get(mail.id)!.until <= now;
  }

  private held(id: string, claimant: string): QueuedMail | undefined {
    const mail = this.queue.get(id);
    return mail?.state === 'sending' && this.leases.get(id)?.claimant === claimant ? mail : undefined;
  }

  private dropUnsent(email: string): void {
    this.dropMailsAbout(email, (mail) => mail.state !== 'sent' && mail.kind.startsWith('newsletter-'));
  }

  private dropMailsAbout(email: string, which: (mail: QueuedMail) => boolean): number {
    let dropped = 0;
    for (const mail of [...this.queue.values()]) {
      if (mail.person !== email || !which(mail)) continue;
      this.queue.delete(mail.id);
      this.leases.delete(mail.id);
      this.order.splice(this.order.indexOf(mail.id), 1);
      dropped++;
    }
    return dropped;
  }
}

const newestFirst = (a: RelocationRequest, b: RelocationRequest) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || (a.id < b.id ? 1 : -1);
