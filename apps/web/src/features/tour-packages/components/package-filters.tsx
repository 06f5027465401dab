import {
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Paper,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX_LENGTH } from '@trip/shared/tour-packages/constants';
import { useEffect, useState } from 'react';
import { DURATION_OPTIONS, priceText, type PackageFilters as Filters } from '../utils/list-filters';

/** Typing pauses this long before the list is asked for again. */
const TYPING_DEBOUNCE_MS = 400;

type TypedFields = Pick<Filters, 'search' | 'minPrice' | 'maxPrice'>;
const NOTHING_TYPED: TypedFields = { search: '', minPrice: '', maxPrice: '' };

type PackageFiltersProps = {
  filters: Filters;
  categories: readonly string[];
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
};

// The empty choice ("All", "Any") shows as a value, under a raised label.
const selectProps: TextFieldProps['slotProps'] = {
  select: { displayEmpty: true, MenuProps: { disableScrollLock: true } },
  inputLabel: { shrink: true },
};

/**
 * The search panel. Choices apply at once; typed text (search and prices) applies after a
 * pause, or at once on Enter.
 */
export function PackageFilters({ filters, categories, onChange, onClear }: PackageFiltersProps) {
  const typed: TypedFields = {
    search: filters.search,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
  const [draft, setDraft] = useState(typed);
  // What this panel last asked for. The URL catches up a moment later (the router renders the
  // change in a transition), and until then the panel must not take the URL's older values
  // for the visitor's, nor send the same text again.
  const [sent, setSent] = useState(typed);
  const [seen, setSeen] = useState(typed);
  if (!sameTyped(seen, typed)) {
    setSeen(typed);
    // The URL moved somewhere this panel did not send it (back, forward, a link): follow it.
    if (!sameTyped(typed, sent)) {
      setDraft(typed);
      setSent(typed);
    }
  }

  const pending = !sameTyped(draft, sent);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setSent(draft);
      onChange(draft);
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, pending, onChange]);

  // A category from a shared link stays choosable even before (or without) the list of them.
  const categoryOptions =
    filters.category && !categories.includes(filters.category)
      ? [filters.category, ...categories]
      : categories;

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter packages"
      elevation={0}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) return;
        setSent(draft);
        onChange(draft);
      }}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderRadius: '18px',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 10px 30px -22px rgba(30, 58, 138, 0.4)',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 2.2fr) repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'center',
      }}
    >
      <TextField
        id="package-search"
        label="Search packages"
        type="search"
        size="small"
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        placeholder="Destination, theme or package"
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        id="package-category"
        select
        label="Category"
        size="small"
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
        slotProps={selectProps}
      >
        <MenuItem value="">All</MenuItem>
        {categoryOptions.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="package-duration"
        select
        label="Duration"
        size="small"
        value={filters.duration}
        onChange={(event) => onChange({ duration: event.target.value })}
        slotProps={selectProps}
      >
        {DURATION_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <PriceField
        id="package-min-price"
        label="Min price"
        value={draft.minPrice}
        onChange={(minPrice) => setDraft({ ...draft, minPrice })}
      />
      <PriceField
        id="package-max-price"
        label="Max price"
        value={draft.maxPrice}
        onChange={(maxPrice) => setDraft({ ...draft, maxPrice })}
      />
      <Button
        variant="outlined"
        onClick={() => {
          setDraft(NOTHING_TYPED);
          setSent(NOTHING_TYPED);
          onClear();
        }}
        sx={{ height: 40, gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        Clear
      </Button>
    </Paper>
  );
}

function PriceField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(priceText(event.target.value))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box component="span" aria-hidden="true">
                ₹
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function sameTyped(a: TypedFields, b: TypedFields): boolean {
  // Spaces around the search text are not sent, so they change nothing.
  return (
    a.search.trim() === b.search.trim() && a.minPrice === b.minPrice && a.maxPrice === b.maxPrice
  );
}
