import { isTwoServerPortal } from './assemblies/two-server-portal.js';
import type { Level, Portal } from './portal.js';

/** What the helper reads of the scenario's world (features/support/world.ts): its level and its portal. */
interface Scenario {
  readonly level: Level;
  readonly portal: Portal;
}

/**
 * What a level may lack (the optional members of features/support/portal.ts), and the tags of the levels whose
 * assemblies offer it. A scenario runs at every level its tags name, so a step that needs one of these at a level
 * without it means the scenario's tags are wrong: the message says which tags would be right.
 */
const OFFERED_AT = {
  'the real server': ['@api', '@ui'],
  'a browser tab': ['@ui'],
  'two servers': ['@two-servers'],
  'the pages a visitor opens': ['@domain', '@api', '@ui'],
  'destination and activity pages': ['@domain', '@ui'],
  'shopping pages': ['@domain', '@ui'],
  'the real-estate page': ['@domain', '@api'],
  "the pages' data loader on its own": ['@domain'],
  "the home page's own reading of the domain descriptions file": ['@domain', '@api'],
  'the copy of a photo the browser chose to load': ['@ui'],
  'the marketplace photos the operator arranges': ['@domain', '@api', '@ui'],
  'a failing marketplace images call': ['@domain', '@ui'],
  'a visitor whose analytics events are read': ['@domain', '@ui'],
  'a visitor whose consent choice is kept': ['@domain', '@ui'],
  'a catalogue editor': ['@domain'],
  'an admin page': ['@domain', '@api', '@ui'],
  'a domain descriptions file to edit': ['@domain', '@api', '@ui'],
  'saving a bare photo address': ['@domain', '@api'],
  'upload links to ask for and send to': ['@domain', '@api'],
  'a crop dialog': ['@domain', '@ui'],
  "a keyboard on the crop dialog": ['@ui'],
  'the crop settings on their own': ['@domain'],
  "auto enhance on a photo's pixels": ['@domain'],
  'batch upload': ['@domain', '@ui'],
  'an upload through a rate limit': ['@domain', '@ui'],
  'the upload widget on its own': ['@domain'],
} as const satisfies Record<string, readonly string[]>;

export type Capability = keyof typeof OFFERED_AT;

/** Where the scenario runs: its level's tag, or @two-servers for features/scale-out.feature's portal. */
function placeOf(world: Scenario): string {
  return isTwoServerPortal(world.portal) ? '@two-servers' : `@${world.level}`;
}

/**
 * The capability, when the scenario's level has it; otherwise a failure naming the level and the tags to use. It
 * also fails when a level offers what the table above says it lacks, so the table stays true to the assemblies.
 */
export function capabilityOf<T>(world: Scenario, value: T | undefined, capability: Capability): T {
  const place = placeOf(world);
  const offeredAt: readonly string[] = OFFERED_AT[capability];
  if (value === undefined) throw new Error(`The ${place} level does not offer ${capability}: tag the scenario ${offeredAt.join(' or ')}`);
  if (!offeredAt.includes(place)) throw new Error(`The ${place} level offers ${capability}, which features/support/capability.ts does not list for it: add ${place} to its line`);
  return value;
}

/** The visitor of the pages, which every single-server level has. */
export const visitorOf = (world: Scenario) => capabilityOf(world, world.portal.visitor, 'the pages a visitor opens');

/** The visitor's browser tab, at @ui. */
export const browserTabOf = (world: Scenario) => capabilityOf(world, world.portal.page, 'a browser tab');

/** The real server, at @api and @ui. */
export const serverOf = (world: Scenario) => capabilityOf(world, world.portal.server, 'the real server');
