import { Box, Card, CardContent, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_TRAVEL_CLASS,
  DEFAULT_TRAVELLERS,
} from '@trip/shared/itineraries/constants';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { searchParamsToQuery } from '@trip/shared/itineraries/search-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import type { ItineraryNavigationState } from '../../types';
import { itineraryCheck } from '../../utils/checked-itinerary';
import { formatTripDate } from '../../utils/format';
import { formatRupees } from '@trip/shared/common/money';
import { CardImage } from '../results/card-image';
import { shapes } from '../../../../config/theme-tokens';

export type PopularSearchTarget = { to: string; state?: ItineraryNavigationState };

/**
 * Where a popular search leads: its itinerary when it has a slug (with the card's data, the
 * trip's dates, 1 traveller and Economy), else a new search for the same route and dates.
 */
export function popularSearchTarget(
  itinerary: Itinerary,
  imageUrl?: string,
): PopularSearchTarget | undefined {
  if (itinerary.slug) {
    return {
      to: paths.itinerary(itinerary.slug),
      state: {
        itineraryData: itinerary,
        itineraryId: itinerary._id,
        from: itinerary.fromLocation,
        to: itinerary.toLocation,
        travellers: DEFAULT_TRAVELLERS,
        travelClass: DEFAULT_TRAVEL_CLASS,
        startDate: itinerary.departureDate,
        endDate: itinerary.returnDate,
        ...(imageUrl ? { imageUrl } : {}),
      },
    };
  }
  if (!itinerary.fromLocation) return undefined;
  const query = searchParamsToQuery({
    from: itinerary.fromLocation,
    to: itinerary.toLocation,
    departureDate: itinerary.departureDate,
    returnDate: itinerary.returnDate,
    travellers: DEFAULT_TRAVELLERS,
    travelClass: DEFAULT_TRAVEL_CLASS,
    priceRange: [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]],
  });
  return { to: `${paths.searchResults}?${query}` };
}

const preloadCheck = () => void itineraryCheck.load().catch(() => undefined);

type PopularSearchCardProps = { itinerary: Itinerary; index: number };

/** One itinerary travellers searched for: picture, route, dates and the price per person. */
export function PopularSearchCard({ itinerary, index }: PopularSearchCardProps) {
  const [imageUrl, setImageUrl] = useState<string>();
  const onResolved = useCallback((url: string) => setImageUrl(url), []);
  const target = popularSearchTarget(itinerary, imageUrl);

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
        overflow: 'hidden',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
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
        <CardImage
          reference={itinerary.headerImage}
          alt=""
          delayMs={Math.min(index, 8) * 200}
          onResolved={onResolved}
        />
        <Box
          sx={{
            position: 'absolute',
            left: 12,
            bottom: 12,
            px: 1.25,
            py: 0.5,
            borderRadius: shapes.pill,
            fontSize: '0.8rem',
            fontWeight: 600,
            color: 'common.white',
            bgcolor: 'rgba(15, 23, 42, 0.72)',
            backdropFilter: 'blur(4px)',
          }}
        >
          {itinerary.duration}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2.5 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.35 }}>
          {target ? (
            <Box
              component={Link}
              to={target.to}
              state={target.state}
              onPointerEnter={preloadCheck}
              onFocus={preloadCheck}
              sx={{
                color: 'text.primary',
                textDecoration: 'none',
                '&&:focus-visible': { outline: 'none' },
                '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              }}
            >
              {itinerary.title}
            </Box>
          ) : (
            itinerary.title
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            {itinerary.fromLocation} → {itinerary.toLocation}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <EventIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            {`${formatTripDate(itinerary.departureDate)} – ${formatTripDate(itinerary.returnDate)}`}
          </Typography>
        </Box>
        <Box
          sx={{
            mt: 'auto',
            pt: 1.5,
            borderTop: '1px solid rgba(15, 23, 42, 0.08)',
            display: 'flex',
            alignItems: 'baseline',
            gap: 0.75,
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            from
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.2rem' }}>
            {formatRupees(itinerary.pricePP)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            per person
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
