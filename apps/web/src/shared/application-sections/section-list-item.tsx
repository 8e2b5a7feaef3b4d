// One entry of a list inside a section of an application (a member, a bank account, an open request):
// its name and a line of detail, then whatever tags and actions it carries, above a divider.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';

export type TSectionListItemProps = {
  /** 'li' when the entries stand in a list element. */
  component?: ElementType;
  title: ReactNode;
  detail: ReactNode;
  /** Tags and actions, beside the text (below it on a narrow screen). */
  children?: ReactNode;
};

export const SectionListItem = ({ component = 'div', title, detail, children }: TSectionListItemProps) => (
  <Box
    component={component}
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      py: 1,
      borderTop: 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ flex: 1, minWidth: 200 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    </Box>
    {children}
  </Box>
);
