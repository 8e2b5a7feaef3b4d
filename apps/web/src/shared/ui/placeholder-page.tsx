import Typography from '@mui/material/Typography';

/** A page whose content later work fills: its heading, inside the real layout, guards and title. */
export const PlaceholderPage = ({ title, text }: { title: string; text?: string }) => (
  <section>
    <Typography variant="h1" sx={{ mb: 2 }}>
      {title}
    </Typography>
    {text ? <Typography>{text}</Typography> : null}
  </section>
);
