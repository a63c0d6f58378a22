import { tourImageRepositoryContract } from '../contracts/tour-image-repository.contract.js';
import { InMemoryTourImageRepository } from './in-memory-tour-image-repository.js';

tourImageRepositoryContract('InMemoryTourImageRepository', () => new InMemoryTourImageRepository());
