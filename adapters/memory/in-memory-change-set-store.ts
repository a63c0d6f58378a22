import type { ChangeSet, ChangeSetContent, ChangeSetStore } from '../../domain/catalogue/change-set-store.js';

/** Change sets in memory (docs/decisions/117): the domain tests' and @domain scenarios'. */
export class InMemoryChangeSetStore implements ChangeSetStore {
  constructor(private readonly sets: ChangeSet[] = []) {}

  /** A second instance over the same change sets, as a second server has. */
  sharing(): InMemoryChangeSetStore {
    return new InMemoryChangeSetStore(this.sets);
  }

  async add(content: ChangeSetContent): Promise<ChangeSet> {
    const set = JSON.parse(JSON.stringify({ ...content, changeSet: this.sets.length + 1 })) as ChangeSet;
    this.sets.push(set);
    return structuredClone(set);
  }

  async get(changeSet: number): Promise<ChangeSet | undefined> {
    const set = this.sets[changeSet - 1];
    return set === undefined ? undefined : structuredClone(set);
  }

  async list(): Promise<ChangeSet[]> {
    return structuredClone(this.sets).reverse();
  }
}
