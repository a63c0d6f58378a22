import { CurrentYear } from '../components/client-values.js';

export default CurrentYear;
