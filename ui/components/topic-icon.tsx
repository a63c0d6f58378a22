import type { TopicIcon as TopicIconName } from '../../domain/presentation/topic-icon.js';
import { Icon } from './icons.js';

/**
 * A topic's symbol, decorative: the name beside it says what it stands for. One line drawing per topic, in the site's
 * icon file (./icon-sprite.svg, `topic-…`) on the 24 × 24 grid of the other icons, so they sit beside them; named,
 * not repeated, on the page (docs/decisions/089).
 */
export function TopicIcon({ name, size = 32 }: { name: TopicIconName; size?: number }) {
  return <Icon name={`topic-${name}`} size={size} />;
}
