import { GoBackButton } from '../components/go-back-button.js';

export default GoBackButton;
