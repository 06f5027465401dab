import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTitle, usePageTitle } from './page-title';

describe('usePageTitle', () => {
  it('names the tab as the server does, and gives the site title back on leaving', () => {
    // As the server sends a post's page: the tab already holds the post's title.
    document.title = 'Monsoon in Meghalaya | TripSutra';
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Monsoon in Meghalaya' },
    });
    expect(document.title).toBe('Monsoon in Meghalaya | TripSutra');
    rerender({ title: 'Kerala Backwaters' });
    expect(document.title).toBe('Kerala Backwaters | TripSutra');
    unmount();
    expect(document.title).toBe(defaultTitle);
    expect(defaultTitle).toBe('TripSutra · AI trip planner for India');
  });
});
