import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';

/** One engine as the health check reports it. */
export interface EngineHealth {
  readonly engine: string;
  reachable(): Promise<boolean>;
}

/** What the composition root (server/app.module.ts) hands the health check: the engines it chose. */
export interface HealthProbes {
  readonly database: EngineHealth;
  readonly objectStorage: EngineHealth;
}
export const HEALTH_PROBES = Symbol.for('HealthProbes');
/** Only load balancers call it, so only the server names it. */
export const HEALTH_PATH = '/api/health';

/**
 * GET /api/health for load balancers (docs/architecture.md §2, §3): 200 while the database and the
 * object storage answer, 503 otherwise; the body names each engine and whether it answered. Each
 * probe waits at most 3 seconds.
 */
@Controller()
export class HealthController {
  constructor(@Inject(HEALTH_PROBES) private readonly probes: HealthProbes) {}

  @Get(HEALTH_PATH)
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) response: Response): Promise<object> {
    const [database, objectStorage] = await Promise.all([probe(this.probes.database), probe(this.probes.objectStorage)]);
    const healthy = database.reachable && objectStorage.reachable;
    response.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: healthy ? 'ok' : 'unavailable', database, objectStorage };
  }
}

async function probe(engine: EngineHealth): Promise<{ engine: string; reachable: boolean }> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, 3000, false).unref());
  const reachable = await Promise.race([engine.reachable().catch(() => false), timeout]);
  return { engine: engine.engine, reachable };
}
