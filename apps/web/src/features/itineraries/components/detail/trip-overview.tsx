import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import ExploreIcon from '@mui/icons-material/Explore';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { SectionCard } from './section-card';

function ChipList({ items, tone }: { items: string[]; tone: 'blue' | 'orange' }) {
  const colours =
    tone === 'blue'
      ? { bgcolor: 'accent.tint', color: 'primary.dark' }
      : { bgcolor: 'accent.warmTint', color: 'secondary.dark' };
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={item}>
          <Chip
            label={item}
            sx={{
              ...colours,
              fontWeight: 500,
              height: 'auto',
              py: 0.5,
              '& .MuiChip-label': { whiteSpace: 'normal' },
            }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** Destinations, places to visit and highlights: what the trip is about, for everyone to see. */
export function TripOverview({ itinerary }: { itinerary: Itinerary }) {
  return (
    <SectionCard id="trip-overview" title="Trip overview" icon={<ExploreIcon />}>
      <Stack spacing={2.5}>
        {itinerary.engineNote && <Alert severity="info">{itinerary.engineNote}</Alert>}
        {itinerary.destinations.length > 0 && (
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Destinations
            </Typography>
            <ChipList items={itinerary.destinations} tone="blue" />
          </Box>
        )}
        {itinerary.placesToVisit.length > 0 && (
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Places to visit
            </Typography>
            <ChipList items={itinerary.placesToVisit} tone="orange" />
          </Box>
        )}
        {itinerary.highlights.length > 0 && (
          <Box>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Highlights
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {itinerary.highlights.map((highlight) => (
                <Typography component="li" key={highlight}>
                  {highlight}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        {itinerary.transportSummary && (
          <Typography sx={{ color: 'grey.700' }}>{itinerary.transportSummary}</Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
