import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_NOTICE_MS, ShareDialog } from './share-dialog';

const url = 'https://tripsutra.in/package/goa-sun-sand-and-forts';
const title = 'Goa Sun, Sand & Forts';

describe('ShareDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the four networks with the link filled in', () => {
    render(<ShareDialog open onClose={() => undefined} url={url} title={title} />);
    expect(screen.getByRole('dialog', { name: 'Share This Package' })).toBeVisible();
    const link = encodeURIComponent(url);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    );
    expect(screen.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toContain(
      `url=${link}`,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(link);
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toContain(
      `url=${link}`,
    );
    for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'LinkedIn']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('textbox', { name: 'Package link' })).toHaveValue(url);
    expect(screen.getByRole('textbox', { name: 'Package link' })).toHaveAttribute('readonly');
  });

  it('copies the link and says "Copied!" for 2 seconds', async () => {
    // user-event gives jsdom a clipboard. The click itself is a plain event: testing-library's
    // async helpers wait on timers, which are frozen here.
    userEvent.setup();
    render(<ShareDialog open onClose={() => undefined} url={url} title={title} />);
    vi.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();

    act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    expect(screen.queryByText('Copied!')).toBeNull();

    // The clipboard reads through jsdom's file reader, which needs the real clock.
    vi.useRealTimers();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
