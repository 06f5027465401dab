import { Avatar, Box, Button, IconButton, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { Suspense, lazy, useId, useState } from 'react';
import { initialsOf } from '../../lib/initials';
import { openLoginDialog, preloadLoginDialog } from '../../lib/login-dialog';
import { useSession } from '../../lib/session';

// The menu (a popover with its transitions) loads only when a signed-in visitor opens it.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

const avatarSx = {
  width: 38,
  height: 38,
  background: 'linear-gradient(135deg, #1d4ed8, #6d28d9)',
  color: 'common.white',
  fontSize: '0.95rem',
  fontWeight: 700,
} as const;

/**
 * The round account button in the header: signed out it opens the login dialog, signed in
 * it shows the traveller's initials and opens a menu with their name, phone and Logout.
 */
export function AccountButton() {
  const { user } = useSession();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  if (!user) {
    return (
      <IconButton
        aria-label="Sign in"
        aria-haspopup="dialog"
        onClick={() => openLoginDialog()}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={avatarSx}>
          <PersonOutlineIcon fontSize="small" />
        </Avatar>
      </IconButton>
    );
  }

  return (
    <>
      <IconButton
        aria-label={`Account: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={avatarSx} data-testid="account-initials">
          {initialsOf(user.name)}
        </Avatar>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu id={menuId} anchor={anchor} user={user} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

type DrawerAccountPanelProps = {
  /** Closes the drawer before the dialog opens or the visitor signs out. */
  onAction: () => void;
};

/** The account panel at the top of the mobile drawer. */
export function DrawerAccountPanel({ onAction }: DrawerAccountPanelProps) {
  const { user, signOut } = useSession();
  return (
    <Box
      sx={{
        p: 2.5,
        borderRadius: '16px',
        color: 'common.white',
        background: 'linear-gradient(135deg, #1e3a8a, #4338ca 60%, #6d28d9)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, minWidth: 0 }}>
        <Avatar sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'common.white', fontWeight: 700 }}>
          {user ? initialsOf(user.name) : <PersonOutlineIcon />}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user ? user.name : 'Welcome Guest'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.9)' }}>
            {user ? user.phone : 'Sign in to access your account'}
          </Typography>
          {user?.email && (
            <Typography
              variant="body2"
              sx={{ color: 'rgba(255,255,255,0.9)', overflowWrap: 'anywhere' }}
            >
              {user.email}
            </Typography>
          )}
        </Box>
      </Box>
      <Button
        fullWidth
        variant="contained"
        onPointerEnter={user ? undefined : preloadLoginDialog}
        onClick={() => {
          onAction();
          if (user) void signOut();
          else openLoginDialog();
        }}
        sx={{
          bgcolor: 'common.white',
          color: 'primary.dark',
          '&:hover': { bgcolor: 'accent.tint' },
        }}
      >
        {user ? 'Logout' : 'Sign In'}
      </Button>
    </Box>
  );
}
