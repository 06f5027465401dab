import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search text (sent once typing pauses), its status filter and its page; a new
 * search or status starts again at the first page.
 */
export function useSearchFilter<S extends string>(firstPage: number) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [status, setStatus] = useState<S | 'all'>('all');
  const [page, setPage] = useState(firstPage);
  const [shown, setShown] = useState({ search, status });
  if (shown.search !== search || shown.status !== status) {
    setShown({ search, status });
    setPage(firstPage);
  }
  return { searchText, setSearchText, search, status, setStatus, page, setPage };
}

type SearchToolbarProps<S extends string> = {
  /** Prefix of the fields' ids: `${id}-search`, `${id}-status-filter`. */
  id: string;
  searchLabel: string;
  placeholder: string;
  maxLength: number;
  filter: Pick<
    ReturnType<typeof useSearchFilter<S>>,
    'searchText' | 'setSearchText' | 'status' | 'setStatus'
  >;
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  /** More controls at the end of the bar (an export button). */
  children?: ReactNode;
};

/** The bar above a back-office table: search box, status filter and the list's own actions. */
export function SearchToolbar<S extends string>({
  id,
  searchLabel,
  placeholder,
  maxLength,
  filter,
  statuses,
  statusLabels,
  children,
}: SearchToolbarProps<S>) {
  return (
    <Box
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        id={`${id}-search`}
        type="search"
        size="small"
        label={searchLabel}
        placeholder={placeholder}
        value={filter.searchText}
        onChange={(event) => filter.setSearchText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength },
        }}
        sx={{ flex: '1 1 240px' }}
      />
      <TextField
        id={`${id}-status-filter`}
        select
        size="small"
        label="Status"
        value={filter.status}
        onChange={(event) => filter.setStatus(event.target.value as S | 'all')}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
      >
        <MenuItem value="all">All statuses</MenuItem>
        {statuses.map((option) => (
          <MenuItem key={option} value={option}>
            {statusLabels[option]}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Box>
  );
}
