import { CurrentHost } from '../components/client-values.js';

export default CurrentHost;
