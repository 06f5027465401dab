import { Typography } from '@mui/material';

/** The top of an admin catalogue card: its category in small capitals, then its title. */
export function CardHeading({ category, title }: { category: string; title: string }) {
  return (
    <>
      <Typography
        variant="caption"
        sx={{ fontWeight: 700, color: 'accent.deep', letterSpacing: '0.04em' }}
      >
        {category.toUpperCase()}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
        {title}
      </Typography>
    </>
  );
}
