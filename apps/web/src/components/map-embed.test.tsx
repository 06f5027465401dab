import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapEmbed } from './map-embed';

const props = {
  src: 'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik',
  title: 'Map of our office',
  address: 'Chinsurah, Hooghly, West Bengal',
  openUrl: 'https://www.openstreetmap.org/?mlat=22.9005&mlon=88.3897#map=15/22.9005/88.3897',
};

describe('MapEmbed', () => {
  it('shows the map frame, titled, with a link to open the map', () => {
    render(<MapEmbed {...props} />);
    expect(screen.getByTitle('Map of our office')).toHaveAttribute('src', props.src);
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      props.openUrl,
    );
    expect(screen.queryByTestId('map-fallback')).not.toBeInTheDocument();
  });

  it('replaces the frame with a placeholder card when the frame fails', () => {
    render(<MapEmbed {...props} />);
    fireEvent.error(screen.getByTitle('Map of our office'));

    expect(screen.queryByTitle('Map of our office')).not.toBeInTheDocument();
    const fallback = screen.getByTestId('map-fallback');
    expect(within(fallback).getByText('Map unavailable')).toBeVisible();
    expect(within(fallback).getByText(props.address)).toBeVisible();
    expect(within(fallback).getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      props.openUrl,
    );
  });
});
