import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { LinkHealthMonitor } from '../../domain/link-health/link-health-monitor.js';

/**
 * With LINK_CHECK on, this server looks for a due link check at start and then every LINK_CHECK_POLL_MS (a run left
 * unfinished by a stop is taken up); off, it never contacts a partner unless the operator presses "Check now". At the
 * stop, before the database closes, it lets the check under way end. Built by the composition root.
 */
export class LinkChecksAtStart implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly monitor: LinkHealthMonitor,
    private readonly scheduled: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (this.scheduled) this.monitor.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.monitor.stop();
  }
}
