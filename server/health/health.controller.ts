import { Controller, Get, Header, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SERVER_LIFECYCLE, type ServerLifecycle } from '../lifecycle/server-lifecycle.js';

/** One engine as the health check probes it: a read, and a write that is undone (docs/decisions/056). */
export interface EngineHealth {
  readonly engine: string;
  /** Answers a real query (the database: SELECT 1; the bucket or folder: it can be listed). */
  reachable(): Promise<boolean>;
  /** Takes a write (the database: one probe row rewritten; the storage: a probe object written, read back and removed). */
  writable(): Promise<boolean>;
}

/** Free space of the file system that holds DATA_DIR. */
export interface DiskHealth {
  freeBytes(): Promise<number>;
  readonly minFreeBytes: number;
}

/** What the composition root (server/app.module.ts) hands the health check: the engines it chose, and DATA_DIR's disk. */
export interface HealthProbes {
  readonly database: EngineHealth;
  readonly objectStorage: EngineHealth;
  readonly dataDir: DiskHealth;
}
export const HEALTH_PROBES = Symbol.for('HealthProbes');
/** Only load balancers call it, so only the server names it. */
export const HEALTH_PATH = '/api/health';
/** Each probe waits at most this long; a probe that takes longer counts as failed. */
const PROBE_TIMEOUT_MS = 3000;
/**
 * One probe run answers every call within this long: the path is public, and each run writes to the database and
 * the object storage, so a flood of health checks costs one run a second instead of one each (a load balancer asks
 * every few seconds and sees a result at most a second old).
 */
export const PROBE_RESULT_MAX_AGE_MS = 1000;

/** A result shared by every caller until it is `maxAgeMs` old, the run under way included. */
export class RecentResult<T> {
  private latest: { at: number; result: Promise<T> } | undefined;

  constructor(
    private readonly run: () => Promise<T>,
    private readonly maxAgeMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const at = this.now();
    if (!this.latest || at - this.latest.at >= this.maxAgeMs) this.latest = { at, result: this.run() };
    return this.latest.result;
  }
}
const MB = 1024 * 1024;

/**
 * GET /api/health for load balancers (docs/architecture.md §2, §3; docs/decisions/056): 200 while the database
 * and the object storage answer a read and take a write and DATA_DIR's disk has at least MIN_FREE_DISK_MB free;
 * 503 otherwise, and from the moment the server starts stopping (docs/decisions/055). The body says which.
 */
@Controller()
export class HealthController {
  private readonly probed = new RecentResult(
    () => Promise.all([probeEngine(this.probes.database), probeEngine(this.probes.objectStorage), probeDisk(this.probes.dataDir)]),
    PROBE_RESULT_MAX_AGE_MS,
  );

  constructor(
    @Inject(HEALTH_PROBES) private readonly probes: HealthProbes,
    @Inject(SERVER_LIFECYCLE) private readonly lifecycle: ServerLifecycle,
  ) {}

  @Get(HEALTH_PATH)
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) response: Response): Promise<object> {
    const [database, objectStorage, dataDir] = await this.probed.get();
    // Read at every call: a stopping server says so at once.
    const stopping = this.lifecycle.stopping;
    const healthy = !stopping && database.reachable && database.writable && objectStorage.reachable && objectStorage.writable && dataDir.enough;
    response.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: stopping ? 'stopping' : healthy ? 'ok' : 'unavailable', database, objectStorage, dataDir };
  }
}

function withinTimeout(check: () => Promise<boolean>): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, false).unref());
  return Promise.race([check().catch(() => false), timeout]);
}

async function probeEngine(engine: EngineHealth): Promise<{ engine: string; reachable: boolean; writable: boolean }> {
  const [reachable, writable] = await Promise.all([withinTimeout(() => engine.reachable()), withinTimeout(() => engine.writable())]);
  return { engine: engine.engine, reachable, writable };
}

async function probeDisk(disk: DiskHealth): Promise<{ freeMb: number | null; minFreeMb: number; enough: boolean }> {
  const minFreeMb = Math.round(disk.minFreeBytes / MB);
  try {
    const free = await disk.freeBytes();
    return { freeMb: Math.floor(free / MB), minFreeMb, enough: free >= disk.minFreeBytes };
  } catch {
    return { freeMb: null, minFreeMb, enough: false };
  }
}
