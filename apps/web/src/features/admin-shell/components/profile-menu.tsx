import { Avatar, Box, ButtonBase, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import type { Admin } from '@trip/shared/auth/schemas';
import { useId, useState } from 'react';
import { initialsOf } from '../../../lib/initials';
import { ProfileDialog } from './profile-dialog';
import { RoleChip } from './role-chip';
import { shapes } from '../../../config/theme-tokens';

type ProfileMenuProps = {
  admin: Admin;
  onLogout: () => void;
};

/** The admin's name and role in the top bar, opening Profile and Logout. */
export function ProfileMenu({ admin, onLogout }: ProfileMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const menuId = useId();

  return (
    <>
      <ButtonBase
        aria-label={`Profile menu: ${admin.username}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: shapes.pill, pl: 0.5, pr: { xs: 0.5, sm: 1 }, py: 0.5, gap: 1 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
          {initialsOf(admin.username)}
        </Avatar>
        <Box
          sx={{
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            alignItems: 'flex-start',
            minWidth: 0,
          }}
        >
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, lineHeight: 1.3, maxWidth: 160 }}
            noWrap
          >
            {admin.username}
          </Typography>
          <RoleChip role={admin.role} />
        </Box>
        <KeyboardArrowDownIcon
          fontSize="small"
          sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }}
        />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200, borderRadius: '14px' } } }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <ProfileDialog admin={admin} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
