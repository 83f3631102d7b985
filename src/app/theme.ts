import { createTheme } from '@mui/material/styles';
import { palette } from '../ui/palette';

const display = '"Fredoka Variable", "Fredoka", ui-rounded, "Segoe UI", system-ui, sans-serif';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: palette.amber, contrastText: '#1d1200' },
    secondary: { main: palette.pink, contrastText: '#22000f' },
    success: { main: palette.mint },
    background: { default: palette.night, paper: '#22134a' },
    text: { primary: '#fdf8ff', secondary: '#d9ccf5' },
  },
  shape: { borderRadius: 16 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: display, fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontFamily: display, fontWeight: 650 },
    h3: { fontFamily: display, fontWeight: 600 },
    button: { fontFamily: display, fontWeight: 600, textTransform: 'none', fontSize: '1rem' },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          borderRadius: 999,
          paddingInline: 24,
          '&.Mui-focusVisible': { outline: `3px solid ${palette.foam}`, outlineOffset: 3 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': {
            outline: `3px solid ${palette.foam}`,
            outlineOffset: 3,
            borderRadius: 4,
          },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          minHeight: '100vh',
          backgroundColor: palette.night,
          backgroundImage: `radial-gradient(1200px 600px at 50% -10%, ${palette.dusk} 0%, ${palette.night} 70%)`,
          backgroundAttachment: 'fixed',
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  },
});
