import { GiftCategoryStatus } from '../components/gift-categories.js';

/** The gift store's status line: it says which category is chosen and that every gift stays shown. */
export default GiftCategoryStatus;
