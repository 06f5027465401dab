import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  LinearProgress,
  Pagination,
  Typography,
} from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { packageMessages } from '@trip/shared/tour-packages/constants';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePackageCategories } from '../api/get-package-categories';
import { usePackages } from '../api/get-packages';
import {
  EMPTY_FILTERS,
  changeFilters,
  filtersFromSearchParams,
  searchParamsFromFilters,
  type PackageFilters as Filters,
} from '../utils/list-filters';
import { serverMessage } from '../utils/error-message';
import { PackageCard } from './package-card';
import { PackageFilters } from './package-filters';

/** Cards in the first screenful on a wide screen: their pictures load at once. */
const EAGER_CARDS = 3;

/**
 * The package list (/packages). The filters and the page live in the URL, so a list can be
 * shared and back and forward step through earlier searches.
 */
export function PackageList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const categories = usePackageCategories();
  const { data, error, isPending, isFetching, isPlaceholderData } = usePackages(filters);

  // The filters last asked for. The router renders a new URL in a transition, so for a moment
  // `filters` is older than what the visitor did: changes build on these instead.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const show = useCallback(
    (next: Filters, options: { scrollToTop?: boolean; replace?: boolean } = {}) => {
      latest.current = next;
      setSearchParams(searchParamsFromFilters(next), {
        preventScrollReset: !options.scrollToTop,
        replace: options.replace,
      });
    },
    [setSearchParams],
  );
  const onChange = useCallback(
    (change: Partial<Filters>) => show(changeFilters(latest.current, change)),
    [show],
  );
  const onClear = useCallback(() => show(EMPTY_FILTERS), [show]);

  // A link to a page past the end (the list got shorter) shows the last page instead.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (!isPlaceholderData && lastPage > 0 && filters.page > lastPage) {
      show({ ...filters, page: lastPage }, { replace: true });
    }
  }, [filters, isPlaceholderData, lastPage, show]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2 }}
      >
        Travel Packages
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 } }}>
        Handpicked trips across India and abroad, priced per person in rupees.
      </Typography>

      <PackageFilters
        filters={filters}
        categories={categories}
        onChange={onChange}
        onClear={onClear}
      />

      <Box component="section" aria-label="Packages" aria-busy={isFetching} sx={{ mt: 3 }}>
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
            <CircularProgress aria-label="Loading packages" />
          </Box>
        ) : error && !data ? (
          <Alert severity="error" role="alert">
            {serverMessage(error, packageMessages.fetchFailed)}
          </Alert>
        ) : data.packages.length === 0 ? (
          <EmptyState onClear={onClear} />
        ) : (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: 1,
                mb: 2,
                color: 'text.secondary',
              }}
            >
              <Typography role="status">
                Showing {data.packages.length} of {data.total} packages
              </Typography>
              <Typography>
                Page {data.page} of {data.totalPages}
              </Typography>
            </Box>
            <Box sx={{ height: 4, mb: 1 }}>
              {isPlaceholderData && <LinearProgress aria-label="Updating packages" />}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 2.5, md: 3 },
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
                opacity: isPlaceholderData ? 0.6 : 1,
                transition: 'opacity 0.2s ease',
              }}
            >
              {data.packages.map((pkg, index) => (
                <PackageCard key={pkg._id} pkg={pkg} eager={index < EAGER_CARDS} />
              ))}
            </Box>
            {data.totalPages > 1 && (
              <Pagination
                count={data.totalPages}
                page={Math.min(filters.page, data.totalPages)}
                onChange={(_event, page) =>
                  show({ ...latest.current, page }, { scrollToTop: true })
                }
                color="primary"
                shape="rounded"
                siblingCount={1}
                sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
              />
            )}
          </>
        )}
      </Box>
    </Container>
  );
}

function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 2,
        borderRadius: '18px',
        bgcolor: 'rgba(255, 255, 255, 0.8)',
        border: '1px dashed rgba(15, 23, 42, 0.15)',
      }}
    >
      <TravelExploreIcon sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} aria-hidden="true" />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {packageMessages.noPackagesFound}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {packageMessages.adjustFilters}
      </Typography>
      <Button variant="contained" onClick={onClear}>
        Clear filters
      </Button>
    </Box>
  );
}
