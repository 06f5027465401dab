import { Box, ButtonBase } from '@mui/material';
import type { PackageImage as PackageImageData } from '@trip/shared/tour-packages/schemas';
import { useState } from 'react';
import { ImageViewerDialog } from './image-viewer-dialog';
import { PackageImage } from './package-image';

type PackageGalleryProps = {
  images: readonly PackageImageData[];
  title: string;
};

/**
 * The package's photos: one, two or three to a row as there are photos. Each opens the
 * full-size viewer. A package without photos shows the default picture.
 */
export function PackageGallery({ images, title }: PackageGalleryProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const count = images.length;
  if (count === 0) {
    return (
      <PackageImage
        image={undefined}
        alt=""
        sizes="(min-width: 1200px) 780px, 96vw"
        priority
        sx={{ borderRadius: '18px' }}
      />
    );
  }

  const columns = Math.min(count, 3);
  // Three to a row is too small on a phone: there the first photo spans the row, the others pair up.
  const phoneColumns = count === 1 ? 1 : 2;
  const wideSizes = `(min-width: 1200px) ${Math.round(780 / columns)}px, (min-width: 600px) ${Math.round(96 / columns)}vw`;

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: `repeat(${phoneColumns}, minmax(0, 1fr))`,
            sm: `repeat(${columns}, minmax(0, 1fr))`,
          },
        }}
      >
        {images.map((image, index) => (
          <ButtonBase
            key={image.url}
            focusRipple
            aria-label={`View photo ${index + 1} of ${count}${image.caption ? `: ${image.caption}` : ''}`}
            onClick={() => setViewing(index)}
            sx={{
              display: 'block',
              borderRadius: '14px',
              overflow: 'hidden',
              gridColumn: {
                xs: index === 0 && count > 1 && count % 2 === 1 ? '1 / -1' : 'auto',
                sm: 'auto',
              },
              '& img': { transition: 'transform 0.3s ease' },
              '@media (prefers-reduced-motion: no-preference)': {
                '&:hover img': { transform: 'scale(1.04)' },
              },
            }}
          >
            <PackageImage
              image={image}
              alt=""
              sizes={`${wideSizes}, ${index === 0 && count % 2 === 1 ? 96 : 48}vw`}
              eager={index < 3}
              priority={index === 0}
            />
          </ButtonBase>
        ))}
      </Box>
      <ImageViewerDialog
        images={images}
        index={viewing}
        title={title}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
