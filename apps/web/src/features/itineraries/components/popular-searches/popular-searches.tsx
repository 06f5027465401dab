import { Box, Container, Typography } from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useDeferredValue, useEffect } from 'react';
import { LazyCarousel } from '../../../../components/carousel/lazy-carousel';
import { SectionHeading } from '../../../../components/home/section-heading';
import { usePopularItineraries } from '../../api/get-popular-itineraries';
import { PopularSearchCard } from './popular-search-card';

const HEADING_ID = 'popular-searches-heading';

/**
 * The home page's Popular Searches (#searches): itineraries other travellers generated. When
 * there are none, or they cannot be fetched (the failure is logged), it says so.
 */
export function PopularSearches() {
  const { data, error } = usePopularItineraries();
  // The cards render in a slice of their own, not in the task that receives the answer.
  const itineraries = useDeferredValue(data);

  useEffect(() => {
    if (error) console.warn('Popular searches could not be loaded:', error.message);
  }, [error]);

  return (
    <Box
      component="section"
      id="searches"
      aria-labelledby={HEADING_ID}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id={HEADING_ID}
          eyebrow="Trending with travellers"
          title="Popular Searches"
          subtitle="Itineraries our AI planned for other travellers recently. Open one to see the plan."
        />
        {itineraries === undefined && !error ? (
          <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
            Loading popular searches...
          </Typography>
        ) : itineraries && itineraries.length > 0 ? (
          <LazyCarousel
            label="Popular searches"
            items={itineraries}
            getKey={(itinerary) => itinerary._id}
            renderSlide={(itinerary, index) => (
              <PopularSearchCard itinerary={itinerary} index={index} />
            )}
          />
        ) : (
          <Box
            sx={{
              py: 6,
              px: 3,
              textAlign: 'center',
              borderRadius: '20px',
              border: '1px dashed #94a3b8',
              bgcolor: 'rgba(255, 255, 255, 0.7)',
            }}
          >
            <TravelExploreIcon aria-hidden="true" sx={{ fontSize: 44, color: 'primary.main' }} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', mt: 1 }}>
              No completed itineraries found
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
              Complete some searches to see them here!
            </Typography>
          </Box>
        )}
      </Container>
    </Box>
  );
}
