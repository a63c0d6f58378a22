import { linkHealthStoreContract } from '../contracts/link-health-store.contract.js';
import { InMemoryLinkHealthStore } from './in-memory-link-health-store.js';

linkHealthStoreContract('InMemoryLinkHealthStore', () => new InMemoryLinkHealthStore(), (first) => first);
