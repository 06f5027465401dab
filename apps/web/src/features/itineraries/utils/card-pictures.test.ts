import { describe, expect, it } from 'vitest';
import { itineraryFixture } from '../../../test/itinerary-fixture';
import { distinctCardPictures } from './card-pictures';

describe('card pictures', () => {
  it('gives a card whose picture is taken its first sight not yet shown', () => {
    const cards = [
      itineraryFixture(),
      itineraryFixture({ topAttractions: ['Calangute Beach', 'Fort Aguada'] }),
      itineraryFixture({ headerImage: '/images/own-photo.jpg' }),
      itineraryFixture(),
    ];
    expect(distinctCardPictures(cards)).toEqual([
      '/api/place-image?place=Calangute+Beach&destination=Goa',
      '/api/place-image?place=Fort+Aguada&destination=Goa',
      '/images/own-photo.jpg',
      '/api/place-image?place=Baga+Beach&destination=Goa',
    ]);
  });
});
