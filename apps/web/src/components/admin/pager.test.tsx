import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pagerWindow } from './pager';

describe('pagerWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page and never runs past either end', () => {
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('keeps a page out of range inside the window', () => {
    expect(pagerWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 0)).toEqual([1]);
  });
});

describe('Pager', () => {
  it('marks the current page and moves to the one pressed', async () => {
    const onChange = vi.fn();
    render(<Pager page={7} totalPages={12} onChange={onChange} label="Feed pages" />);
    const nav = screen.getByRole('navigation', { name: 'Feed pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[9], [8]]);
  });

  it('is left out for a single page', () => {
    render(<Pager page={1} totalPages={1} onChange={() => undefined} label="Feed pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
