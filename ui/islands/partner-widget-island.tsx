import { PartnerWidgetIsland } from '../components/partner-widget.js';

/** The marketplace's widget: its script added on arrival, the page's best tours listed after 4 s without it. */
export default PartnerWidgetIsland;
