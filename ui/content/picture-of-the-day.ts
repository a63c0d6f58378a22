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

export const SOCIAL_CARD = {
  title: 'Follow Costa Rica Gateway',
  text: 'A new photograph of volcanoes, beaches, wildlife and cloud forests every day, plus travel tips from the people who live here.',
  linkLabel: 'Follow on Instagram',
  url: 'https://www.instagram.com/costaricagateway/',
} as const;

export const ABOUT_PICTURE_OF_THE_DAY = {
  title: 'About the Picture of the Day',
  paragraphs: [
    'Each day we feature a photograph of Costa Rica by a professional photographer: the Arenal volcano at dawn, the beaches of Manuel Antonio, the mist of Monteverde, the scarlet macaws of Carara.',
    'Every photo links to its original on the photo agency, where you can see it at full size and license it from the photographer.',
  ],
} as const;
