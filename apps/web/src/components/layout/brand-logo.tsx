import { Box } from '@mui/material';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { siteName } from '../../config/site';

type BrandLogoProps = {
  /** Light text for dark surfaces. */
  inverted?: boolean;
  onClick?: () => void;
};

/** The logo mark and the brand name, linking home. */
export function BrandLogo({ inverted = false, onClick }: BrandLogoProps) {
  const gradientId = useId();
  return (
    <Box
      component={Link}
      to={paths.home}
      onClick={onClick}
      // Browsers and test tools disagree on spacing between the two halves of the name.
      aria-label={siteName}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        textDecoration: 'none',
        borderRadius: '8px',
        color: inverted ? '#fff' : '#0f172a',
      }}
    >
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2563eb" />
            <stop offset="1" stopColor="#f97316" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
        <path d="M14 40 L50 22 L40 46 L33 37 Z" fill="#fff" />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.35rem', letterSpacing: '-0.01em', lineHeight: 1 }}
      >
        Trip
        <Box component="span" sx={{ color: inverted ? '#fdba74' : 'secondary.main' }}>
          Sutra
        </Box>
      </Box>
    </Box>
  );
}
