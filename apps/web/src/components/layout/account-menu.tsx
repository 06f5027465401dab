import {
  Avatar,
  Box,
  Divider,
  ListItemIcon,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import type { User } from '@trip/shared/auth/schemas';
import { initialsOf } from '../../lib/initials';
import { signOutUser } from '../../lib/session';

type AccountMenuProps = {
  id: string;
  anchor: HTMLElement;
  user: User;
  onClose: () => void;
};

/**
 * The signed-in traveller's menu: who is signed in, then Logout. The name and phone sit above
 * the menu list rather than in it, so they read as text and keyboard focus goes to Logout.
 */
export function AccountMenu({ id, anchor, user, onClose }: AccountMenuProps) {
  return (
    <Popover
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          'aria-label': 'Account',
          sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 32px)', borderRadius: '14px' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1.5 }}>
        <Avatar
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            fontWeight: 700,
            fontSize: '0.95rem',
            background: 'linear-gradient(135deg, #1d4ed8, #6d28d9)',
          }}
        >
          {initialsOf(user.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <PhoneIphoneIcon sx={{ fontSize: 16 }} aria-hidden />
            {user.phone}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <MenuList autoFocusItem aria-label="Account actions" sx={{ py: 0.5 }}>
        <MenuItem
          onClick={() => {
            onClose();
            void signOutUser();
          }}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
