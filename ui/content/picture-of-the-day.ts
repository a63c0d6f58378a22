/**
 * docs/product.md §2 /picture-of-the-day: the copy around the gallery (the photos themselves come from the
 * feed). The social page is the portal's own; the agency's links come with each photo.
 */
export const PHOTO_FEED_COPY = {
  galleryLabel: 'Costa Rica photo of the day',
  loading: "Loading Costa Rica's most beautiful photos...",
  unavailableTitle: 'Photos temporarily unavailable',
  unavailableText: "We're having trouble loading the latest Costa Rica photos. Please try again later.",
  previous: 'Previous photo',
  next: 'Next photo',
  viewOriginal: 'View Original',
} as const;

/** The card beside the gallery; the page it follows, and its link's words, are the settings' first social link. */
export const SOCIAL_CARD = {
  title: 'Follow Costa Rica Gateway',
  text: 'A new photograph of volcanoes, beaches, wildlife and cloud forests every day, plus travel tips from the people who live here.',
} as const;

export const ABOUT_PICTURE_OF_THE_DAY = {
  title: 'About the Picture of the Day',
  paragraphs: [
    'Each day we feature photographs of Costa Rica from a photo agency\'s feed: volcanoes, beaches, cloud forests and wildlife, with the credit the agency gives each one.',
    'Every photo links to its original on the agency\'s site, where you can see it at full size and ask about licensing. Until the agency\'s feed is connected, the gallery shows a sample feed, and says so.',
  ],
} as const;
