import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { aiUsageMessages } from '@trip/shared/ai-usage/schemas';
import { formatMoment, formatSeconds, formatUsd } from '../../../components/admin/format';
import { errorMessage } from '../../../lib/error-message';
import { useAiUsageLog } from '../api/get-ai-usage-log';
import { engineLabel } from './engine-label';

function DataBlock({ title, data }: { title: string; data: unknown }) {
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={title}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 240,
          overflow: 'auto',
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {JSON.stringify(data ?? {}, null, 2)}
      </Box>
    </Box>
  );
}

/** One engine call: what it was, what it cost, and what was asked and answered. */
export function LogDetailDialog({ id, onClose }: { id: string | undefined; onClose(): void }) {
  const log = useAiUsageLog(id);
  const failure = errorMessage(log.error, { fallback: aiUsageMessages.fetchFailed });
  const facts = log.data
    ? [
        ['When', formatMoment(log.data.createdAt)],
        ['Endpoint', log.data.endpoint],
        ['Engine', engineLabel(log.data)],
        ['Status', log.data.responseStatus === 'success' ? 'Success' : 'Error'],
        ...(log.data.errorCode ? [['Error code', log.data.errorCode]] : []),
        ['Response time', formatSeconds(log.data.responseTime)],
        [
          'Tokens',
          `${log.data.tokensUsed} (${log.data.inputTokens} in, ${log.data.outputTokens} out)`,
        ],
        [
          'Cost',
          log.data.model === null
            ? 'Free (offline planner)'
            : log.data.costKnown
              ? formatUsd(log.data.cost)
              : 'Unknown (model not in the price table)',
        ],
      ]
    : [];
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Engine call</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {log.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the call" />
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {log.data && (
          <>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                '& dt': { fontWeight: 600, color: 'text.secondary' },
                '& dd': { m: 0, wordBreak: 'break-word' },
              }}
            >
              {facts.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
            <DataBlock title="Request data" data={log.data.requestData} />
            <DataBlock title="Response data" data={log.data.responseData} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
