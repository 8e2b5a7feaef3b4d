import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first stop of the Tab key, shown only when focused, so a keyboard user
 * passes the header in one step.
 */
export const SkipLink = () => (
  <Box
    component="a"
    href={`#${MAIN_CONTENT_ID}`}
    sx={{
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: (theme) => theme.zIndex.tooltip,
      px: 2,
      py: 1,
      borderRadius: 1,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontWeight: 600,
      '&:focus': { top: 8, outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
    }}
  >
    Skip to main content
  </Box>
);
