import { Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { apiBaseUrl } from '../../../config/env';
import { checkEndpoints } from '../../../features/health/api/check-endpoints';
import { EndpointResultCard } from '../../../features/health/components/endpoint-result-card';
import { shapes } from '../../../config/theme-tokens';

const monoSx = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' };

export function DebugRoute() {
  const checks = useQuery({
    queryKey: ['debug', 'endpoints', apiBaseUrl],
    queryFn: ({ signal }) => checkEndpoints(apiBaseUrl, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const running = checks.isFetching;
  const results = checks.data ?? [];
  const workingCount = results.filter((result) => result.working).length;

  const environment = [
    { label: 'Hostname', value: window.location.hostname },
    { label: 'API base URL', value: apiBaseUrl === '' ? '(relative)' : apiBaseUrl },
    { label: 'User agent', value: navigator.userAgent },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        API Connection Debug
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        Checks that this browser can reach the API and that each endpoint answers.
      </Typography>

      <Paper
        elevation={0}
        sx={{
          p: 3,
          borderRadius: '20px',
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          border: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.5, sm: 1.5 },
          }}
        >
          {environment.map((item) => (
            <Box key={item.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {item.label}
              </Box>
              <Box component="dd" sx={{ m: 0, ...monoSx, fontSize: '0.9rem' }}>
                {item.value}
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          mt: 4,
          mb: 3,
        }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={() => void checks.refetch()}
          disabled={running}
          startIcon={
            running ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <RefreshIcon aria-hidden="true" />
            )
          }
          sx={{ borderRadius: shapes.pill, px: 3 }}
        >
          {running ? 'Running...' : 'Run Tests'}
        </Button>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {!running && results.length > 0
            ? `${workingCount} of ${results.length} endpoints working`
            : ''}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {results.map((result) => (
          <EndpointResultCard key={result.path} result={result} />
        ))}
      </Box>
    </Container>
  );
}
