import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_STARS, MIN_STARS, StarField, randomStarCount } from './star-field';

describe('randomStarCount', () => {
  it('stays within 60 to 100 stars, both ends reachable', () => {
    expect([MIN_STARS, MAX_STARS]).toEqual([60, 100]);
    expect(randomStarCount(() => 0)).toBe(60);
    expect(randomStarCount(() => 0.999999)).toBe(100);
    expect(randomStarCount(() => 0.5)).toBe(80);
  });
});

describe('StarField', () => {
  it('places as many stars as it says, 60 to 100', () => {
    render(createElement(StarField));
    const field = screen.getByTestId('star-field');
    const count = Number(field.dataset.stars);
    expect(count).toBeGreaterThanOrEqual(MIN_STARS);
    expect(count).toBeLessThanOrEqual(MAX_STARS);
    expect(field.children).toHaveLength(count);
  });
});
