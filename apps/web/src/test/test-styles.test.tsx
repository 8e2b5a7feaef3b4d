import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import { ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/shared/theme/theme';
import { createTestStyleCache, OBSERVABLE_PROPERTIES } from '@/test/test-styles';

/** A sample of what pages are made of, in states that hide, fade or disable something. */
const Kit = () => (
  <>
    <CssBaseline />
    <Typography variant="h1">Title</Typography>
    <Button disabled>Disabled</Button>
    <Button variant="contained">Enabled</Button>
    <IconButton aria-label="more">+</IconButton>
    <TextField label="Amount" helperText="In dollars" error />
    <Select value="a" label="Pick" open={false}>
      <MenuItem value="a">A</MenuItem>
    </Select>
    <FormControlLabel control={<Checkbox />} label="Agree" />
    <FormControlLabel control={<Radio />} label="Choice" />
    <FormControlLabel control={<Switch />} label="Toggle" />
    <Accordion>
      <AccordionSummary>Closed section</AccordionSummary>
      <AccordionDetails>Hidden detail</AccordionDetails>
    </Accordion>
    <Accordion defaultExpanded>
      <AccordionSummary>Open section</AccordionSummary>
      <AccordionDetails>Shown detail</AccordionDetails>
    </Accordion>
    <Collapse in={false}>Collapsed</Collapse>
    <Box sx={{ display: 'none' }}>Not displayed</Box>
    <Box sx={{ opacity: 0, padding: 2 }}>Transparent</Box>
    <Tabs value={0}>
      <Tab label="One" />
      <Tab label="Two" disabled />
    </Tabs>
    <Stepper activeStep={1}>
      <Step>
        <StepLabel>First</StepLabel>
      </Step>
      <Step>
        <StepLabel>Second</StepLabel>
      </Step>
    </Stepper>
    <Table>
      <TableBody>
        <TableRow>
          <TableCell>Cell</TableCell>
        </TableRow>
      </TableBody>
    </Table>
    <Alert severity="error">Failed</Alert>
    <Chip label="Tag" onDelete={() => {}} />
    <LinearProgress />
    <CircularProgress />
    <Skeleton />
    <Menu open anchorEl={document.body}>
      <MenuItem>Item</MenuItem>
      <MenuItem disabled>Unavailable</MenuItem>
    </Menu>
    <Dialog open>
      <DialogTitle>Dialog</DialogTitle>
      <DialogContent>Body</DialogContent>
    </Dialog>
  </>
);

const observedStyles = (cache: EmotionCache) => {
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme()}>
        <Kit />
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = [...document.body.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    const observed = [...OBSERVABLE_PROPERTIES].map(
      (property) => `${property}=${style.getPropertyValue(property)}`,
    );
    return `${element.tagName} ${observed.join(' ')}`;
  });
  cleanup();
  return styles;
};

/** The rules one cache wrote into the page (other test files of the worker may have written their own). */
const rulesWritten = (cache: EmotionCache) =>
  cache.sheet.tags.reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0);

describe('the style cache of the web tests', () => {
  it('gives every element the display, visibility, opacity and pointer-events that all of the styles give', () => {
    const everyRule = createCache({ key: 'every' });
    const asTests = createTestStyleCache();
    const withEveryRule = observedStyles(everyRule);
    const asTestsRender = observedStyles(asTests);

    expect(asTestsRender).toEqual(withEveryRule);
    expect(withEveryRule.some((style) => style.includes('visibility=hidden'))).toBe(true);
    expect(withEveryRule.some((style) => style.includes('display=none'))).toBe(true);
    expect(withEveryRule.some((style) => style.includes('pointer-events=none'))).toBe(true);
    expect(withEveryRule.some((style) => style.includes('opacity=0'))).toBe(true);
    expect(rulesWritten(asTests)).toBeLessThan(rulesWritten(everyRule) / 2);
  });
});
