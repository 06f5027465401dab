import { Box, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import InfoIcon from '@mui/icons-material/Info';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import GavelIcon from '@mui/icons-material/Gavel';
import TrainIcon from '@mui/icons-material/Train';
import type {
  Accommodation,
  ItineraryDetails,
  TransportLeg,
} from '@trip/shared/itineraries/schemas';
import { useState, type ReactNode } from 'react';
import { DEFAULT_TRAVEL_IMAGE, usePlaceImage } from '../../api/get-place-image';
import { formatLongDate } from '../../utils/format';
import { formatCount, formatRupees } from '@trip/shared/common/money';
import { PriceBreakdownTable } from '../results/price-breakdown';
import { SectionCard } from './section-card';

function BulletList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function StayCard({ stay }: { stay: Accommodation }) {
  // A small picture is enough beside the hotel's facts on every screen.
  const found = usePlaceImage(stay.imageUrl, { mobile: true });
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' },
        p: 1.5,
        borderRadius: '18px',
        border: '1px solid #e2e8f0',
        bgcolor: 'grey.50',
      }}
    >
      <Box
        sx={{
          borderRadius: '14px',
          overflow: 'hidden',
          aspectRatio: '3 / 2',
          bgcolor: 'accent.tint',
        }}
      >
        {found && (
          <Box
            component="img"
            src={failed === found ? DEFAULT_TRAVEL_IMAGE : found}
            alt={`${stay.hotelName}, ${stay.location}`}
            width={600}
            height={400}
            loading="lazy"
            onError={() => setFailed(found)}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {stay.hotelName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {stay.hotelType} · {stay.location}
        </Typography>
        <Facts
          rows={[
            ['Room', stay.roomType],
            [
              'Nights',
              `${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}${stay.rooms > 1 ? `, ${stay.rooms} rooms` : ''}`,
            ],
            ['Nightly rate', `${formatRupees(stay.nightlyRate)} per room`],
          ]}
        />
        {stay.amenities.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
            {stay.amenities.map((amenity) => (
              <Chip
                key={amenity}
                size="small"
                label={amenity}
                sx={{ bgcolor: 'accent.tint', color: 'primary.dark' }}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}

const LEG_ICONS: Record<TransportLeg['mode'], ReactNode> = {
  flight: <FlightIcon fontSize="small" />,
  train: <TrainIcon fontSize="small" />,
  bus: <DirectionsBusIcon fontSize="small" />,
  boat: <DirectionsBoatIcon fontSize="small" />,
  road: <DirectionsBusIcon fontSize="small" />,
  foot: <DirectionsWalkIcon fontSize="small" />,
};

/** 0.25 → "15 min", 4.5 → "4 h 30 min". */
function hours(value: number): string {
  const total = Math.round(value * 60);
  const whole = Math.floor(total / 60);
  const minutes = total % 60;
  if (whole === 0) return `${minutes} min`;
  return minutes === 0 ? `${whole} h` : `${whole} h ${minutes} min`;
}

const pairSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

function TransportLegs({ legs }: { legs: TransportLeg[] }) {
  return (
    <Stack component="ol" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {legs.map((leg, index) => (
        <Box
          component="li"
          key={`${leg.day}-${index}`}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 1.5,
            borderRadius: '14px',
            bgcolor: 'grey.50',
            border: '1px solid #e2e8f0',
          }}
        >
          <Box aria-hidden sx={{ color: 'accent.indigo', mt: 0.25 }}>
            {LEG_ICONS[leg.mode]}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              Day {leg.day}: {leg.from}
              {leg.fromCode ? ` (${leg.fromCode})` : ''} → {leg.to}
              {leg.toCode ? ` (${leg.toCode})` : ''}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {
                {
                  road: 'By road',
                  bus: 'By bus',
                  boat: 'By boat',
                  train: 'By train',
                  flight: 'By air',
                  foot: 'On foot',
                }[leg.mode]
              }
              , {leg.travelClass} · {formatCount(leg.distanceKm)} km · about{' '}
              {hours(leg.durationHours)} · {formatRupees(leg.farePerPerson)} per person
            </Typography>
            {leg.description && <Typography variant="body2">{leg.description}</Typography>}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Everything of the day-wise plan besides the days: stay, transport, meals, costs, terms. */
export function TripFacts({
  details,
  travellers,
}: {
  details: ItineraryDetails;
  travellers: number;
}) {
  const stays = details.stays.length > 0 ? details.stays : [details.accommodation];
  const meals = details.mealCostEstimates;
  return (
    <>
      <SectionCard
        id="trip-stay"
        title={stays.length > 1 ? 'Where you stay' : 'Accommodation'}
        icon={<HotelIcon />}
      >
        <Stack spacing={1.5}>
          {stays.map((stay) => (
            <StayCard key={`${stay.hotelName}-${stay.location}`} stay={stay} />
          ))}
        </Stack>
      </SectionCard>

      <SectionCard id="trip-transport" title="Transport" icon={<FlightIcon />}>
        {details.transportDetails.summary && (
          <Typography sx={{ mb: 1.5, color: 'grey.700' }}>
            {details.transportDetails.summary}
          </Typography>
        )}
        <TransportLegs legs={details.transportDetails.legs} />
      </SectionCard>

      <Box sx={pairSx}>
        <SectionCard id="trip-practical" title="Good to know" icon={<InfoIcon />}>
          <Facts
            rows={[
              ['Duration', details.duration],
              [
                'Dates',
                `${formatLongDate(details.dates.departureDate)} – ${formatLongDate(details.dates.returnDate)}`,
              ],
              ['Transport class', details.transportClass],
              ['Meeting point', details.meetingPoint],
              ['Starts', details.startTime],
              ['Ends', details.endTime],
              ['Languages', details.languages.join(', ')],
              ['Accessibility', details.accessibility],
            ].filter((row): row is [string, string] => Boolean(row[1]))}
          />
        </SectionCard>

        <SectionCard id="trip-costs" title="Price estimate" icon={<ReceiptLongIcon />}>
          <Box>
            <PriceBreakdownTable
              breakdown={details.priceEstimate.breakdown}
              travellers={travellers}
              label={`Price estimate for ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`}
            />
          </Box>
          {details.priceEstimate.note && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {details.priceEstimate.note}
            </Typography>
          )}
        </SectionCard>
      </Box>
      <Box sx={pairSx}>
        <SectionCard id="trip-meals" title="Meals" icon={<RestaurantIcon />}>
          {details.meals.length > 0 && <BulletList items={details.meals} />}
          <Table size="small" sx={{ mt: 2 }} aria-label="Meal cost estimates per person">
            <TableBody>
              {(
                [
                  ['Breakfast', meals.breakfast],
                  ['Lunch', meals.lunch],
                  ['Dinner', meals.dinner],
                  ['Per day', meals.perDayPerPerson],
                  ['Whole trip', meals.totalPerPerson],
                ] as const
              ).map(([label, amount]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="right">{formatRupees(amount)} per person</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SectionCard>

        {details.activitiesIncluded.length > 0 && (
          <SectionCard
            id="trip-activities"
            title="Activities included"
            icon={<LocalActivityIcon />}
          >
            <BulletList items={details.activitiesIncluded} />
          </SectionCard>
        )}
      </Box>
      {details.terms.length > 0 && (
        <SectionCard id="trip-terms" title="Terms" icon={<GavelIcon />}>
          <BulletList items={details.terms} />
        </SectionCard>
      )}
    </>
  );
}
