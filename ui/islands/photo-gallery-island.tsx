import { PhotoGallery } from '../components/photo-gallery.js';
import { withIslandServices } from './island-services.js';

/** The picture of the day's gallery (ports: the photo feed, when the page came without its photos). */
export default withIslandServices(PhotoGallery);
