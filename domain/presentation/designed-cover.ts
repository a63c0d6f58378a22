/**
 * docs/decisions/064: a card whose subject has no true drawing shows a designed cover (the place's
 * name over its category's pattern and icon) instead of a drawing of something else. Which of the
 * eight patterns a category gets; a category this list does not know gets the adventure pattern.
 */
export const COVER_PATTERNS = ['adventure', 'nature', 'water', 'culture', 'luxury', 'wellness', 'fishing', 'food'] as const;

export type CoverPattern = (typeof COVER_PATTERNS)[number];

const PATTERN_OF_CATEGORY: Readonly<Record<string, CoverPattern>> = {
  Adventure: 'adventure',
  Zipline: 'adventure',
  'Multi-Day': 'adventure',
  Thrill: 'adventure',
  'Nature & Wildlife': 'nature',
  'Nature Walk': 'nature',
  'Cloud Forest': 'nature',
  Rainforest: 'nature',
  Volcano: 'nature',
  Expedition: 'nature',
  Nature: 'nature',
  Wildlife: 'nature',
  'Water Sports': 'water',
  'Marine Wildlife': 'water',
  Beginner: 'water',
  Intermediate: 'water',
  Advanced: 'water',
  Ocean: 'water',
  'Culture & History': 'culture',
  Cultural: 'culture',
  Luxury: 'luxury',
  Wellness: 'wellness',
  Fishing: 'fishing',
  'Deep Sea': 'fishing',
  Inshore: 'fishing',
  'Fly Fishing': 'fishing',
  'Food & Culture': 'food',
};

export function coverPatternFor(category: string): CoverPattern {
  return Object.hasOwn(PATTERN_OF_CATEGORY, category) ? PATTERN_OF_CATEGORY[category]! : 'adventure';
}

/** The cover pattern's file under ui/public (drawn with the subject illustrations). */
export function coverPatternPath(pattern: CoverPattern): string {
  return `/illustrations/covers/pattern-${pattern}.svg`;
}
