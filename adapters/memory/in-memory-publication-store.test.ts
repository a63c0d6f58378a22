import { publicationStoreContract } from '../contracts/publication-store.contract.js';
import { InMemoryPublicationStore } from './in-memory-publication-store.js';

publicationStoreContract('InMemoryPublicationStore', (clock) => new InMemoryPublicationStore(clock), (first) => (first as InMemoryPublicationStore).sharing());
