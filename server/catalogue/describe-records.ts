import type { RecordsPerCollection } from '../../domain/catalogue/catalogue-seeding.js';

/** Records per collection in one line for the operator: "2 destinations, 1 settings, 2 tours (5 records)". */
export function describeRecords(perCollection: RecordsPerCollection): string {
  const counts = Object.entries(perCollection);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  return `${counts.map(([collection, count]) => `${count} ${collection}`).join(', ')} (${total} ${total === 1 ? 'record' : 'records'})`;
}
