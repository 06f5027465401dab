import { styled, type SxProps, type Theme } from '@mui/material';
import type { PackageImage as PackageImageData } from '@trip/shared/tour-packages/schemas';
import { useState } from 'react';

/** Shown when a package has no picture, or its picture fails to load. */
const DEFAULT_PACKAGE_IMAGE = `${import.meta.env.BASE_URL}default-package.svg`;

/** Package pictures are drawn 3:2; the attributes let the browser keep the space before it loads. */
const WIDTH = 600;
const HEIGHT = 400;

type PackageImageProps = {
  image: PackageImageData | undefined;
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

export function PackageImage({
  image,
  alt,
  sizes,
  eager = false,
  priority = false,
  sx,
}: PackageImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const usable = image && image.url !== failedUrl ? image : undefined;
  const srcSet = usable?.srcset.map((source) => `${source.url} ${source.width}w`).join(', ');
  return (
    <Img
      src={usable?.url ?? DEFAULT_PACKAGE_IMAGE}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(image?.url)}
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
