import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  InputAdornment,
  LinearProgress,
  MenuItem,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { BLOG_SEARCH_MAX_LENGTH, blogMessages } from '@trip/shared/blog/constants';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useBlogCategories } from '../api/get-blog-categories';
import { useBlogs } from '../api/get-blogs';
import { errorMessage } from '../../../lib/error-message';
import {
  EMPTY_BLOG_FILTERS,
  blogFiltersFromSearchParams,
  changeBlogFilters,
  hasBlogFilters,
  searchParamsFromBlogFilters,
  type BlogListFilters,
} from '../utils/list-params';
import { BlogCard } from './blog-card';

/** How long typing pauses before the list searches. */
export const SEARCH_DELAY_MS = 400;
/** Cards in the first screenful on a wide screen: their pictures load at once. */
const EAGER_CARDS = 3;

/**
 * The blog list (/blog). Search, category and page live in the URL, so a list can be shared
 * and back and forward step through earlier ones.
 */
export function BlogList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => blogFiltersFromSearchParams(searchParams), [searchParams]);
  const categories = useBlogCategories();
  const { data, error, isPending, isFetching, isPlaceholderData } = useBlogs(filters);

  const show = useCallback(
    (next: BlogListFilters, options: { scrollToTop?: boolean; replace?: boolean } = {}) =>
      setSearchParams(searchParamsFromBlogFilters(next), {
        preventScrollReset: !options.scrollToTop,
        replace: options.replace,
      }),
    [setSearchParams],
  );

  // The box shows what is typed; the list follows once typing pauses. Back and forward
  // (a new search in the URL) put their search in the box.
  const [typed, setTyped] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    if (typed.trim() !== filters.search) setTyped(filters.search);
  }
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === filters.search) return;
    const timer = setTimeout(
      // Each pause in typing would be one more step back: the search replaces its own entry.
      () => show(changeBlogFilters(filters, { search: wanted }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, filters, show]);

  const clear = () => {
    setTyped('');
    show(EMPTY_BLOG_FILTERS);
  };

  // A link to a page past the end (the list got shorter) shows the last page instead.
  const lastPage = data?.totalPages ?? 0;
  useEffect(() => {
    if (!isPlaceholderData && lastPage > 0 && filters.page > lastPage) {
      show({ ...filters, page: lastPage }, { replace: true });
    }
  }, [filters, isPlaceholderData, lastPage, show]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={Link} to={paths.home} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        Back to Home
      </Button>
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.6rem' }, lineHeight: 1.2 }}
      >
        Travel Blog
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 }, maxWidth: 640 }}>
        Destination guides, visa and permit news, packing lists and money-saving tips for travellers
        in India.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Search and filter blogs"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          show(changeBlogFilters(filters, { search: typed.trim() }), { replace: true });
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          p: { xs: 2, md: 2.5 },
          borderRadius: '18px',
          bgcolor: 'rgba(255, 255, 255, 0.9)',
          border: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <TextField
          id="blog-search"
          label="Search blogs"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: { maxLength: BLOG_SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          id="blog-category"
          select
          label="Category"
          value={filters.category}
          onChange={(event) => show(changeBlogFilters(filters, { category: event.target.value }))}
          size="small"
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All categories</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Box component="section" aria-label="Blog posts" aria-busy={isFetching} sx={{ mt: 3 }}>
        {isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
            <CircularProgress aria-label="Loading blogs" />
          </Box>
        ) : error && !data ? (
          <Alert severity="error" role="alert">
            {errorMessage(error, { fallback: blogMessages.fetchFailed })}
          </Alert>
        ) : data.blogs.length === 0 ? (
          <EmptyState onClear={hasBlogFilters(filters) ? clear : undefined} />
        ) : (
          <>
            <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {data.total === 1 ? '1 post' : `${data.total} posts`}
              {data.totalPages > 1 ? ` · Page ${data.page} of ${data.totalPages}` : ''}
            </Typography>
            <Box sx={{ height: 4, mb: 1 }}>
              {isPlaceholderData && <LinearProgress aria-label="Updating blogs" />}
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
              {data.blogs.map((blog, index) => (
                <BlogCard key={blog._id} blog={blog} eager={index < EAGER_CARDS} />
              ))}
            </Box>
            {data.totalPages > 1 && (
              <Pagination
                count={data.totalPages}
                page={Math.min(filters.page, data.totalPages)}
                onChange={(_event, page) => show({ ...filters, page }, { scrollToTop: true })}
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

function EmptyState({ onClear }: { onClear: (() => void) | undefined }) {
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
      <MenuBookOutlinedIcon
        sx={{ fontSize: 56, color: 'primary.main', mb: 1 }}
        aria-hidden="true"
      />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {blogMessages.noBlogsFound}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: onClear ? 3 : 0 }}>
        {blogMessages.adjustCriteria}
      </Typography>
      {onClear && (
        <Button variant="contained" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
