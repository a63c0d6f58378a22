import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { AdminTourCardsReader } from '../../domain/admin/admin-tour-cards-reader.js';
import { ADMIN_TOURS_PATH } from '../../domain/api-paths.js';
import type { AdminTourCard } from '../../domain/presentation/admin-tour-cards.js';
import { AdminGuard } from '../admin/admin.guard.js';

/** The admin page's tour cards (docs/decisions/101): admin only, like every other admin call. */
@Controller()
@UseGuards(AdminGuard)
export class AdminTourCardsController {
  constructor(@Inject(AdminTourCardsReader) private readonly reader: AdminTourCardsReader) {}

  /** GET /api/admin/tours: one card per admin tour, by number, from the catalogue store's live tours. */
  @Get(ADMIN_TOURS_PATH)
  cards(): Promise<AdminTourCard[]> {
    return this.reader.cards();
  }
}
