import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ADMIN_CATALOGUE_PATH, ADMIN_CATALOGUE_PUBLICATIONS_PATH, ADMIN_SCHEDULED_CHANGES_PATH } from '../../domain/api-paths.js';
import { CatalogueEditor, checkedKey, type EditedRecord, type RevisionWithChanges } from '../../domain/catalogue/catalogue-editor.js';
import { CataloguePublisher, type DiscardedDraft, type Publication } from '../../domain/catalogue/catalogue-publisher.js';
import type { PublicationChange } from '../../domain/catalogue/catalogue-publishing.js';
import { CatalogueSchedule, type ScheduledChangeView } from '../../domain/catalogue/catalogue-schedule.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { createRequest, parsedBody, PublicationRefusedError, publishRequest, scheduleRequest, updateRequest, versionRequest, wholeNumberParameter } from './catalogue-requests.js';

const RECORD = `${ADMIN_CATALOGUE_PATH}/:collection/:id`;

/**
 * The catalogue's admin API (issue 36 point 6, docs/decisions/103): every call behind the admin session (401 without
 * one, server/admin/admin.guard.ts), each a use case of domain/catalogue. The store's records are drafts; the public
 * site changes only by a publication. Refusals are answered by the error filter with the status and details of
 * server/http/domain-errors.ts.
 */
@Controller()
@UseGuards(AdminGuard)
export class CatalogueRecordsController {
  constructor(
    @Inject(CatalogueEditor) private readonly editor: CatalogueEditor,
    @Inject(CatalogueSchedule) private readonly schedule: CatalogueSchedule,
  ) {}

  /** The collection's live records (and archived ones the site still shows), each with its status and published version. */
  @Get(`${ADMIN_CATALOGUE_PATH}/:collection`)
  list(@Param('collection') collection: string): Promise<EditedRecord[]> {
    return this.editor.list(collection);
  }

  /** `{ id, data }`: a new record, a draft (201); 400 naming each field, 409 when the id is taken. */
  @Post(`${ADMIN_CATALOGUE_PATH}/:collection`)
  create(@Param('collection') collection: string, @Body() body: unknown): Promise<EditedRecord> {
    const { id, data } = parsedBody(createRequest(), body);
    return this.editor.create(checkedKey(collection, id), data);
  }

  @Get(RECORD)
  read(@Param('collection') collection: string, @Param('id') id: string): Promise<EditedRecord> {
    return this.editor.read(checkedKey(collection, id));
  }

  /** `{ version, data }`: the record's new data, one version on, a draft; 409 with the record as it is when `version` is not its version. */
  @Put(RECORD)
  update(@Param('collection') collection: string, @Param('id') id: string, @Body() body: unknown): Promise<EditedRecord> {
    const { version, data } = parsedBody(updateRequest(), body);
    return this.editor.update(checkedKey(collection, id), data, version);
  }

  /** `{ version }`: archives the record (kept, with its revisions); 409 naming the records and pages that name it. */
  @Post(`${RECORD}/archive`)
  @HttpCode(200)
  archive(@Param('collection') collection: string, @Param('id') id: string, @Body() body: unknown): Promise<EditedRecord> {
    return this.editor.archive(checkedKey(collection, id), parsedBody(versionRequest(), body).version);
  }

  /** Every change of the record, oldest first: its version, when, its data before and after (null: no live record), and `changes` field by field. */
  @Get(`${RECORD}/revisions`)
  revisions(@Param('collection') collection: string, @Param('id') id: string): Promise<RevisionWithChanges[]> {
    return this.editor.revisions(checkedKey(collection, id));
  }

  /** `{ version }`: writes the revision's data as a new change, a draft. */
  @Post(`${RECORD}/revisions/:revision/restore`)
  @HttpCode(200)
  restore(@Param('collection') collection: string, @Param('id') id: string, @Param('revision') revision: string, @Body() body: unknown): Promise<EditedRecord> {
    return this.editor.restore(checkedKey(collection, id), wholeNumberParameter('revision', revision), parsedBody(versionRequest(), body).version);
  }

  /** `{ kind: "update" | "archive", data?, version, at }`: a change made and published at `at`, Costa Rica time unless it names its offset (201). */
  @Post(`${RECORD}/scheduled-changes`)
  scheduleChange(@Param('collection') collection: string, @Param('id') id: string, @Body() body: unknown): Promise<ScheduledChangeView> {
    return this.schedule.schedule(checkedKey(collection, id), parsedBody(scheduleRequest(), body));
  }
}

/** Publishing drafts and the scheduled changes, admin only (docs/decisions/103, 104). */
@Controller()
@UseGuards(AdminGuard)
export class CataloguePublicationsController {
  constructor(
    @Inject(CataloguePublisher) private readonly publisher: CataloguePublisher,
    @Inject(CatalogueSchedule) private readonly schedule: CatalogueSchedule,
  ) {}

  /** What waits to be published: each change with the version it would publish (data null: taken off the site). */
  @Get(`${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/pending`)
  pending(): Promise<PublicationChange[]> {
    return this.publisher.pending();
  }

  /**
   * `{}` publishes every draft, `{ records: [{ collection, id }] }` those records' only. 200 with the pages re-rendered
   * and the records published; 409 when the public catalogue would not hold together; 422 with the audits' reasons.
   */
  @Post(ADMIN_CATALOGUE_PUBLICATIONS_PATH)
  @HttpCode(200)
  async publish(@Body() body: unknown): Promise<Publication> {
    const publication = await this.publisher.publish(parsedBody(publishRequest(), body).records);
    if (publication.outcome === 'refused') throw new PublicationRefusedError(publication);
    return publication;
  }

  /**
   * `{}` drops every draft, `{ records: [{ collection, id }] }` those records' only (docs/decisions/116): each record back
   * at its published data (published as it is), or archived when never published; 400 naming a record with no draft.
   */
  @Post(`${ADMIN_CATALOGUE_PUBLICATIONS_PATH}/discard`)
  @HttpCode(200)
  async discard(@Body() body: unknown): Promise<{ discarded: DiscardedDraft[] }> {
    return { discarded: await this.publisher.discard(parsedBody(publishRequest(), body).records) };
  }

  @Get(ADMIN_SCHEDULED_CHANGES_PATH)
  scheduledChanges(): Promise<ScheduledChangeView[]> {
    return this.schedule.list();
  }

  /** Cancels a pending change (409 once it is done, failed, cancelled or being made). */
  @Delete(`${ADMIN_SCHEDULED_CHANGES_PATH}/:id`)
  cancel(@Param('id') id: string): Promise<ScheduledChangeView> {
    return this.schedule.cancel(wholeNumberParameter('id', id));
  }
}
