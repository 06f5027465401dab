import { describe, expect, it } from 'vitest';
import { parseDurationFilter, validatePackageForm } from './schemas';

describe('parseDurationFilter', () => {
  it.each([
    ['5', { min: 5, max: 5 }],
    [' 4 - 7 ', { min: 4, max: 7 }],
    ['8+', { min: 8, max: undefined }],
    ['7-3', undefined],
    ['a week', undefined],
    ['1e3', undefined],
  ])('%j → %j', (text, range) => {
    expect(parseDurationFilter(text)).toEqual(range);
  });
});

describe('validatePackageForm', () => {
  it('makes the slug from the title when none is typed', () => {
    const result = validatePackageForm({
      title: 'Goa: Sun & Sand',
      description: '<p>x</p>',
      shortDescription: 'Short',
      category: 'Beach',
      pricing: { basePrice: '1000' },
      travelDetails: { fromLocation: 'Pune', toLocation: 'Goa', duration: '3' },
    });
    expect(result.success && result.data.slug).toBe('goa-sun-sand');
  });
});
