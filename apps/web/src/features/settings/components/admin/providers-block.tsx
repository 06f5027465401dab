import { Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ComponentStatus, SystemStatus } from '@trip/shared/dashboard/schemas';
import { Panel } from '../../../../components/admin/section-frame';
import { useSystemStatus } from '../../api/admin-get-system-status';

const WORDS: Record<ComponentStatus, string> = {
  up: 'Answering',
  down: 'Not answering',
  degraded: 'Degraded',
  'not-configured': 'Not configured',
  unknown: 'Configured',
};

const COLOURS: Record<ComponentStatus, 'success' | 'error' | 'default'> = {
  up: 'success',
  down: 'error',
  degraded: 'error',
  'not-configured': 'default',
  unknown: 'default',
};

function rows(status: SystemStatus): [string, string, ComponentStatus][] {
  const engine = status.engine;
  return [
    [
      'Itinerary engine',
      engine.provider === 'none'
        ? 'Offline planner only (AI_PROVIDER is none)'
        : `${engine.provider} · ${engine.model ?? ''}`,
      engine.provider === 'none' ? 'not-configured' : engine.status === 'ready' ? 'up' : 'degraded',
    ],
    [
      'Photo search',
      status.photos.provider === 'none' ? 'Generated destination art' : status.photos.provider,
      status.photos.status,
    ],
    [
      'Upload storage',
      status.storage.kind === 'local' ? 'Local folder' : 'S3-compatible bucket',
      status.storage.status,
    ],
    ['Redis', 'Shared rate limits across instances', status.redis.status],
  ];
}

/** Which outside services are configured and whether they answer; never a key's value. */
export function ProvidersBlock() {
  const status = useSystemStatus();
  return (
    <Panel title="API keys and services" id="settings-providers">
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pt: 1.5 }}>
        Keys are set in the server's environment (see .env.example); they are never shown here.
      </Typography>
      {status.data ? (
        <List dense>
          {rows(status.data).map(([name, detail, state]) => (
            <ListItem
              key={name}
              secondaryAction={
                <Chip size="small" variant="outlined" color={COLOURS[state]} label={WORDS[state]} />
              }
            >
              <ListItemText primary={name} secondary={detail} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>
          {status.isError ? 'The services could not be checked.' : 'Checking the services…'}
        </Typography>
      )}
    </Panel>
  );
}
