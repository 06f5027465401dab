import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Goa Beach Escape', 'goa-beach-escape'],
    ['  Royal Rajasthan: Jaipur, Udaipur & Jodhpur!  ', 'royal-rajasthan-jaipur-udaipur-jodhpur'],
    ['Ladakh -- High   Passes', 'ladakh-high-passes'],
    ['--Kerala--', 'kerala'],
    ['5 Days in Bali', '5-days-in-bali'],
    ['Café Trails', 'caf-trails'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
