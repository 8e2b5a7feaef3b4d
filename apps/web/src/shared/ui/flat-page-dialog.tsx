import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useFlatPage } from '@/shared/api/flat-page';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { PlainText } from '@/shared/ui/plain-text';

export type TFlatPageDialogProps = { slug: string; fallbackTitle: string; onClose: () => void };

/** A legal page (flat page) in a modal: its title and its text as plain paragraphs. */
export const FlatPageDialog = ({ slug, fallbackTitle, onClose }: TFlatPageDialogProps) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, isError } = useFlatPage(slug, { notFoundInPlace: true });
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{data?.title ?? fallbackTitle}</DialogTitle>
      <DialogContent dividers>
        {isPending ? <PageSpinner /> : null}
        {isError ? <Typography>This page is not available at the moment.</Typography> : null}
        {data ? <PlainText text={data.content} /> : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
