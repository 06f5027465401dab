import { Box } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';

/**
 * The five gold stars every package shows (its rating is always five, beside its review
 * count): a picture, not a control, so it does without the Rating input's code.
 */
export function FiveStars() {
  return (
    <Box
      role="img"
      aria-label="Rated 5 out of 5"
      sx={{ display: 'inline-flex', color: 'accent.star', fontSize: '1.125rem' }}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} fontSize="inherit" aria-hidden="true" />
      ))}
    </Box>
  );
}
