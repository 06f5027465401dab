import { Box, ClickAwayListener, IconButton, Paper, Popper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { MAX_TRAVELLERS } from '@trip/shared/itineraries/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { ShellContent, fieldShellSx } from './field-shell';

/** "1 Traveller", "3 Travellers". */
export function travellersLabel(count: number): string {
  return `${count} ${count === 1 ? 'Traveller' : 'Travellers'}`;
}

type TravellersFieldProps = { value: number; onChange: (count: number) => void };

/**
 * The travellers dropdown: opened by its display, closed by a click anywhere outside it or
 * Escape. Never fewer than 1; at most what the planner takes for one search.
 */
export function TravellersField({ value, onChange }: TravellersFieldProps) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `${ids}-panel`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // Listened for on the document: a button that has just become disabled drops the focus.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box sx={{ position: 'relative', width: '100%' }}>
        <Box
          ref={button}
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((shown) => !shown)}
          sx={fieldShellSx}
        >
          <ShellContent
            icon={<PeopleAltOutlinedIcon />}
            label="Travellers"
            value={travellersLabel(value)}
          />
        </Box>
        <Popper
          open={open}
          anchorEl={button.current}
          placement="bottom-start"
          disablePortal
          sx={{ zIndex: 20 }}
        >
          <Paper
            id={panelId}
            role="group"
            aria-label="Number of travellers"
            sx={{
              mt: 1,
              p: 2,
              width: 260,
              borderRadius: '16px',
              boxShadow: '0 24px 48px -16px rgba(15, 23, 42, 0.35)',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>Travellers</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Everyone on the trip
                </Typography>
              </Box>
              <IconButton
                aria-label="Remove a traveller"
                disabled={value <= 1}
                onClick={() => onChange(Math.max(1, value - 1))}
                sx={{ border: '1px solid #cbd5e1' }}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography
                aria-live="polite"
                aria-atomic="true"
                sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, fontSize: '1.1rem' }}
              >
                <Box component="span" aria-hidden="true">
                  {value}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {travellersLabel(value)}
                </Box>
              </Typography>
              <IconButton
                aria-label="Add a traveller"
                disabled={value >= MAX_TRAVELLERS}
                onClick={() => onChange(Math.min(MAX_TRAVELLERS, value + 1))}
                sx={{ border: '1px solid #cbd5e1' }}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Box>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
