import type { VisitMemory } from '../../domain/analytics/visit-memory.js';

/** A visit's memory held by the object itself: shared by the page loads given the same instance (tests, the prerender). */
export class InMemoryVisitMemory implements VisitMemory {
  private landingAddress: string | undefined;
  private sent = false;

  landing(): string | undefined {
    return this.landingAddress;
  }

  rememberLanding(address: string): void {
    this.landingAddress = address;
  }

  reported(): boolean {
    return this.sent;
  }

  markReported(): void {
    this.sent = true;
  }
}
