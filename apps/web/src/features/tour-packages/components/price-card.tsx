import { Box, Button, Chip, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ShareIcon from '@mui/icons-material/Share';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { formatPrice } from '@trip/shared/common/money';
import { panelSx } from './section-card';

type PriceCardProps = {
  pkg: TourPackage;
  onBook: () => void;
  onShare: () => void;
};

/** What the package costs (the discounted price first, the base as "Original"), and Book Now. */
export function PriceCard({ pkg, onBook, onShare }: PriceCardProps) {
  const { pricing, bookingInfo } = pkg;
  const discounted = pricing.discountPercentage > 0;
  return (
    <Paper component="section" aria-label="Price" elevation={0} sx={panelSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          data-testid="package-price"
          sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.1rem' }, color: 'primary.main' }}
        >
          {formatPrice(pricing.discountedPrice, pricing.currency)}
        </Typography>
        {discounted && (
          <Chip
            label={`${pricing.discountPercentage}% OFF`}
            size="small"
            sx={{ fontWeight: 700, color: 'common.white', bgcolor: 'accent.alert' }}
          />
        )}
      </Box>
      {discounted && (
        <Typography sx={{ color: 'text.secondary' }}>
          Original:{' '}
          <s data-testid="package-original-price">
            {formatPrice(pricing.basePrice, pricing.currency)}
          </s>
        </Typography>
      )}
      {pricing.pricePerPerson && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          per person
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.25, mt: 2.5 }}>
        <Button variant="contained" size="large" fullWidth onClick={onBook}>
          Book Now
        </Button>
        <Tooltip title="Share">
          <IconButton
            aria-label="Share this package"
            onClick={onShare}
            sx={{ border: '1px solid', borderColor: 'divider', borderRadius: '12px', px: 1.5 }}
          >
            <ShareIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {bookingInfo.requiresAdvanceBooking && bookingInfo.advanceBookingDays > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2, color: 'text.secondary' }}>
          <EventAvailableIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            Book at least {bookingInfo.advanceBookingDays}{' '}
            {bookingInfo.advanceBookingDays === 1 ? 'day' : 'days'} ahead
          </Typography>
        </Box>
      )}
    </Paper>
  );
}
