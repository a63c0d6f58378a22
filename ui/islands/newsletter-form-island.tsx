import { NewsletterForm } from '../components/newsletter-form.js';
import { withIslandServices } from './island-services.js';

/** Home's newsletter sign-up (ports: the newsletter subscriptions, and the scheduler of the toasts it raises). */
export default withIslandServices(NewsletterForm);
