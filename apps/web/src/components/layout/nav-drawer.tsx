import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router';
import { navLinks } from '../../config/site';
import { DrawerAccountPanel } from './account-button';
import { BrandLogo } from './brand-logo';

type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/** The right-hand menu that holds the links on narrow screens. */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Menu',
          sx: { width: 320, maxWidth: '88vw', p: 2, gap: 2, bgcolor: 'common.white' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <BrandLogo onClick={onClose} />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DrawerAccountPanel onAction={onClose} />
      <nav aria-label="Mobile">
        <List disablePadding>
          {navLinks.map((link) => (
            <ListItem key={link.href} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.href}
                end
                onClick={onClose}
                sx={{
                  borderRadius: '10px',
                  mb: 0.5,
                  '&.active': { bgcolor: 'rgba(29, 78, 216, 0.1)', color: 'primary.dark' },
                }}
              >
                <ListItemText
                  primary={link.label}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
