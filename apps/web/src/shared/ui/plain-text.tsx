import Typography from '@mui/material/Typography';

/**
 * Server text shown as paragraphs split on blank lines: always as text, never as HTML, so nothing a
 * page holds can run in the portal.
 */
export const PlainText = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph, index) => (
        // Paragraphs have no identity beyond their order.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <Typography key={index} variant="body1" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
  </>
);
