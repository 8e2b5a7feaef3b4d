// The account page's "Open requests" (spec section 2): the account's pending change requests of any
// kind, each with who asked and when, whether the viewer's signature is due, and a link to its page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TOpenRequest } from '@portal/contracts/api/account-setup';
import { formatDisplayDate } from '@portal/contracts/formats';
import { Link } from 'react-router';

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
        <Box
          component="li"
          key={request.id}
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
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {OPEN_REQUEST_TEXTS.requestedBy(who, formatDisplayDate(request.created))}
            </Typography>
          </Box>
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
        </Box>
      );
    })}
  </Box>
);
