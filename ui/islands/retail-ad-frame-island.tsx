import { RetailAdFrame } from '../components/retail-ad-frame.js';

/** The coffee page's retailer ad frame, with its fallback link after the wait (issue 18.6). */
export default RetailAdFrame;
