import { Box, Chip, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { EndpointCheck } from '../api/check-endpoints';

export function EndpointResultCard({ result }: { result: EndpointCheck }) {
  const headingId = `endpoint-${result.path.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid="endpoint-result"
      elevation={0}
      sx={{
        p: 3,
        borderRadius: '20px',
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        border: '1px solid',
        borderColor: result.working ? 'rgba(46, 125, 50, 0.35)' : 'rgba(211, 47, 47, 0.35)',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {result.name}
          </Typography>
          <Typography
            component="code"
            variant="body2"
            sx={{ color: 'text.secondary', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
          >
            GET {result.path}
          </Typography>
        </Box>
        <Chip
          label={result.working ? 'Working' : 'Failed'}
          color={result.working ? 'success' : 'error'}
          icon={
            result.working ? (
              <CheckCircleIcon aria-hidden="true" />
            ) : (
              <ErrorOutlineIcon aria-hidden="true" />
            )
          }
          sx={{ fontWeight: 600 }}
        />
      </Box>
      <Typography variant="body2">
        <strong>Status:</strong> {result.status ?? 'No response'}
      </Typography>
      {result.error !== null && (
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          <strong>Error:</strong> {result.error}
        </Typography>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`Raw response from ${result.path}`}
        sx={{
          m: 0,
          p: 2,
          maxHeight: 220,
          overflow: 'auto',
          borderRadius: '10px',
          bgcolor: 'grey.900',
          color: 'grey.200',
          fontSize: '0.8rem',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {result.raw || '(empty body)'}
      </Box>
    </Paper>
  );
}
