import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import GroupIcon from '@mui/icons-material/Group';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { searchPageMessages } from '@trip/shared/itineraries/page-messages';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { useState, type ReactNode } from 'react';
import {
  DEFAULT_TRAVEL_IMAGE,
  MOBILE_IMAGE_QUERY,
  type PlacePicture,
} from '../../api/get-place-image';
import { priceFitNote, totalBudget } from '../../utils/card-content';
import { formatTripDate } from '../../utils/format';
import { formatRupees } from '@trip/shared/common/money';

type DetailHeroProps = {
  itinerary: Itinerary;
  travellers: number;
  travelClass: string;
  /** The header picture, undefined while it is being found. */
  /** The main picture, at two sizes when there are two; undefined while it is on its way. */
  picture: PlacePicture | undefined;
};

/** A term and its value; the icon sits in the term so the list stays a valid <dl>. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '38px minmax(0, 1fr)',
        columnGap: 1.25,
        alignItems: 'center',
      }}
    >
      <Box component="dt" sx={{ display: 'contents' }}>
        <Box
          component="span"
          aria-hidden
          sx={{
            gridRow: 'span 2',
            width: 38,
            height: 38,
            borderRadius: '12px',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'accent.tint',
          }}
        >
          {icon}
        </Box>
        <Typography
          variant="caption"
          component="span"
          sx={{ color: 'text.secondary', lineHeight: 1.4 }}
        >
          {label}
        </Typography>
      </Box>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The itinerary's picture, title, the trip's facts and its price. */
export function DetailHero({ itinerary, travellers, travelClass, picture }: DetailHeroProps) {
  const [failed, setFailed] = useState<PlacePicture | null>(null);
  const shown = picture && failed === picture ? { src: DEFAULT_TRAVEL_IMAGE } : picture;
  const fit = priceFitNote(itinerary);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
        alignItems: 'stretch',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          borderRadius: '24px',
          overflow: 'hidden',
          minHeight: { xs: 220, md: 380 },
          bgcolor: 'accent.tintBorder',
          boxShadow: '0 24px 50px -30px rgba(30, 58, 138, 0.6)',
        }}
      >
        {shown && (
          <picture>
            {shown.mobileSrc && <source media={MOBILE_IMAGE_QUERY} srcSet={shown.mobileSrc} />}
            <Box
              component="img"
              src={shown.src}
              alt={`${itinerary.destinations[0] ?? itinerary.toLocation}, the trip's main stop`}
              width={1200}
              height={800}
              fetchPriority="high"
              onError={() => setFailed(picture ?? null)}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
              }}
            />
          </picture>
        )}
        <Chip
          label={itinerary.duration}
          sx={{
            position: 'absolute',
            left: 16,
            top: 16,
            fontWeight: 600,
            bgcolor: 'rgba(15, 23, 42, 0.8)',
            color: 'common.white',
          }}
        />
      </Box>

      <Paper
        elevation={0}
        data-print="plain"
        sx={{
          p: { xs: 2.5, md: 3.5 },
          borderRadius: '24px',
          bgcolor: 'rgba(255, 255, 255, 0.95)',
          border: '1px solid rgba(15, 23, 42, 0.08)',
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
        }}
      >
        <Box>
          <Typography
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' }, lineHeight: 1.2 }}
          >
            {itinerary.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.75 }}>
            {itinerary.packageName}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.75,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Fact
            icon={<ScheduleIcon fontSize="small" />}
            label="Duration"
            value={`${itinerary.days} ${itinerary.days === 1 ? 'day' : 'days'}`}
          />
          <Fact
            icon={<SwapHorizIcon fontSize="small" />}
            label="From → To"
            value={`${itinerary.fromLocation} → ${itinerary.toLocation}`}
          />
          <Fact
            icon={<EventSeatIcon fontSize="small" />}
            label="Travel class"
            value={travelClass}
          />
          <Fact
            icon={<GroupIcon fontSize="small" />}
            label="Travellers"
            value={`${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`}
          />
          <Fact
            icon={<CalendarMonthIcon fontSize="small" />}
            label="Dates"
            value={`${formatTripDate(itinerary.departureDate)} – ${formatTripDate(itinerary.returnDate)}`}
          />
        </Box>
        <Box
          sx={{ mt: 'auto', p: 2, borderRadius: '16px', bgcolor: 'accent.tintLight' }}
          data-print="plain"
        >
          <Typography
            sx={{ fontWeight: 700, fontSize: '1.75rem', color: 'primary.dark', lineHeight: 1.2 }}
          >
            {formatRupees(itinerary.pricePP)}
            <Typography
              component="span"
              sx={{ fontSize: '0.95rem', fontWeight: 500, color: 'grey.700', ml: 0.75 }}
            >
              per person
            </Typography>
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'grey.700' }}>
              Total budget {formatRupees(totalBudget(itinerary.pricePP, travellers))}
            </Typography>
            {fit && (
              <Typography
                variant="body2"
                sx={{
                  color: itinerary.priceFit === 'over' ? '#9a3412' : '#166534',
                  fontWeight: 600,
                }}
              >
                {fit}
              </Typography>
            )}
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {searchPageMessages.priceEstimateNote}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
