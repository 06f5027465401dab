import { styled, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';

/** Shown when a post has no picture, or its picture fails to load. */
export const DEFAULT_BLOG_IMAGE = `${import.meta.env.BASE_URL}images/default-travel.svg`;

/** Covers are drawn 3:2; the attributes let the browser keep the space before it loads. */
const WIDTH = 600;
const HEIGHT = 400;

type BlogImageProps = {
  url: string;
  srcset: ReadonlyArray<{ url: string; width: number }>;
  alt: string;
  /** Which width the picture takes at each screen size, for the browser to pick from srcset. */
  sizes: string;
  /** Pictures in the first screenful load at once; the others when scrolled near. */
  eager?: boolean;
  /** The page's main picture: fetched ahead of other images. */
  priority?: boolean;
  sx?: SxProps<Theme>;
};

// Not a Box: Box would take width and height as styles, and the attributes are what is wanted.
const Img = styled('img')({});

export function BlogImage({
  url,
  srcset,
  alt,
  sizes,
  eager = false,
  priority = false,
  sx,
}: BlogImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const usable = url !== '' && url !== failedUrl;
  const srcSet = usable ? srcset.map((source) => `${source.url} ${source.width}w`).join(', ') : '';
  return (
    <Img
      src={usable ? url : DEFAULT_BLOG_IMAGE}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          objectFit: 'cover',
          bgcolor: 'accent.placeholder',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
