// The hello-world MUI page `npm run bench bundle` weighs the login page against: React, MUI's
// ThemeProvider and baseline CSS, one TextField and one Button, built the way the app is built.
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <TextField label="Email" />
      <Button variant="contained">Log In</Button>
    </ThemeProvider>
  </StrictMode>,
);
