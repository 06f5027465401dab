import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { BUILT_IN_CITIES, MAX_PLACE_LENGTH } from '@trip/shared/itineraries/constants';
import type { PlaceFieldName, PlaceSuggestion } from '@trip/shared/itineraries/schemas';
import { startTransition, type ReactNode, type Ref } from 'react';
import { usePlaceSuggestions } from '../../api/get-places';

export type PlaceOption = {
  city: string;
  code: string;
  /** The airport, or the state and country for a place without one. */
  detail: string;
  group: 'Popular cities' | 'More places';
};

const normalise = (text: string) => text.trim().toLowerCase();

/** Whether a word of `name` starts with the typed text: "del" finds New Delhi, "m" not Goa. */
function startsAWord(name: string, typed: string): boolean {
  const text = normalise(name);
  return text.startsWith(typed) || text.split(/[\s-]+/).some((word) => word.startsWith(typed));
}

/**
 * What the field suggests for the text typed: the ten built-in cities that match it first
 * (all ten for an empty field), then the server's suggestions not already listed.
 */
export function placeOptions(text: string, suggestions: readonly PlaceSuggestion[]): PlaceOption[] {
  const typed = normalise(text);
  const builtIn: PlaceOption[] = BUILT_IN_CITIES.filter(
    (option) =>
      typed === '' ||
      startsAWord(option.city, typed) ||
      (typed.length >= 2 && normalise(option.code).startsWith(typed)) ||
      startsAWord(option.airport, typed),
  ).map((option) => ({
    city: option.city,
    code: option.code,
    detail: option.airport,
    group: 'Popular cities',
  }));
  const listed = new Set(builtIn.map((option) => normalise(option.city)));
  const more: PlaceOption[] = [];
  for (const place of suggestions) {
    if (listed.has(normalise(place.city))) continue;
    listed.add(normalise(place.city));
    more.push({
      city: place.city,
      code: place.code,
      detail: place.airport || [place.state, place.country].filter(Boolean).join(', '),
      group: 'More places',
    });
  }
  return [...builtIn, ...more];
}

const inTransition = new WeakMap<(node: HTMLElement | null) => void, Ref<HTMLElement>>();

/**
 * Autocomplete keeps the element its list hangs from in state, set by a ref. A ref runs as
 * React commits, so that update would re-render the field in the same task, straight after
 * adopting a prerendered page. In a transition React does it in a later slice instead; the list
 * cannot open before then anyway. One wrapper per Autocomplete, so the ref stays the same.
 */
function refInTransition(ref: Ref<HTMLElement> | undefined): Ref<HTMLElement> | undefined {
  if (typeof ref !== 'function') return ref;
  let wrapped = inTransition.get(ref);
  if (!wrapped) {
    wrapped = (node: HTMLElement | null) => startTransition(() => void ref(node));
    inTransition.set(ref, wrapped);
  }
  return wrapped;
}

type PlaceFieldProps = {
  id: string;
  /** Which end of the trip: the From field also suggests the towns trips start from. */
  field: PlaceFieldName;
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** Called on every keystroke or choice, so the card can clear its message. */
  onEdit: () => void;
  invalid: boolean;
  /** The id of the card's message, while it speaks of this field. */
  describedBy: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A city field with suggestions. Any text is accepted: the suggestions help, they do not
 * restrict.
 */
export function PlaceField({
  id,
  field,
  label,
  icon,
  value,
  onChange,
  onEdit,
  invalid,
  describedBy,
  inputRef,
}: PlaceFieldProps) {
  const suggestions = usePlaceSuggestions(value, field);
  const options = placeOptions(value, suggestions);

  return (
    <Autocomplete<PlaceOption, false, false, true>
      id={id}
      freeSolo
      fullWidth
      options={options}
      value={value}
      inputValue={value}
      filterOptions={(all) => all}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.city)}
      isOptionEqualToValue={(option, chosen) =>
        option.city === (typeof chosen === 'string' ? chosen : chosen.city)
      }
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        onChange(text);
        onEdit();
      }}
      onChange={(_event, chosen) => {
        onChange(typeof chosen === 'string' ? chosen : (chosen?.city ?? ''));
        onEdit();
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              minWidth: 44,
              py: 0.25,
              borderRadius: '6px',
              textAlign: 'center',
              fontSize: '0.75rem',
              fontWeight: 700,
              letterSpacing: '0.04em',
              color: 'primary.dark',
              bgcolor: 'accent.tint',
            }}
          >
            {option.code || '—'}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{option.city}</Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {option.detail}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          placeholder="City or destination"
          error={invalid}
          inputRef={inputRef}
          slotProps={{
            inputLabel: InputLabelProps,
            input: {
              ...InputProps,
              ref: refInTransition(InputProps.ref),
              startAdornment: (
                <InputAdornment position="start" sx={{ color: 'primary.main' }}>
                  {icon}
                </InputAdornment>
              ),
            },
            htmlInput: {
              ...inputProps,
              maxLength: MAX_PLACE_LENGTH,
              'aria-invalid': invalid,
              'aria-describedby': describedBy,
            },
          }}
          sx={{
            '& .MuiOutlinedInput-root': {
              minHeight: 60,
              borderRadius: '14px',
              bgcolor: 'common.white',
              '& fieldset': { borderColor: 'grey.300' },
            },
          }}
        />
      )}
    />
  );
}
