import {
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { Admin } from '@trip/shared/auth/schemas';
import { useId } from 'react';
import { initialsOf } from '../../../lib/initials';
import { RoleChip } from './role-chip';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

type ProfileDialogProps = {
  admin: Admin;
  open: boolean;
  onClose: () => void;
};

export function ProfileDialog({ admin, open, onClose }: ProfileDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { borderRadius: '16px', m: { xs: 2, sm: 4 } } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Profile
      </DialogTitle>
      <DialogContent>
        <ProfileDetails admin={admin} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The admin's name, role, e-mail and the sign-in before this one. */
export function ProfileDetails({ admin }: { admin: Admin }) {
  const rows = [
    ['Username', admin.username],
    ['Email', admin.email],
    [
      'Last login',
      admin.previousLogin
        ? dateFormat.format(new Date(admin.previousLogin))
        : 'None before this session',
    ],
  ] as const;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
          {initialsOf(admin.username)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {admin.username}
          </Typography>
          <RoleChip role={admin.role} />
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.25, m: 0 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
