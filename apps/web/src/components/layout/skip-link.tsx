import { Box } from '@mui/material';

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus the target without adding the fragment to the router's history.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: '8px',
        bgcolor: 'primary.main',
        color: 'common.white',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
