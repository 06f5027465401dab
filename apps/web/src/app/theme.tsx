import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { accent, brand, shapes, slate, tones } from '../config/theme-tokens';

declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface Palette {
    accent: typeof accent;
    tone: typeof tones;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface PaletteOptions {
    accent?: typeof accent;
    tone?: typeof tones;
  }
}

export const theme = createTheme({
  palette: {
    // MUI's own success, warning, info and error stay: their text contrast is checked.
    primary: { main: brand.primary, dark: brand.primaryDark },
    secondary: { main: brand.secondary, dark: brand.secondaryDark },
    background: { default: brand.page },
    text: { primary: slate[900], secondary: slate[600] },
    grey: slate,
    divider: slate[200],
    accent,
    tone: tones,
  },
  typography: {
    fontFamily: '"Poppins", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: shapes.radius },
});

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
