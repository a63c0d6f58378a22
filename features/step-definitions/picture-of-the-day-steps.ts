import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { showsMarkup } from '../../adapters/contracts/photo-feed-samples.js';
import { creditName } from '../../domain/photo-feed/photographer-credit.js';
import { illustrationUrl } from '../../ui/content/illustrations.js';
import { PictureOfTheDayPage } from '../support/pages/picture-of-the-day-page.js';
import type { PortalWorld } from '../support/world.js';

/** "A", "B" and "C" → ['A', 'B', 'C'] */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);

function browserOf(world: PortalWorld) {
  const { page, server } = world.portal;
  if (!page || !server) throw new Error('These steps drive a browser: run them at the @ui level');
  return { page, baseUrl: server.baseUrl };
}

const gallery = (world: PortalWorld) => new PictureOfTheDayPage(browserOf(world).page);

/** The server's answer when the agency's feed cannot be read (docs/architecture.md §3: 502 with the error shape). */
const FEED_UNAVAILABLE = { statusCode: 502, error: 'Bad Gateway', message: 'The photo feed is unavailable' };

Given("the portal cannot get the photo agency's feed", async function (this: PortalWorld) {
  await browserOf(this).page.route('**/api/photo-feed', (route) => route.fulfill({ status: 502, json: FEED_UNAVAILABLE }));
});

When('a visitor opens the picture of the day', async function (this: PortalWorld) {
  await gallery(this).open(browserOf(this).baseUrl);
});

When(/^the visitor moves to the (next|previous) photo (\d+) times?$/, async function (this: PortalWorld, direction: string, times: string) {
  const button = direction === 'next' ? gallery(this).nextButton : gallery(this).previousButton;
  for (let step = 0; step < Number(times); step++) await button.click();
});

Then('the gallery shows photo {string}', async function (this: PortalWorld, counter: string) {
  await expect(gallery(this).counter).toHaveText(counter);
});

Then('the photo is {string}, published on {string}', async function (this: PortalWorld, title: string, date: string) {
  const view = gallery(this);
  await expect(view.title).toHaveText(title);
  await expect(view.photo).toHaveAccessibleName(title);
  await expect(view.publicationDate).toHaveText(date);
});

Then(/^the photo shows the keywords (.+)$/, async function (this: PortalWorld, names: string) {
  await expect(gallery(this).keywordBadges).toHaveText(quoted(names));
});

Then('the photo shows {int} keyword badges, the first {int} of its {int} keywords', async function (this: PortalWorld, shown: number, first: number, total: number) {
  const badges = gallery(this).keywordBadges;
  await expect(badges).toHaveCount(shown);
  // The sample's scarlet macaw photo: 9 keywords, the last of them "Pacific" is left out.
  const keywords = ['scarlet macaw', 'Carara', 'Tárcoles', 'wildlife', 'birds', 'parrots', 'rainforest', 'Puntarenas', 'Pacific'];
  expect(keywords).toHaveLength(total);
  await expect(badges).toHaveText(keywords.slice(0, first));
});

Then('"View Original" opens the agency\'s page of the photo in a new tab', async function (this: PortalWorld) {
  const link = gallery(this).viewOriginal;
  await expect(link).toHaveAttribute('href', 'https://costaricagateway.com/destinations/arenal');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
});

Then('the visitor sees that the photos are temporarily unavailable', async function (this: PortalWorld) {
  await expect(gallery(this).unavailableNotice).toBeVisible();
  await expect(gallery(this).gallery).toHaveCount(0);
});

Then('the visitor is asked to try again later', async function (this: PortalWorld) {
  await expect(gallery(this).text("We're having trouble loading the latest Costa Rica photos. Please try again later.")).toBeVisible();
});

Given('no image of the photo feed can be loaded', async function (this: PortalWorld) {
  // The bundled sample's pictures, large and normal, are served by the portal under /sample-feed/.
  await browserOf(this).page.route('**/sample-feed/**', (route) => route.fulfill({ status: 404, body: '' }));
});

Then('the photo is shown from {string}', async function (this: PortalWorld, src: string) {
  await expect(gallery(this).photo).toHaveAttribute('src', src);
});

Then('the story reads {string}', async function (this: PortalWorld, description: string) {
  await expect(gallery(this).story.getByText(description, { exact: true })).toBeVisible();
});

Then('the photo is credited to {string}', async function (this: PortalWorld, photographer: string) {
  await expect(gallery(this).credit).toHaveText(`Photo by ${photographer}`);
  await expect(gallery(this).credit).toBeVisible();
});

Then('the gallery shows no markup', async function (this: PortalWorld) {
  const text = await gallery(this).gallery.innerText();
  expect(showsMarkup(text), text).toBe(false);
});

Then('the frame shows the photography illustration in place of {string}, never a broken image', async function (this: PortalWorld, title: string) {
  const picture = gallery(this).photo;
  await expect(picture).toHaveAccessibleName(`Illustration of a camera in place of the photo "${title}", which could not be loaded`);
  await expect(picture).toHaveAttribute('src', illustrationUrl('photography'));
  // A broken image has no natural size; the illustration has one once drawn.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

Then('the frame says that the photo could not be loaded', async function (this: PortalWorld) {
  await expect(gallery(this).photoCaption).toBeVisible();
});

/** The credit rule itself (domain/photo-feed/photographer-credit.ts), for the quoting styles no bundled feed uses. */
// A regular expression: the credits themselves hold quotes.
Then(/^a feed's credit "(.*)" shows the photographer as "(.*)"$/, function (credit: string, shown: string) {
  expect(creditName(credit)).toBe(shown);
});
