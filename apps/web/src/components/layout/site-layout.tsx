import { Box, GlobalStyles } from '@mui/material';
import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { useScrollToLocationHash } from '../../lib/hash-link';
import { Background } from './background/background';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export const MAIN_CONTENT_ID = 'main-content';

const globalStyles = (
  <GlobalStyles
    styles={{
      // Sections reached by "/#id" links and focused controls must not hide under the sticky header.
      html: { scrollPaddingTop: 88 },
      // Element and attribute in the selector: it must outrank MUI's own "outline: 0" classes.
      'a:focus-visible, button:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
        outline: '3px solid #1d4ed8',
        outlineOffset: 2,
      },
      'footer a:focus-visible': { outlineColor: '#93c5fd' },
    }}
  />
);

// At least a screen tall below the header: a page whose content is still loading would
// otherwise show the footer, then push it away when the content arrives (a layout shift).
const mainSx = {
  flex: 1,
  outline: 'none',
  minHeight: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 72px)' },
} as const;

/**
 * Header, background, main landmark and `footer` around every public page. The footer comes as
 * an element so that what it reads (the site settings) re-renders it alone when it arrives.
 */
export function SiteLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  useScrollToLocationHash();
  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {globalStyles}
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Background />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={mainSx}>
        {children}
      </Box>
      {footer}
      <ScrollRestoration />
    </Box>
  );
}
