import { GlobalStyles } from '@mui/material';

/**
 * "Download PDF" prints the page: this turns it into one clean document, the site's header,
 * footer, backdrop and buttons left out and the whole day-wise plan shown.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '14mm' },
          'html, body': { background: '#fff !important' },
          'header, footer, [data-testid="site-background"], [data-print="hide"], .MuiSnackbar-root, .MuiDialog-root, .MuiBackdrop-root':
            { display: 'none !important' },
          'main a[href^="#"]': { display: 'none !important' },
          '[data-print="plain"]': {
            boxShadow: 'none !important',
            background: '#fff !important',
            border: '1px solid #cbd5e1 !important',
            color: '#0f172a !important',
          },
          '[data-print="day"]': { breakInside: 'avoid', pageBreakInside: 'avoid' },
          '[data-print="section"]': { breakBefore: 'auto' },
          '[data-print="page-break"]': { breakBefore: 'page', pageBreakBefore: 'always' },
          '*': { animation: 'none !important', transition: 'none !important' },
        },
      }}
    />
  );
}
