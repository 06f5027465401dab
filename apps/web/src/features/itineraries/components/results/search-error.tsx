import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchProblem } from '../../hooks/use-itinerary-search';

type SearchErrorProps = {
  problem: SearchProblem;
  onRetry: () => void;
  onNewSearch: () => void;
  /** Runs the search again with a suggested place in the refused field. */
  onSuggestion: (field: 'from' | 'to', place: string) => void;
};

/** Why no itineraries came, with "Try Again" and "New Search". */
export function SearchError({ problem, onRetry, onNewSearch, onSuggestion }: SearchErrorProps) {
  const { field, suggestions } = problem;
  return (
    <Paper
      elevation={0}
      sx={{
        maxWidth: 640,
        mx: 'auto',
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        textAlign: 'center',
        bgcolor: 'rgba(255, 255, 255, 0.95)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        We could not plan this trip
      </Typography>
      <Alert severity="error" sx={{ mt: 2.5, textAlign: 'left' }}>
        {problem.message}
      </Alert>
      {field && suggestions.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography component="span" sx={{ mr: 0.5 }}>
            Did you mean
          </Typography>
          {suggestions.map((place, index) => (
            <Box component="span" key={place}>
              <Link
                component="button"
                type="button"
                onClick={() => onSuggestion(field, place)}
                sx={{ fontWeight: 600, verticalAlign: 'baseline', fontSize: 'inherit' }}
              >
                {place}
              </Link>
              {index < suggestions.length - 1 ? ', ' : '?'}
            </Box>
          ))}
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'center' }}
      >
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
          Try Again
        </Button>
        <Button variant="outlined" size="large" startIcon={<SearchIcon />} onClick={onNewSearch}>
          New Search
        </Button>
      </Stack>
    </Paper>
  );
}
