import { token } from './shared/token.js';
import type { TourImageRepository } from './tours/tour-image-repository.js';
import type { TourImagesApi } from './tours/tour-images-api.js';

/**
 * Every port's DI token, in one file (STYLE §5). Both composition roots bind these:
 * server/app.module.ts (Nest providers) and ui/container.ts (inversify).
 */
export const TourImageRepositoryToken = token<TourImageRepository>('TourImageRepository');
export const TourImagesApiToken = token<TourImagesApi>('TourImagesApi');
