import { Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function NotFoundRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4.5rem', md: '6rem' },
          fontWeight: 700,
          lineHeight: 1,
          color: 'primary.main',
        }}
      >
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2, mb: 1.5 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        The page you are looking for has moved or never existed.
      </Typography>
      <Button component={Link} to={paths.home} variant="contained" size="large">
        Back to home
      </Button>
    </Container>
  );
}
