import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Stack,
  Typography,
} from '@mui/material';
import CommuteIcon from '@mui/icons-material/Commute';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HotelIcon from '@mui/icons-material/Hotel';
import PlaceIcon from '@mui/icons-material/Place';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { searchPageMessages as m } from '@trip/shared/itineraries/page-messages';
import { memo, useCallback, useId, useRef, useState } from 'react';
import { cardContent, priceFitNote, totalBudget } from '../../utils/card-content';
import { formatRupees } from '@trip/shared/common/money';
import { placeImageRequest } from '../../api/get-place-image';
import { CardImage } from './card-image';
import { PriceBreakdownTable } from './price-breakdown';

type ItineraryCardProps = {
  itinerary: Itinerary;
  /** The card's picture address (see distinctCardPictures). */
  picture: string;
  travellers: number;
  /** When to ask for the picture: cards stagger their requests. */
  imageDelayMs: number;
  onViewDetails: (itinerary: Itinerary, imageUrl: string | undefined) => void;
};

function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.25 } }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** "Baga Beach, Goa": the place the picture shows. */
function pictureAlt(picture: string, fallback: string): string {
  const request = placeImageRequest(picture, false);
  if (!request) return fallback;
  return [request.place, request.destination]
    .filter((name, index, names) => name && names.indexOf(name) === index)
    .join(', ');
}

/** One suggestion: picture, prices, hotel, sights, what is included, and the way to its details. */
export const ItineraryCard = memo(function ItineraryCard({
  itinerary,
  picture,
  travellers,
  imageDelayMs,
  onViewDetails,
}: ItineraryCardProps) {
  const [open, setOpen] = useState(false);
  const imageUrl = useRef<string | undefined>(undefined);
  const id = useId();
  const titleId = `${id}-title`;
  const breakdownId = `${id}-breakdown`;
  const { attractions, extras } = cardContent(itinerary);
  const fit = priceFitNote(itinerary);
  const total = totalBudget(itinerary.pricePP, travellers);
  const place = itinerary.destinations[0] ?? itinerary.toLocation;
  const rememberImage = useCallback((url: string) => {
    imageUrl.current = url;
  }, []);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="itinerary-card"
      elevation={0}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '20px',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 12px 32px -20px rgba(30, 58, 138, 0.45)',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: 'itinerary-card-in 0.35s ease-out',
          '@keyframes itinerary-card-in': {
            from: { opacity: 0, transform: 'translateY(12px)' },
            to: { opacity: 1, transform: 'none' },
          },
        },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardImage
          reference={picture}
          alt={pictureAlt(picture, place)}
          delayMs={imageDelayMs}
          onResolved={rememberImage}
        />
        <Chip
          label={itinerary.duration}
          size="small"
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: 'rgba(15, 23, 42, 0.78)',
            color: 'common.white',
            fontWeight: 600,
          }}
        />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, p: 2.5 }}>
        <Box>
          <Typography
            id={titleId}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}
          >
            {itinerary.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {itinerary.fromLocation} → {itinerary.toLocation} · {itinerary.travelClass}
          </Typography>
        </Box>

        <Box sx={{ p: 1.5, borderRadius: '14px', bgcolor: 'accent.tintLight' }}>
          <Typography
            sx={{ fontWeight: 700, fontSize: '1.5rem', color: 'primary.dark', lineHeight: 1.2 }}
          >
            {formatRupees(itinerary.pricePP)}
            <Typography
              component="span"
              sx={{ fontSize: '0.9rem', fontWeight: 500, ml: 0.75, color: 'grey.700' }}
            >
              per person
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ color: 'grey.700' }}>
            Total budget {formatRupees(total)} for {travellers}{' '}
            {travellers === 1 ? 'traveller' : 'travellers'}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {m.priceEstimateNote}
          </Typography>
          {fit && (
            <Chip
              icon={itinerary.priceFit === 'over' ? <TrendingUpIcon /> : <TrendingDownIcon />}
              label={fit}
              size="small"
              sx={{
                mt: 1,
                display: 'flex',
                width: 'fit-content',
                fontWeight: 600,
                ...(itinerary.priceFit === 'over'
                  ? {
                      bgcolor: 'accent.warmTint',
                      color: 'secondary.dark',
                      '& .MuiChip-icon': { color: 'secondary.dark' },
                    }
                  : {
                      bgcolor: 'tone.success.tint',
                      color: 'tone.success.text',
                      '& .MuiChip-icon': { color: 'tone.success.text' },
                    }),
              }}
            />
          )}
        </Box>

        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <HotelIcon fontSize="small" sx={{ color: 'accent.indigo', mt: 0.25 }} aria-hidden />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {itinerary.hotelExample.name}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              ({itinerary.hotelExample.type})
            </Box>
          </Typography>
        </Stack>

        {itinerary.transportSummary && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <CommuteIcon fontSize="small" sx={{ color: 'accent.indigo', mt: 0.25 }} aria-hidden />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {itinerary.transportSummary}
            </Typography>
          </Stack>
        )}

        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {attractions.length > 0 && (
            <Box>
              <Typography
                component="h3"
                variant="subtitle2"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
              >
                <PlaceIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
                Top attractions
              </Typography>
              <BulletList items={attractions} />
            </Box>
          )}

          {extras.items.length > 0 && (
            <Box>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {extras.label}
              </Typography>
              <BulletList items={extras.items} />
            </Box>
          )}
        </Box>

        {itinerary.engineNote && (
          <Alert severity="info" variant="outlined" sx={{ py: 0, fontSize: '0.8rem' }}>
            {itinerary.engineNote}
          </Alert>
        )}

        <Box sx={{ mt: 'auto' }}>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={breakdownId}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
              />
            }
            sx={{ px: 0.5 }}
          >
            Price breakdown
          </Button>
          <Collapse in={open} id={breakdownId}>
            <PriceBreakdownTable
              breakdown={itinerary.priceBreakdown}
              travellers={travellers}
              label={`Price breakdown of ${itinerary.title}`}
            />
          </Collapse>
        </Box>

        <Button
          variant="contained"
          size="large"
          fullWidth
          aria-describedby={titleId}
          onClick={() => onViewDetails(itinerary, imageUrl.current)}
          sx={{ borderRadius: '12px', background: 'linear-gradient(135deg, #1d4ed8, #6d28d9)' }}
        >
          View details
        </Button>
      </CardContent>
    </Card>
  );
});
