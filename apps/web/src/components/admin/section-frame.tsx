import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';

type SectionFrameProps = {
  /** The section's own heading (the top bar already names the section). */
  title?: string;
  /** Controls beside the title: a period selector, filter and export buttons. */
  actions?: ReactNode;
  /** What went wrong, in words for the admin; shown in a banner with a Retry button. */
  error?: string | undefined;
  onRetry?: () => void;
  /** When given, the banner has a close button (a failed action, not a failed load). */
  onDismiss?: () => void;
  /** True while the section's data is (re)loading: a thin bar under the title. */
  loading?: boolean;
  children: ReactNode;
};

/**
 * The frame every back-office section is built in: its heading and actions, an error banner
 * with Retry, and a loading bar that keeps its place so nothing below it jumps.
 */
export function SectionFrame({
  title,
  actions,
  error,
  onRetry,
  onDismiss,
  loading = false,
  children,
}: SectionFrameProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {(title || actions) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          {title && (
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          )}
          {actions && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {actions}
            </Box>
          )}
        </Box>
      )}
      <Box sx={{ height: 4, mt: -2.5 }}>{loading && <LinearProgress aria-label="Loading" />}</Box>
      {error && (
        <Alert
          severity="error"
          role="alert"
          onClose={onDismiss}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
      {children}
    </Box>
  );
}

/** What a panel shows when it has nothing: a quiet line, never a blank box. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 4 },
        borderStyle: 'dashed',
        textAlign: 'center',
        color: 'text.secondary',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <InboxOutlinedIcon aria-hidden sx={{ fontSize: 36, color: 'text.disabled' }} />
      <Typography>{text}</Typography>
      {action}
    </Paper>
  );
}

/** A titled white panel inside a section (a table, a chart, a list). */
export function Panel({
  title,
  actions,
  children,
  id,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={title ? headingId : undefined}
      sx={{ minWidth: 0, overflow: 'hidden' }}
    >
      {(title || actions) && (
        <Box
          sx={{
            px: 2,
            py: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {title && (
            <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              {title}
            </Typography>
          )}
          {actions}
        </Box>
      )}
      {children}
    </Paper>
  );
}
