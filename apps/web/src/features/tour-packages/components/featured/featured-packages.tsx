import { Box, Button, Container, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { LazyCarousel } from '../../../../components/carousel/lazy-carousel';
import { SectionHeading } from '../../../../components/home/section-heading';
import { paths } from '../../../../config/paths';
import { useFeaturedPackages } from '../../api/get-featured-packages';
import { PackageCard } from '../package-card';
import { shapes } from '../../../../config/theme-tokens';

const HEADING_ID = 'featured-packages-heading';

/**
 * The home page's Featured Packages (#packages): up to 8 packages in a carousel. The section
 * hides itself when there are none, or when they cannot be fetched (the failure is logged).
 */
export function FeaturedPackages() {
  const { data, error } = useFeaturedPackages();
  // The cards render in a slice of their own, not in the task that receives the answer.
  const packages = useDeferredValue(data);

  useEffect(() => {
    if (error) console.warn('Featured packages could not be loaded:', error.message);
  }, [error]);

  if (error || (packages && packages.length === 0)) return null;
  return (
    <Box
      component="section"
      id="packages"
      aria-labelledby={HEADING_ID}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id={HEADING_ID}
          eyebrow="Hand-picked by our experts"
          title="Featured Packages"
          subtitle="Ready-made holidays with hotels, transfers and sightseeing arranged for you."
          action={
            <Button
              component={Link}
              to={paths.packages}
              endIcon={<ArrowForwardIcon />}
              sx={{ borderRadius: shapes.pill, px: 2.5, flexShrink: 0 }}
            >
              View all packages
            </Button>
          }
        />
        {packages === undefined ? (
          <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
            Loading featured packages...
          </Typography>
        ) : (
          <LazyCarousel
            label="Featured packages"
            items={packages}
            getKey={(pkg) => pkg._id}
            renderSlide={(pkg) => <PackageCard pkg={pkg} headingLevel="h3" />}
          />
        )}
      </Container>
    </Box>
  );
}
