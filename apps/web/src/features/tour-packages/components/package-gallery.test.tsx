import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testPackage } from '../package-fixture';
import { nextIndex, previousIndex } from './image-viewer-dialog';
import { PackageGallery } from './package-gallery';

// Two shared cores: the page may take longer than testing-library's 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

const { images, title } = testPackage();

async function openPhoto(name: RegExp) {
  render(<PackageGallery images={images} title={title} />);
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the gallery viewer', () => {
  it('opens the chosen photo at full size', async () => {
    const viewer = await openPhoto(/View photo 2 of 3: Fort Aguada/);
    expect(viewer).toHaveAccessibleName('Fort Aguada');
    expect(screen.getByText('Photo 2 of 3')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Fort Aguada' })).toHaveAttribute(
      'src',
      '/api/media/art/bbbb.webp',
    );
  });

  it('goes from the last photo to the first with Next, and back with Previous', async () => {
    const viewer = await openPhoto(/View photo 3 of 3/);
    expect(viewer).toHaveAccessibleName('Basilica of Bom Jesus');

    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Calangute Beach');
    expect(screen.getByText('Photo 1 of 3')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Basilica of Bom Jesus');
    expect(screen.getByText('Photo 3 of 3')).toBeVisible();
  });

  it('steps with the arrow keys, wrapping round, and closes with Escape', async () => {
    await openPhoto(/View photo 1 of 3/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Basilica of Bom Jesus');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Fort Aguada');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no Previous or Next for a single photo', async () => {
    render(<PackageGallery images={images.slice(0, 1)} title={title} />);
    await userEvent.click(screen.getByRole('button', { name: /View photo 1 of 1/ }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
  });
});

describe('nextIndex and previousIndex', () => {
  it('wrap around both ends', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(1, 3)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });
});
