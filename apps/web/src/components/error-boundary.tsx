import { Box, Button, Container, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

type ErrorFallbackProps = {
  /** True when no page layout surrounds it, so it provides its own main landmark. */
  standalone?: boolean;
};

export function ErrorFallback({ standalone = false }: ErrorFallbackProps) {
  return (
    <Box component={standalone ? 'main' : 'div'}>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1.5 }}>
          Something went wrong
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          The page could not be shown. Reloading usually fixes it.
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Container>
    </Box>
  );
}

/** The errorElement for routes: a failed page load or a render error inside a route. */
export function RouteErrorFallback({ standalone = false }: ErrorFallbackProps) {
  const error = useRouteError();
  console.error(error);
  return <ErrorFallback standalone={standalone} />;
}

type ErrorBoundaryState = { failed: boolean };

/** Catches render errors outside the router's own error handling. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback standalone /> : this.props.children;
  }
}
