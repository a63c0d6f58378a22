import { GiftCategoryButtons } from '../components/gift-categories.js';

/** The gift store's category buttons: they mark the choice, which the status island reads (../components/gift-categories.tsx). */
export default GiftCategoryButtons;
