import {
  AppBar,
  Box,
  CircularProgress,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import MenuIcon from '@mui/icons-material/Menu';
import type { Admin } from '@trip/shared/auth/schemas';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/layout/brand-logo';
import type { AdminSection } from '../types';
import { NotificationButton } from './notification-button';
import { ProfileMenu } from './profile-menu';

export const SIDE_MENU_WIDTH = 280;
const WIDE_QUERY = '(min-width:900px)';

type AdminShellProps = {
  sections: readonly AdminSection[];
  /** The section shown when the address names none (or one that does not exist). */
  defaultSectionId: string;
  admin: Admin;
  onLogout: () => void;
};

/** The back office frame: the fixed side menu, the top bar and the current section. */
export function AdminShell({ sections, defaultSectionId, admin, onLogout }: AdminShellProps) {
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const current =
    sections.find((section) => section.id === requested) ??
    sections.find((section) => section.id === defaultSectionId) ??
    sections[0];
  if (!current) throw new Error('The admin shell needs at least one section.');
  const SectionScreen = current.Component;

  const sideMenu = (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: 'grey.900' }}>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <BrandLogo inverted onClick={() => setMenuOpen(false)} />
        <Typography
          component="span"
          sx={{
            ml: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontSize: '0.75rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: 'accent.tintBorder',
            bgcolor: 'rgba(99, 102, 241, 0.25)',
          }}
        >
          Admin
        </Typography>
      </Box>
      <Box component="nav" aria-label="Admin sections" sx={{ flex: 1, overflowY: 'auto', px: 1.5 }}>
        <List disablePadding>
          {sections.map((section) => {
            const selected = section.id === current.id;
            return (
              <ListItem key={section.id} disablePadding sx={{ mb: 0.5 }}>
                <ListItemButton
                  component={Link}
                  to={`?section=${section.id}`}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  sx={{
                    borderRadius: '10px',
                    color: 'grey.300',
                    '&:hover': { bgcolor: 'rgba(148, 163, 184, 0.12)' },
                    '&.Mui-selected, &.Mui-selected:hover': {
                      color: 'common.white',
                      bgcolor: 'primary.main',
                    },
                    '&.Mui-focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 1 },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 38, color: 'inherit' }}>
                    {section.icon}
                  </ListItemIcon>
                  <ListItemText
                    primary={section.label}
                    slotProps={{
                      primary: {
                        noWrap: true,
                        sx: { fontWeight: selected ? 700 : 500, fontSize: '0.95rem' },
                      },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'grey.100' }}>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: SIDE_MENU_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, border: 'none' },
          }}
        >
          {sideMenu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-label': 'Admin menu',
              sx: { width: SIDE_MENU_WIDTH, maxWidth: '85vw', border: 'none' },
            },
          }}
        >
          {sideMenu}
        </Drawer>
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          elevation={0}
          sx={{
            bgcolor: 'rgba(255, 255, 255, 0.9)',
            backdropFilter: 'saturate(180%) blur(12px)',
            color: 'text.primary',
            borderBottom: '1px solid rgba(15, 23, 42, 0.08)',
          }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 64, md: 72 }, px: { xs: 1.5, sm: 3 } }}>
            {!wide && (
              <IconButton
                aria-label="Open admin menu"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
                sx={{ color: 'text.primary' }}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Typography
              component="h1"
              variant="h6"
              noWrap
              sx={{
                fontWeight: 700,
                flex: 1,
                minWidth: 0,
                fontSize: { xs: '1.05rem', sm: '1.25rem' },
              }}
            >
              {current.label}
            </Typography>
            <NotificationButton />
            <ProfileMenu admin={admin} onLogout={onLogout} />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3, md: 4 } }}>
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
                <CircularProgress aria-label="Loading section" />
              </Box>
            }
          >
            <SectionScreen key={current.id} />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
