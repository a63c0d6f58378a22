import { StaticImageFallbacks } from '../components/static-image-fallbacks.js';

/** Every image of a static page falls back to its local picture when its source fails. */
export default StaticImageFallbacks;
