import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TAdvisor, TAdvisorConfiguration } from '@portal/contracts/api/advisors';
import { useState } from 'react';
import { useAdvisorConfiguration } from '@/features/advisor/api/get-advisor-configuration';
import { useAdvisors } from '@/features/advisor/api/get-advisors';
import { AdvisorCard, telUrl } from '@/features/advisor/components/advisor-card';
import { BookMeetingDialog } from '@/features/advisor/components/book-meeting-dialog';
import { ContactAdvisorDialog } from '@/features/advisor/components/contact-advisor-dialog';
import { ConfirmationModal } from '@/shared/ui/confirmation-modal';
import { PageSpinner } from '@/shared/ui/page-spinner';

export const PAGE_TITLE = 'Private Portfolio Manager';
export const BOOKING_QUESTION = 'Need to book your quarterly review meeting?';
export const THANK_YOU = 'Thank you!';
export const BOOKED_MESSAGE = 'We will contact you shortly';
export const contactedMessage = (firstName: string) => `${firstName} will contact you shortly`;
// Ours: the spec gives no wording for a client without advisors.
export const NO_ADVISORS = 'No Private Portfolio Manager is assigned to your accounts yet.';

type TOpen = { kind: 'none' } | { kind: 'contact'; advisor: TAdvisor } | { kind: 'book' };

const BookingTeam = ({ configuration }: { configuration: TAdvisorConfiguration | undefined }) => {
  const emails = [configuration?.booking_team_email, configuration?.booking_team_additional_email].filter(
    (email): email is string => Boolean(email),
  );
  const phone = configuration?.booking_team_phone_number;
  if (!phone && emails.length === 0) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 3 }}
      useFlexGap
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label="Booking team"
    >
      {phone ? <Link href={telUrl(phone)}>{phone}</Link> : null}
      {emails.map((email) => (
        <Link key={email} href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      ))}
    </Stack>
  );
};

/**
 * /private-portfolio-manager/: a card per advisor with 'Contact {first name}', and the booking team with
 * 'Book meeting'. Both forms open as dialogs over the page; a sent form closes and 'Thank you!' follows.
 */
export const AdvisorPage = () => {
  const advisors = useAdvisors();
  const configuration = useAdvisorConfiguration();
  const [open, setOpen] = useState<TOpen>({ kind: 'none' });
  // The message stays while the thank-you dialog fades out.
  const [thanks, setThanks] = useState({ open: false, message: '' });
  const close = () => setOpen({ kind: 'none' });
  const thank = (message: string) => {
    close();
    setThanks({ open: true, message });
  };

  if (advisors.isLoading) return <PageSpinner />;
  const list = advisors.data ?? [];

  return (
    <section>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {PAGE_TITLE}
      </Typography>
      {list.length === 0 && advisors.isSuccess ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {NO_ADVISORS}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
            mb: 3,
          }}
        >
          {list.map((advisor) => (
            <AdvisorCard
              key={advisor.id}
              advisor={advisor}
              onContact={(chosen) => setOpen({ kind: 'contact', advisor: chosen })}
            />
          ))}
        </Box>
      )}
      <Paper
        component="section"
        variant="outlined"
        aria-label={BOOKING_QUESTION}
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {BOOKING_QUESTION}
        </Typography>
        <BookingTeam configuration={configuration.data} />
        <Button variant="contained" onClick={() => setOpen({ kind: 'book' })}>
          Book meeting
        </Button>
      </Paper>
      {open.kind === 'contact' ? (
        <ContactAdvisorDialog
          advisor={open.advisor}
          onCancel={close}
          onSent={() => thank(contactedMessage(open.advisor.first_name))}
        />
      ) : null}
      {open.kind === 'book' ? (
        <BookMeetingDialog onCancel={close} onBooked={() => thank(BOOKED_MESSAGE)} />
      ) : null}
      <ConfirmationModal
        open={thanks.open}
        title={THANK_YOU}
        message={thanks.message}
        onOk={() => setThanks((before) => ({ ...before, open: false }))}
      />
    </section>
  );
};
