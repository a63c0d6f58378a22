import { Body, Controller, Get, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ADMIN_CATALOGUE_CHANGE_SETS_PATH, ADMIN_CATALOGUE_PRICE_CHANGES_PATH } from '../../domain/api-paths.js';
import { CataloguePriceChanges } from '../../domain/catalogue/catalogue-price-changes.js';
import type { ChangeSet } from '../../domain/catalogue/change-set-store.js';
import { AdminGuard } from '../admin/admin.guard.js';
import { parsedBody, priceChangeRequest, wholeNumberParameter } from './catalogue-requests.js';

/** Bulk price changes and their change sets, admin only (issue 38 point 8, docs/decisions/117). */
@Controller()
@UseGuards(AdminGuard)
export class CataloguePriceChangesController {
  constructor(@Inject(CataloguePriceChanges) private readonly prices: CataloguePriceChanges) {}

  /**
   * `{ records: [{ collection, id, version }], by: "amount" | "percent", value }`: every price moved, as drafts, one
   * change set (201); 400 naming each record or field, 409 with the record as it is when one changed since it was read.
   */
  @Post(ADMIN_CATALOGUE_PRICE_CHANGES_PATH)
  change(@Body() body: unknown): Promise<ChangeSet> {
    return this.prices.change(parsedBody(priceChangeRequest(), body));
  }

  /** Every change set, the newest first (docs/decisions/136): each can be restored at any later time. */
  @Get(ADMIN_CATALOGUE_CHANGE_SETS_PATH)
  changeSets(): Promise<ChangeSet[]> {
    return this.prices.all();
  }

  @Get(`${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/:changeSet`)
  changeSet(@Param('changeSet') changeSet: string): Promise<ChangeSet> {
    return this.prices.changeSet(wholeNumberParameter('changeSet', changeSet));
  }

  /** Each record of the change set back at its price before it, as new drafts, kept as a change set of its own (201); nothing is published. */
  @Post(`${ADMIN_CATALOGUE_CHANGE_SETS_PATH}/:changeSet/restore`)
  restore(@Param('changeSet') changeSet: string): Promise<ChangeSet> {
    return this.prices.restore(wholeNumberParameter('changeSet', changeSet));
  }
}
