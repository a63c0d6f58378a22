import { describe, expect, it } from 'vitest';
import { aPublicTour, anAdminOnlyTour } from '../../test-support/catalogue-documents.js';
import { draftAfterStopGap, searchStopGap, StopGapRefusedError } from './search-stop-gap.js';

describe('searchStopGap', () => {
  it("makes the tour's link search for its title, keeping the rest of the record and saying what it replaced", () => {
    const { id: _id, ...tour } = aPublicTour({ searchTerm: 'old term' });
    const stopGap = searchStopGap(tour, 'P1');
    expect(stopGap.data).toEqual({ ...tour, searchTerm: 'Arenal Volcano Hike' });
    expect(stopGap.previousTerm).toBe('old term');
    expect(stopGap.url).toBe('https://www.getyourguide.com/s/?q=Arenal+Volcano+Hike&partner_id=P1&utm_medium=online_publisher&cmp=costa_rica_gateway');
  });

  it('refuses an admin-only tour, a record that is not a tour, one without a title and one already searching for its title', () => {
    const refusal = (tour: unknown) => {
      try {
        searchStopGap(tour, 'P1');
      } catch (error) {
        expect(error).toBeInstanceOf(StopGapRefusedError);
        expect((error as Error).name).toBe('StopGapRefusedError');
        return (error as Error).message;
      }
      return 'made';
    };
    expect(refusal(anAdminOnlyTour())).toBe('Only a public tour has a booking link to send to a search');
    expect(refusal(null)).toBe('Only a public tour has a booking link to send to a search');
    expect(refusal({ visibility: 'public' })).toBe('Only a public tour has a booking link to send to a search');
    expect(refusal({ visibility: 'public', searchTerm: 'x' })).toBe('The tour has no title to search for');
    expect(refusal({ visibility: 'public', searchTerm: 'x', title: {} })).toBe('The tour has no title to search for');
    expect(refusal(aPublicTour({ searchTerm: 'Arenal Volcano Hike' }))).toBe('The link already searches for the tour\'s title, "Arenal Volcano Hike"');
  });
});

describe('draftAfterStopGap', () => {
  it('gives the draft the title as its search term, unless the draft changes the term itself', () => {
    expect(draftAfterStopGap({ searchTerm: 'old', price: 99 }, { searchTerm: 'old', price: 80 }, 'Title')).toEqual({ searchTerm: 'Title', price: 99 });
    expect(draftAfterStopGap({ searchTerm: 'fixed', price: 99 }, { searchTerm: 'old' }, 'Title')).toEqual({ searchTerm: 'fixed', price: 99 });
  });
});
