import { type BeforeApplicationShutdown, Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InboxAdminController } from './inbox-admin.controller.js';
import { NewsletterController } from './newsletter.controller.js';
import { PostedVisitorForms } from './posted-visitor-forms.js';
import { RelocationRequestsController } from './relocation-requests.controller.js';
import { VisitorFormLimit } from './visitor-form-limit.js';

/** The mail queue's sender and the inbox's hourly clean-up, each a repeating task (built in app.module.ts). */
export const INBOX_TASKS = Symbol.for('InboxTasks');

export interface InboxTasks {
  readonly sender: { start(): void; stop(): Promise<void> };
  readonly cleanup: { start(): void; stop(): Promise<void> };
}

/**
 * Starts sending queued mail, and deleting what expired, once the server is up; stops both before the database closes
 * (Nest runs every `beforeApplicationShutdown` before any `onApplicationShutdown`), waiting for a send under way.
 */
@Injectable()
export class InboxTasksLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(INBOX_TASKS) private readonly tasks: InboxTasks) {}

  onApplicationBootstrap(): void {
    this.tasks.sender.start();
    this.tasks.cleanup.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([this.tasks.sender.stop(), this.tasks.cleanup.stop()]);
    new Logger('Mail').log('The mail sender stopped; mail still queued is sent by the next server to start, or by the others.');
  }
}

/** The inbox area (issue 39): the visitor forms, the newsletter's links, the operator's Inbox, and the mail queue's tasks. */
@Module({ controllers: [NewsletterController, RelocationRequestsController, InboxAdminController], providers: [VisitorFormLimit, PostedVisitorForms, InboxTasksLifecycle] })
export class InboxModule {}
