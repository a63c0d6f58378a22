import type { Locator, Page } from '@playwright/test';

/** Page object of /tours: role-based locators only. */
export class ToursPage {
  constructor(private readonly page: Page) {}

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The photo shown on a card, when the card carries the "Custom Image" badge. */
  async customPhotoOf(title: string): Promise<string | undefined> {
    const card = this.card(title);
    // The photos come when their card comes near the window (on a phone the first cards are below the fold,
    // docs/decisions/083): the visitor looks at the card, and its photo may take the page's one call to arrive.
    await card.scrollIntoViewIfNeeded();
    const shown = await card
      .getByText('Custom Image', { exact: true })
      .waitFor({ timeout: 10_000 })
      .then(() => true, () => false);
    if (!shown) return undefined;
    const src = await this.photo(title).getAttribute('src');
    return src ?? undefined;
  }

  private photo(title: string): Locator {
    // The card's picture comes first; its alt says what it shows ("Photo of …", or the drawing's subject), which the
    // card's heading already names, and the star rating after it is an image too.
    return this.card(title).getByRole('img').first();
  }

  /** The <source>s of a card's <picture>, in order, and its <img>'s fallback src (docs/decisions/048). */
  async photoOffer(title: string): Promise<{ src: string; sources: { type: string; srcset: string; sizes: string }[] }> {
    return this.photo(title).evaluate((image: HTMLImageElement) => ({
      src: image.getAttribute('src') ?? '',
      sources: [...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : [])].map((source) => ({
        type: source.type,
        srcset: source.srcset,
        sizes: source.sizes,
      })),
    }));
  }

  /** The address the browser chose for a card's image, once it has loaded it. */
  async loadedPhoto(title: string): Promise<string> {
    const photo = this.photo(title);
    await photo.scrollIntoViewIfNeeded();
    return photo.evaluate(
      (image: HTMLImageElement) =>
        new Promise<string>((resolve, reject) => {
          if (image.complete && image.naturalWidth > 0) resolve(image.currentSrc);
          image.addEventListener('load', () => resolve(image.currentSrc));
          image.addEventListener('error', () => reject(new Error(`The image failed to load: ${image.currentSrc}`)));
        }),
    );
  }

  /** A card image's loading and fetchpriority attributes, as the page wrote them. */
  async imageLoading(title: string): Promise<{ loading: string; fetchPriority: string }> {
    // A card without a picture shows its designed cover, drawn inline: there is nothing to fetch.
    const photo = this.card(title).locator('img').first();
    if ((await photo.count()) === 0) return { loading: 'nothing to fetch', fetchPriority: 'auto' };
    return { loading: (await photo.getAttribute('loading')) ?? 'eager', fetchPriority: (await photo.getAttribute('fetchpriority')) ?? 'auto' };
  }

  /** The destination filter row (features/filters.feature). */
  get destinationFilter(): Locator {
    return this.page.getByRole('group', { name: 'Filter tours by destination' });
  }

  /** The row's options: links to the sections they show (docs/decisions/112). */
  get destinationChoices(): Locator {
    return this.destinationFilter.getByRole('link');
  }

  async chooseDestination(name: string): Promise<void> {
    const choice = this.destinationFilter.getByRole('link', { name, exact: true });
    await choice.click();
    // A link followed before the filter's island arrived goes to its section, which the island then takes as chosen
    // (docs/decisions/112): the visitor sees it take effect when the link shows as the current one.
    await choice.and(this.page.locator('[aria-current="true"]')).waitFor();
  }

  /** Each destination section in page order: its heading, its tour cards and its coming-soon note. */
  async sections(): Promise<{ name: string; tourCount: number; comingSoon?: { title: string; text: string } }[]> {
    const main = this.page.getByRole('main');
    const names = await main.getByRole('heading', { level: 2 }).allTextContents();
    return Promise.all(
      names.map(async (name) => {
        const section = main.getByRole('region', { name, exact: true });
        // What the section shows instead of cards: a heading and its text outside any tour card.
        const comingSoon = await section.evaluate((element) => {
          const heading = [...element.querySelectorAll('h3')].find((candidate) => !candidate.closest('article'));
          return heading ? { title: heading.textContent ?? '', text: heading.nextElementSibling?.textContent ?? '' } : undefined;
        });
        return { name, tourCount: await section.getByRole('article').count(), ...(comingSoon ? { comingSoon } : {}) };
      }),
    );
  }

  async titlesWithCustomPhoto(): Promise<string[]> {
    const cards = this.page.getByRole('article').filter({ has: this.page.getByText('Custom Image', { exact: true }) });
    return cards.getByRole('heading', { level: 3 }).allTextContents();
  }
}
