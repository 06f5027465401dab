import { Box, Button, IconButton } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** The admin spec's pager shows at most this many page buttons. */
export const PAGER_BUTTONS = 5;

/**
 * The page numbers (1-based) the pager shows: a window of at most `buttons` pages around the
 * current one, shifted so it never runs past either end.
 */
export function pagerWindow(page: number, totalPages: number, buttons = PAGER_BUTTONS): number[] {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const size = Math.min(buttons, last);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

type PagerProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  /** Names the list the pager moves through, e.g. "Activity feed pages". */
  label: string;
  disabled?: boolean;
};

/** Previous, up to five numbered pages around the current one, next. */
export function Pager({ page, totalPages, onChange, label, disabled = false }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, py: 1.5 }}
    >
      <IconButton
        aria-label="Previous page"
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
        size="small"
      >
        <ChevronLeftIcon />
      </IconButton>
      {pagerWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          disabled={disabled}
          onClick={() => onChange(number)}
          sx={{ minWidth: 36 }}
        >
          {number}
        </Button>
      ))}
      <IconButton
        aria-label="Next page"
        disabled={disabled || page >= totalPages}
        onClick={() => onChange(page + 1)}
        size="small"
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
