import { Box, Button, Paper, Typography } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';

/** The Settings block that holds the admin's password change. */
export function SecurityCard() {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '16px' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Security
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Change the password you sign in to the back office with.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
          Change Password
        </Button>
      </Box>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </Paper>
  );
}
