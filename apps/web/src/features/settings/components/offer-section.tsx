import { Box, Container, Typography } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { dateParts, longDate } from '@trip/shared/common/plain-format';
import type { SiteSettings } from '@trip/shared/settings/schemas';
import { useDeferredValue, type ReactNode } from 'react';
import { useToday } from '../../../lib/today';
import { useSiteSettings } from '../api/get-site-settings';

const HEADING_ID = 'offers-heading';

/** Whether the offer runs on `today` (YYYY-MM-DD): its last day counts, and 0% is no offer. */
export function isOfferRunning(offer: SiteSettings['offer'], today: string): boolean {
  return offer.percent > 0 && today <= offer.validUntil;
}

/**
 * The special-offers section (#offers): the admin's offer with its end date, and `action`
 * (the "Book Now" button) beside it. After the offer's last day the section is gone.
 */
export function OfferSection({ action }: { action?: ReactNode }) {
  const { offer } = useSiteSettings().settings;
  // A prerendered page does not know today's date: the section joins once the page does, in a
  // render of its own that gives way to the visitor's input (deferred) rather than in the
  // urgent one that follows adoption.
  const today = useDeferredValue(useToday());
  if (!today || !isOfferRunning(offer, today)) return null;

  return (
    <Box component="section" id="offers" aria-labelledby={HEADING_ID} sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <OfferBanner offer={offer} headingId={HEADING_ID} action={action} />
      </Container>
    </Box>
  );
}

/** The offer's card: its percent, title and last day, and an action beside them. */
export function OfferBanner({
  offer,
  headingId,
  action,
}: {
  offer: SiteSettings['offer'];
  headingId: string;
  action?: ReactNode;
}) {
  const ends = longDate(dateParts(new Date(`${offer.validUntil}T00:00:00Z`), 'utc'));
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: '24px', md: '32px' },
        px: { xs: 3, sm: 5, md: 7 },
        py: { xs: 5, md: 6 },
        color: 'common.white',
        background: 'linear-gradient(120deg, #9a3412 0%, #c2410c 35%, #be185d 100%)',
        boxShadow: '0 30px 60px -30px rgba(154, 52, 18, 0.7)',
        display: 'grid',
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: -90,
          top: -110,
          width: 340,
          height: 340,
          borderRadius: '50%',
          background: 'radial-gradient(circle, rgba(253, 224, 71, 0.35), transparent 70%)',
        }}
      />
      <Box
        sx={{
          position: 'relative',
          width: { xs: 120, md: 150 },
          height: { xs: 120, md: 150 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          bgcolor: 'rgba(255, 255, 255, 0.14)',
          border: '2px dashed rgba(255, 255, 255, 0.6)',
        }}
      >
        <Box>
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontWeight: 800,
              fontSize: { xs: '2.3rem', md: '2.9rem' },
              lineHeight: 1,
            }}
          >
            {`${offer.percent}%`}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700, letterSpacing: '0.2em' }}>
            OFF
          </Typography>
        </Box>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Typography
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            textTransform: 'uppercase',
            letterSpacing: '0.14em',
            fontWeight: 700,
            fontSize: '0.78rem',
          }}
        >
          <LocalOfferIcon fontSize="small" aria-hidden="true" />
          Special offer
        </Typography>
        <Typography
          id={headingId}
          component="h2"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.7rem', md: '2.3rem' },
            lineHeight: 1.2,
            my: 1,
          }}
        >
          {offer.title}
        </Typography>
        <Typography sx={{ color: 'rgba(255, 255, 255, 0.92)' }}>
          {`Book any trip with us by ${ends} and save ${offer.percent}% on your booking.`}
        </Typography>
      </Box>
      {action && <Box sx={{ position: 'relative' }}>{action}</Box>}
    </Box>
  );
}
