// The account page's "Open requests" (spec section 2): the account's pending change requests of any
// kind, each with who asked and when, whether the viewer's signature is due, and a link to its page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TOpenRequest } from '@portal/contracts/api/account-setup';
import { formatDisplayDate } from '@portal/contracts/formats';
import { Link } from 'react-router';
import { SectionListItem } from '@/shared/application-sections/section-list-item';

export const OPEN_REQUEST_TEXTS = {
  requestedBy: (name: string, date: string) => `Requested by ${name} on ${date}`,
  you: 'you',
  signatureDue: 'Your signature is due',
  open: 'Open',
} as const;

export const OpenRequestsList = ({ requests }: { requests: TOpenRequest[] }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {requests.map((request) => {
      const who = request.initiator.is_current_user
        ? OPEN_REQUEST_TEXTS.you
        : `${request.initiator.first_name} ${request.initiator.last_name}`.trim();
      return (
        <SectionListItem
          component="li"
          key={request.id}
          title={request.title}
          detail={OPEN_REQUEST_TEXTS.requestedBy(who, formatDisplayDate(request.created))}
        >
          {request.can_sign ? (
            <Chip size="small" color="warning" variant="outlined" label={OPEN_REQUEST_TEXTS.signatureDue} />
          ) : null}
          <Button
            size="small"
            variant="outlined"
            component={Link}
            to={request.url}
            aria-label={`${OPEN_REQUEST_TEXTS.open} ${request.title}`}
          >
            {OPEN_REQUEST_TEXTS.open}
          </Button>
        </SectionListItem>
      );
    })}
  </Box>
);
