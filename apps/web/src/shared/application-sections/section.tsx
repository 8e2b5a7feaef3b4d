// One section of an application as the summary, the secondary summary and the account page show it:
// its title, a 'Missing details' tag while the engine still lists it, and the edit pencil (or the text
// that replaces it when changing the section is not allowed).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EditIcon } from '@/shared/ui/icons';

export const SECTION_TEXTS = {
  missingDetails: 'Missing details',
} as const;

export type TSectionProps = {
  title: string;
  missing?: boolean;
  /** The edit pencil's target; none when the viewer may not change the section. */
  editTo?: string | null;
  /** Shown where the pencil would be, when changing the section is not allowed. */
  noEditText?: string;
  children: ReactNode;
};

export const Section = ({ title, missing, editTo, noEditText, children }: TSectionProps) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} aria-label={title}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="h3" component="h2" sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {missing ? <Chip size="small" color="warning" label={SECTION_TEXTS.missingDetails} /> : null}
      {editTo ? (
        <IconButton component={Link} to={editTo} aria-label={`Edit ${title.toLowerCase()}`} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
      {!editTo && noEditText ? (
        <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {noEditText}
        </Typography>
      ) : null}
    </Box>
    {children}
  </Paper>
);
