import { Box, Button, IconButton, TextField } from '@mui/material';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_TRAVEL_CLASS,
  DEFAULT_TRAVELLERS,
  TRAVEL_CLASSES,
  type TravelClass,
} from '@trip/shared/itineraries/constants';
import { searchParamsToQuery, type TripSearchParams } from '@trip/shared/itineraries/search-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { trackEvent } from '../../../../lib/analytics';
import { saveSearch } from '../../utils/search-storage';
import { startOfDay, startingRange, toIsoDate, type DateRange } from './calendar-dates';
import { DateRangeField } from './date-range-field';
import { PlaceField } from './place-field';
import { PriceRangeField } from './price-range-field';
import { firstPlaceError, type PlaceError } from './search-rules';
import { TravellersField } from './travellers-field';

type SearchCardProps = {
  /** A search to start from (a results page's "New Search"); today's defaults otherwise. */
  initial?: Partial<TripSearchParams>;
  /** Takes the search instead of going to the results page. */
  onSearch?: (search: TripSearchParams) => void;
  /** The current day; the visitor's own clock unless a test pins it. */
  today?: Date;
  /**
   * Called when the visitor starts on the card (focus or pointer), so the page that shows the
   * results can be fetched while they type. May be called many times.
   */
  onIntent?: () => void;
};

const selectSx = {
  '& .MuiOutlinedInput-root': { minHeight: 60, borderRadius: '14px', bgcolor: 'common.white' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'grey.300' },
  '& select': { fontWeight: 600 },
} as const;

/**
 * The flight search card: where from and to, when, who, which class and what budget. Search
 * checks the places (the first problem shows under the card), saves the search and opens the
 * results page, whose address carries the search so it can be shared.
 */
export function SearchCard({ initial, onSearch, today: todayProp, onIntent }: SearchCardProps) {
  const ids = useId();
  const navigate = useNavigate();
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  // Until the visitor picks dates they follow today, which only the date field shows: the
  // card itself renders the same on any day, so adopting a prerendered page changes none of it.
  const [chosenDates, setDates] = useState<DateRange>();
  const [travellers, setTravellers] = useState(initial?.travellers ?? DEFAULT_TRAVELLERS);
  const [travelClass, setTravelClass] = useState<TravelClass>(
    initial?.travelClass ?? DEFAULT_TRAVEL_CLASS,
  );
  const [priceRange, setPriceRange] = useState<[number, number]>(
    initial?.priceRange ?? [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]],
  );
  const [error, setError] = useState<PlaceError>();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const errorId = `${ids}-error`;

  const clearError = () => setError(undefined);
  const canSearch = from !== '' && to !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstPlaceError(from, to);
    if (problem) {
      setError(problem);
      (problem.field === 'from' ? fromInput : toInput).current?.focus();
      return;
    }
    const dates = chosenDates ?? startingRange(startOfDay(todayProp ?? new Date()), initial);
    const search: TripSearchParams = {
      from: from.trim(),
      to: to.trim(),
      departureDate: toIsoDate(dates.start),
      returnDate: toIsoDate(dates.end),
      travellers,
      travelClass,
      priceRange,
    };
    saveSearch(search);
    trackEvent({
      activityType: 'search',
      searchData: {
        from: search.from,
        to: search.to,
        departureDate: search.departureDate,
        returnDate: search.returnDate,
        travellers,
        travelClass,
        priceRange: { min: priceRange[0], max: priceRange[1] },
      },
    });
    if (onSearch) onSearch(search);
    else void navigate(`${paths.searchResults}?${searchParamsToQuery(search)}`);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Search trips"
      noValidate
      onSubmit={submit}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      sx={{
        width: '100%',
        p: { xs: 2, sm: 2.5, md: 3 },
        borderRadius: { xs: '22px', md: '28px' },
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        boxShadow: '0 30px 60px -24px rgba(15, 23, 42, 0.45)',
        border: '1px solid rgba(255, 255, 255, 0.7)',
        textAlign: 'left',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1.15fr)' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            display: 'grid',
            gap: { xs: 1.5, md: 1 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 44px minmax(0, 1fr)' },
          }}
        >
          <PlaceField
            id={`${ids}-from`}
            field="from"
            label="From"
            icon={<FlightTakeoffIcon />}
            value={from}
            onChange={setFrom}
            onEdit={clearError}
            invalid={error?.field === 'from'}
            describedBy={error?.field === 'from' ? errorId : undefined}
            inputRef={fromInput}
          />
          <IconButton
            aria-label="Swap departure and destination"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            sx={{
              width: 44,
              height: 44,
              justifySelf: 'center',
              color: 'primary.main',
              bgcolor: 'accent.sky',
              border: '1px solid #bfdbfe',
              '&:hover': { bgcolor: 'tone.info.tint' },
              // On a phone the fields stack and the button sits on their shared edge.
              position: { xs: 'absolute', md: 'static' },
              zIndex: 1,
              right: 20,
              top: '50%',
              transform: { xs: 'translateY(-50%) rotate(90deg)', md: 'none' },
            }}
          >
            <SwapHorizIcon />
          </IconButton>
          <PlaceField
            id={`${ids}-to`}
            field="to"
            label="To"
            icon={<FlightLandIcon />}
            value={to}
            onChange={setTo}
            onEdit={clearError}
            invalid={error?.field === 'to'}
            describedBy={error?.field === 'to' ? errorId : undefined}
            inputRef={toInput}
          />
        </Box>
        <DateRangeField
          chosen={chosenDates}
          initial={initial}
          today={todayProp}
          onChange={setDates}
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 1.5 },
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: 'minmax(150px, 0.8fr) minmax(170px, 0.9fr) minmax(0, 2.2fr) auto',
          },
        }}
      >
        <TravellersField value={travellers} onChange={setTravellers} />
        <TextField
          id={`${ids}-class`}
          select
          label="Class"
          value={travelClass}
          onChange={(event) => setTravelClass(event.target.value as TravelClass)}
          slotProps={{ select: { native: true } }}
          sx={selectSx}
        >
          {TRAVEL_CLASSES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <PriceRangeField value={priceRange} onChange={setPriceRange} />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSearch}
          startIcon={<SearchIcon />}
          sx={{
            gridColumn: { xs: '1 / -1', md: 'auto' },
            minHeight: 60,
            px: 4,
            borderRadius: '16px',
            fontSize: '1.05rem',
            background: 'linear-gradient(135deg, #1d4ed8 0%, #4338ca 60%, #6d28d9 100%)',
            boxShadow: '0 14px 28px -14px rgba(29, 78, 216, 0.9)',
            '&.Mui-disabled': {
              color: 'common.white',
              opacity: 0.45,
              boxShadow: 'none',
            },
          }}
        >
          Search
        </Button>
      </Box>

      {error && (
        <Box
          id={errorId}
          role="alert"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.25,
            borderRadius: '12px',
            color: 'secondary.dark',
            bgcolor: 'accent.warm',
            border: '1px solid #fdba74',
            fontWeight: 600,
          }}
        >
          <WarningAmberRoundedIcon aria-hidden="true" sx={{ color: 'secondary.main' }} />
          {error.message}
        </Box>
      )}
    </Box>
  );
}
