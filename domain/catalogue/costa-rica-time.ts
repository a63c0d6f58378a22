/*
 * Costa Rica time (America/Costa_Rica): UTC−6 all year, with no daylight saving time since 1992, so a fixed offset is
 * the whole rule and no time-zone database is needed (docs/decisions/104). The operator schedules catalogue changes in
 * it: a time written without an offset, '2026-12-01T08:00', is read as Costa Rica time.
 */

/** How the answers name the time zone a time without an offset was read in. */
export const COSTA_RICA_TIME_ZONE = 'America/Costa_Rica (UTC−6, no daylight saving time)';

const OFFSET_MS = -6 * 60 * 60 * 1000;

/** 'YYYY-MM-DDTHH:MM', optional ':SS', optional 'Z' or '±HH:MM'. */
const TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?(Z|([+-])(\d{2}):(\d{2}))?$/;

/** A time the operator gave: the instant, and whether it was read as Costa Rica time (it named no offset). */
export interface ScheduleTime {
  readonly at: Date;
  readonly readAsCostaRicaTime: boolean;
}

/**
 * The instant `text` names: '2026-12-01T08:00' (Costa Rica time), '2026-12-01T14:00Z' or '2026-12-01T09:00+01:00' (as
 * they say), seconds optional. Undefined for anything else, a day or hour that does not exist included.
 */
export function parseScheduleTime(text: string): ScheduleTime | undefined {
  const match = TIME_PATTERN.exec(text);
  if (match === null) return undefined;
  const [, toTheMinute, second = ':00', offset, sign, hours, minutes] = match;
  const wallClock = `${toTheMinute}${second}`;
  const read = new Date(`${wallClock}Z`);
  // Date reads 30 February as 2 March and 24:00 as the next day's midnight: a time that does not exist is refused.
  if (Number.isNaN(read.getTime()) || read.toISOString().slice(0, 19) !== wallClock) return undefined;
  if (offset === undefined) return { at: new Date(read.getTime() - OFFSET_MS), readAsCostaRicaTime: true };
  const ahead = sign === undefined ? 0 : (sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)) * 60 * 1000;
  return { at: new Date(read.getTime() - ahead), readAsCostaRicaTime: false };
}

/** The instant as Costa Rica time, to the minute: '2026-12-01T08:00'. */
export function costaRicaTimeOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}
