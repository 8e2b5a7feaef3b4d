import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SESSION_TEXTS, type TSession } from '@portal/contracts/api/sessions';
import { Fragment } from 'react';
import { useEndOtherSessions } from '@/features/account/api/end-other-sessions';
import { useEndSession } from '@/features/account/api/end-session';
import { useSessions } from '@/features/account/api/get-sessions';
import { formatDisplayDateTime } from '@/features/account/components/display-date-time';
import { failureMessageOf } from '@/features/account/components/failure-message';
import { useSession } from '@/shared/session/session-store';
import { toast } from '@/shared/toast/toast-store';

const DeviceRow = ({ session, onEnd, ending }: { session: TSession; onEnd: () => void; ending: boolean }) => (
  <Box
    component="li"
    aria-label={session.device}
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: 1,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {session.device}
        {session.current ? <Chip size="small" color="primary" label={SESSION_TEXTS.thisDevice} /> : null}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          session.ip ? `${SESSION_TEXTS.ipLabel} ${session.ip}` : null,
          `${SESSION_TEXTS.signedInLabel} ${formatDisplayDateTime(session.signed_in)}`,
          `${SESSION_TEXTS.lastActiveLabel} ${formatDisplayDateTime(session.last_active)}`,
        ]
          .filter((part) => part !== null)
          .map((part, index) => (
            // Each fact stays on one line; a narrow screen breaks between them.
            <Fragment key={part}>
              {index > 0 ? ' · ' : null}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {part}
              </Box>
            </Fragment>
          ))}
      </Typography>
    </Box>
    {session.current ? null : (
      <Button variant="outlined" size="small" onClick={onEnd} disabled={ending}>
        {SESSION_TEXTS.endSession}
      </Button>
    )}
  </Box>
);

/**
 * The devices signed in to the account (its live sessions) above the activity log: this one marked, every
 * other one with a button that ends it. Staff acting for a client do not see the client's devices.
 */
export const DevicesSection = () => {
  const managed = useSession((session) => session.managedUserId !== null);
  const { data } = useSessions({ enabled: !managed });
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  if (managed || !data) return null;
  const others = data.filter((session) => !session.current);

  const handleEnd = (id: number) =>
    end.mutateAsync(id).then(
      ({ detail }) => toast.success(detail),
      (error) => toast.error(failureMessageOf(error)),
    );
  const handleEndOthers = () =>
    endOthers.mutateAsync().then(
      ({ detail }) => toast.success(detail),
      (error) => toast.error(failureMessageOf(error)),
    );

  return (
    <Box component="section" aria-labelledby="devices-title" sx={{ mb: 4 }}>
      <Typography id="devices-title" variant="h2" sx={{ mb: 1 }}>
        {SESSION_TEXTS.devicesTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {SESSION_TEXTS.devicesIntro}
      </Typography>
      <Box component="ul" aria-label={SESSION_TEXTS.devicesTitle} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((session) => (
          <DeviceRow
            key={session.id}
            session={session}
            ending={end.isPending && end.variables === session.id}
            onEnd={() => handleEnd(session.id)}
          />
        ))}
      </Box>
      {others.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {SESSION_TEXTS.noOtherSessions}
        </Typography>
      ) : (
        <Button variant="text" sx={{ mt: 1 }} onClick={handleEndOthers} disabled={endOthers.isPending}>
          {SESSION_TEXTS.endOthers}
        </Button>
      )}
    </Box>
  );
};
