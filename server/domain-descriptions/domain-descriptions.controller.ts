import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { DomainDescriptionSource } from '../../domain/domain-descriptions/domain-description-source.js';
import { DomainDescriptionSourceToken } from '../../domain/tokens.js';

@Controller('api/domain-descriptions')
export class DomainDescriptionsController {
  constructor(@Inject(DomainDescriptionSourceToken) private readonly source: DomainDescriptionSource) {}

  /** docs/architecture.md §3: the CSV of `$DATA_DIR/domain-descriptions.csv`, as text/csv. */
  @Get()
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  csv(): Promise<string> {
    return this.source.csv();
  }
}
