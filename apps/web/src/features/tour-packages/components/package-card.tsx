import { Box, Card, CardContent, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PackageImage } from './package-image';
import { PriceTag } from './price-tag';
import { packageCheck } from '../utils/checked-package';
import { FiveStars } from './five-stars';
import { shapes } from '../../../config/theme-tokens';

/** What a package page receives from a card: the package, to show before it is fetched. */
export type PackageLinkState = { package: TourPackage };

/** Card widths in the list's grid: 1 column on phones, 2 on tablets, 3 from 900 px. */
const CARD_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 46vw, 92vw';

type PackageCardProps = {
  pkg: TourPackage;
  /** A card in the first screenful loads its picture at once. */
  eager?: boolean;
  /** The heading level of the card's title within the page. */
  headingLevel?: 'h2' | 'h3';
  /** The card's width at each screen size (an img `sizes`); the list's grid by default. */
  imageSizes?: string;
};

const preloadCheck = () => void packageCheck.load().catch(() => undefined);

/**
 * A label on the card's picture (the discount, the category), drawn as a small MUI Chip is: a
 * label, not a control, so it does without the Chip's code.
 */
const badgeSx = {
  position: 'absolute',
  top: 12,
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: shapes.pill,
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const;

/**
 * One package in a list. The title is the link (its name is the package's name for screen
 * readers); it stretches over the whole card so any click on the card follows it.
 */
export function PackageCard({
  pkg,
  eager = false,
  headingLevel = 'h2',
  imageSizes = CARD_SIZES,
}: PackageCardProps) {
  const { pricing, travelDetails } = pkg;
  const state: PackageLinkState = { package: pkg };
  return (
    <Card
      component="article"
      elevation={0}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '18px',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 10px 30px -18px rgba(30, 58, 138, 0.35)',
        '&:has(a:focus-visible)': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
        '@media (prefers-reduced-motion: no-preference)': {
          transition: 'transform 0.25s ease, box-shadow 0.25s ease',
          '&:hover': {
            transform: 'translateY(-4px)',
            boxShadow: '0 18px 40px -20px rgba(30, 58, 138, 0.5)',
          },
        },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <PackageImage image={pkg.images[0]} alt="" sizes={imageSizes} eager={eager} />
        {pricing.discountPercentage > 0 && (
          <Box
            component="span"
            sx={{
              ...badgeSx,
              left: 12,
              fontWeight: 700,
              color: 'common.white',
              bgcolor: 'accent.alert',
            }}
          >
            {pricing.discountPercentage}% OFF
          </Box>
        )}
        <Box
          component="span"
          sx={{
            ...badgeSx,
            right: 12,
            fontWeight: 600,
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            color: 'grey.800',
          }}
        >
          {pkg.category}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        <Typography
          component={headingLevel}
          sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.35 }}
        >
          <Box
            component={Link}
            to={paths.packageDetail(pkg.slug)}
            state={state}
            onPointerEnter={preloadCheck}
            onFocus={preloadCheck}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              // The card shows the focus ring instead (see above).
              '&&:focus-visible': { outline: 'none' },
              // The link covers the card, so the whole card is one target.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {pkg.title}
          </Box>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            {travelDetails.fromLocation} → {travelDetails.toLocation}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <AccessTimeIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            {travelDetails.duration} {travelDetails.duration === 1 ? 'Day' : 'Days'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <FiveStars />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            ({pkg.rating.count} {pkg.rating.count === 1 ? 'review' : 'reviews'})
          </Typography>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1.5, borderTop: '1px solid rgba(15, 23, 42, 0.08)' }}>
          <PriceTag pricing={pricing} />
        </Box>
      </CardContent>
    </Card>
  );
}
