import { AppBar, Box, Button, Container, GlobalStyles, IconButton, Toolbar } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, lazy, useState } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';
import { navLinks } from '../../config/site';
import { useHydrated } from '../../lib/use-hydrated';
import { AccountButton } from './account-button';
import { BrandLogo } from './brand-logo';
import { shapes } from '../../config/theme-tokens';

// The drawer (a modal with its transitions) loads only when a narrow screen first needs it.
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));
// The bar that shows a page is loading comes with the first page followed in the app.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export const NARROW_QUERY = '(max-width:1024px)';
// Until React has adopted a prerendered page, it holds both the links and the menu button (it
// cannot know the width) and these classes pick one; afterwards only the one in use is
// rendered. Classes from global styles rather than `sx`: a style that changes at adoption would
// have to be compiled and inserted in the task that adopts the page.
const onNarrow = `@media ${NARROW_QUERY}`;
const WIDE_ONLY = 'ts-wide-only';
const NARROW_ONLY = 'ts-narrow-only';
// `html` outranks the components' own display rules, which come later in the page.
const widthStyles = (
  <GlobalStyles
    styles={{
      [`html .${WIDE_ONLY}`]: { [onNarrow]: { display: 'none' } },
      [`html .${NARROW_ONLY}`]: { display: 'none', [onNarrow]: { display: 'inline-flex' } },
    }}
  />
);

export function SiteHeader() {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = narrow && drawerOpenedAt === location.key;
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'rgba(255, 255, 255, 0.82)',
        backdropFilter: 'saturate(180%) blur(12px)',
        color: 'text.primary',
        borderBottom: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      {widthStyles}
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 1 }}>
          <BrandLogo />
          <Box sx={{ flex: 1 }} />
          {(!hydrated || !narrow) && (
            <Box
              component="nav"
              aria-label="Main"
              className={hydrated ? undefined : WIDE_ONLY}
              sx={{ display: 'flex', gap: 0.5, mr: 1 }}
            >
              {navLinks.map((link) => (
                <Button
                  key={link.href}
                  component={NavLink}
                  to={link.href}
                  end
                  sx={{
                    px: 2,
                    color: 'grey.800',
                    borderRadius: shapes.pill,
                    '&:hover': { bgcolor: 'rgba(29, 78, 216, 0.06)' },
                    '&.active': { color: 'primary.main', bgcolor: 'rgba(29, 78, 216, 0.1)' },
                  }}
                >
                  {link.label}
                </Button>
              ))}
            </Box>
          )}
          <AccountButton />
          {(!hydrated || narrow) && (
            <IconButton
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={() => void loadNavDrawer()}
              onFocus={() => void loadNavDrawer()}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpenedAt(location.key);
              }}
              className={hydrated ? undefined : NARROW_ONLY}
              sx={{ color: 'text.primary' }}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3 }}
          />
        </Suspense>
      )}
      {narrow && drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpenedAt(null)} />
        </Suspense>
      )}
    </AppBar>
  );
}
