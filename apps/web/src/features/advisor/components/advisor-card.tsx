import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAdvisor } from '@portal/contracts/api/advisors';
import type { ReactNode } from 'react';

/** A map search for an address (opens Google Maps in a new tab). */
export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A phone number as a tel: link (spaces and brackets dropped, a leading + kept). */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const initialsOf = (advisor: TAdvisor) => `${advisor.first_name.at(0) ?? ''}${advisor.last_name.at(0) ?? ''}`;

export type TAdvisorCardProps = { advisor: TAdvisor; onContact: (advisor: TAdvisor) => void };

/** One advisor: photo, name, role, phone, e-mail, address (to a map) and 'Contact {first name}'. */
export const AdvisorCard = ({ advisor, onContact }: TAdvisorCardProps) => {
  const name = `${advisor.first_name} ${advisor.last_name}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={name}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar
          src={advisor.photo ?? undefined}
          alt={name}
          sx={{ width: { xs: 64, sm: 80 }, height: { xs: 64, sm: 80 }, fontSize: 28 }}
        >
          {initialsOf(advisor)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">{advisor.role}</Typography>
        </Box>
      </Stack>
      <Stack spacing={0.75} component="dl" sx={{ m: 0, mb: 2, flex: 1 }}>
        {advisor.phone_number ? (
          <ContactLine term="Phone">
            <Link href={telUrl(advisor.phone_number)}>{advisor.phone_number}</Link>
          </ContactLine>
        ) : null}
        {advisor.email ? (
          <ContactLine term="Email">
            <Link href={`mailto:${advisor.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {advisor.email}
            </Link>
          </ContactLine>
        ) : null}
        {advisor.address ? (
          <ContactLine term="Address">
            <Link href={mapUrl(advisor.address)} target="_blank" rel="noopener noreferrer">
              {advisor.address}
            </Link>
          </ContactLine>
        ) : null}
      </Stack>
      <Box>
        <Button variant="contained" onClick={() => onContact(advisor)}>
          Contact {advisor.first_name}
        </Button>
      </Box>
    </Paper>
  );
};

const ContactLine = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <Typography component="dt" color="text.secondary" sx={{ minWidth: 72, flexShrink: 0 }}>
      {term}
    </Typography>
    <Typography component="dd" sx={{ m: 0, minWidth: 0 }}>
      {children}
    </Typography>
  </Box>
);
