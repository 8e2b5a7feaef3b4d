// Choosing a file with the design system's button instead of the browser's unstyled "Choose File", and the
// chosen (or uploaded) file's name beside it. The input stays in the button, so a click anywhere on it
// opens the file dialog and the input keeps its label for assistive technology and tests.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const NO_FILE_CHOSEN = 'No file chosen';

export const FileChoiceButton = ({
  id,
  label,
  buttonText,
  accept,
  disabled,
  fileName,
  onChoose,
}: {
  id?: string;
  /** The input's accessible name (when no `<label for>` names it). */
  label?: string;
  buttonText: string;
  accept: string;
  disabled?: boolean;
  /** The file chosen or uploaded; none: 'No file chosen'. */
  fileName: string | null;
  onChoose: (file: File | undefined) => void;
}) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
    <Button variant="outlined" component="label" htmlFor={id} disabled={disabled}>
      {buttonText}
      <input
        id={id}
        type="file"
        hidden
        accept={accept}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // The same file chosen again (after a failed upload) is a change too.
          event.target.value = '';
        }}
      />
    </Button>
    <Typography
      data-testid={fileName ? 'uploaded-file' : undefined}
      color={fileName ? 'text.primary' : 'text.secondary'}
      sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
    >
      {fileName ?? NO_FILE_CHOSEN}
    </Typography>
  </Box>
);
