import { Alert, Box, Button, CircularProgress, Container } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isAppError } from '@trip/shared/errors/app-error';
import { packageMessages } from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { usePackage } from '../api/get-package';
import { serverMessage } from '../utils/error-message';
import { ContactCard } from './contact-card';
import { PackageFacts, PackageHeader } from './package-header';
import { PackageGallery } from './package-gallery';
import { AboutSection, ItinerarySection, ListSection } from './package-sections';
import { PriceCard } from './price-card';
import { ShareDialog } from './share-dialog';

type PackageDetailProps = {
  slug: string;
  /** The package as the card that linked here had it: shown at once, then refreshed. */
  passed?: TourPackage;
  /** Book Now: the page that holds this one opens the booking dialog. */
  onBook: (pkg: TourPackage) => void;
};

/** The package page (/package/{slug}): the package, or why it cannot be shown. */
export function PackageDetail({ slug, passed, onBook }: PackageDetailProps) {
  const { data, error, isPending } = usePackage(slug, passed);
  // A package handed over after the query began (its check loads on demand) shows meanwhile.
  const pkg = data ?? (passed?.slug === slug ? passed : undefined);
  const notFound = isAppError(error) && error.status === 404;

  if (pkg && !notFound) return <PackageView pkg={pkg} onBook={onBook} />;
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 16 }}>
        <CircularProgress aria-label="Loading package" />
      </Box>
    );
  }
  const message = notFound
    ? packageMessages.notFound
    : isAppError(error)
      ? serverMessage(error, packageMessages.notFound)
      : packageMessages.detailFetchFailed;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Alert
        severity={notFound ? 'info' : 'error'}
        role={notFound ? 'status' : 'alert'}
        sx={{ mb: 3 }}
      >
        {message}
      </Alert>
      <Button
        component={Link}
        to={paths.packages}
        variant="contained"
        startIcon={<ArrowBackIcon />}
      >
        Back to Packages
      </Button>
    </Container>
  );
}

function PackageView({ pkg, onBook }: { pkg: TourPackage; onBook: (pkg: TourPackage) => void }) {
  // The address to share, made when the visitor asks (the page has no window before then
  // when it is rendered ahead of time).
  const [shareUrl, setShareUrl] = useState('');
  const [sharing, setSharing] = useState(false);
  usePageTitle(pkg.metaTitle || pkg.title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={Link}
        to={paths.packages}
        size="small"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: { xs: 1, md: 1.5 }, ml: -1 }}
      >
        All packages
      </Button>
      <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
        <PackageHeader pkg={pkg} />
        <PackageFacts pkg={pkg} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
            gridTemplateAreas: {
              xs: '"gallery" "aside" "content"',
              md: '"gallery aside" "content aside"',
            },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-label="Photos" sx={{ gridArea: 'gallery' }}>
            <PackageGallery images={pkg.images} title={pkg.title} />
          </Box>
          <Box sx={{ gridArea: 'aside', alignSelf: 'stretch' }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 2.5 }}>
              <PriceCard
                pkg={pkg}
                onBook={() => onBook(pkg)}
                onShare={() => {
                  setShareUrl(`${window.location.origin}${paths.packageDetail(pkg.slug)}`);
                  setSharing(true);
                }}
              />
              <ContactCard pkg={pkg} />
            </Box>
          </Box>
          <Box sx={{ gridArea: 'content', display: 'grid', gap: { xs: 2.5, md: 3 } }}>
            <AboutSection html={pkg.description} />
            <ListSection title="Package Features" items={pkg.features} tone="feature" />
            <ListSection title="What's Included" items={pkg.inclusions} tone="included" />
            <ListSection title="What's Not Included" items={pkg.exclusions} tone="excluded" />
            <ItinerarySection itinerary={pkg.itinerary} />
          </Box>
        </Box>
      </Box>
      <ShareDialog
        open={sharing}
        onClose={() => setSharing(false)}
        url={shareUrl}
        title={pkg.title}
      />
    </Container>
  );
}
