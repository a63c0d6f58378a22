import { inboxStoreContract } from '../contracts/inbox-store.contract.js';
import { InMemoryInboxStore } from './in-memory-inbox-store.js';

inboxStoreContract('InMemoryInboxStore', () => new InMemoryInboxStore(), (first) => first);
