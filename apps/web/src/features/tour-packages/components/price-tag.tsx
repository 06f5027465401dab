import { Box, Typography } from '@mui/material';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { formatPrice } from '@trip/shared/common/money';

/**
 * The price a traveller pays, large, with the base price struck through beside it when there
 * is a discount. Screen readers hear "Original price" and "Price" rather than a bare strike.
 */
export function PriceTag({ pricing }: { pricing: TourPackage['pricing'] }) {
  const discounted = pricing.discountPercentage > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          color: 'primary.main',
          fontSize: '1.35rem',
          lineHeight: 1.2,
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          Price{' '}
        </Box>
        {formatPrice(pricing.discountedPrice, pricing.currency)}
      </Typography>
      {discounted && (
        <Typography
          component="s"
          data-testid="base-price"
          sx={{ color: 'text.secondary', fontSize: '0.95rem' }}
        >
          <Box component="span" sx={visuallyHidden}>
            Original price{' '}
          </Box>
          {formatPrice(pricing.basePrice, pricing.currency)}
        </Typography>
      )}
      {pricing.pricePerPerson && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          per person
        </Typography>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
