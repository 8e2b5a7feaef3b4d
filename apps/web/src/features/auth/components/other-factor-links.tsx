import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TSecondFactorChannel } from '@portal/contracts/api/second-factors';
import { passkeysSupported } from '@/shared/passkeys/passkeys';

export const CHANNEL_SWITCH_LABELS: Record<TSecondFactorChannel, string> = {
  totp: 'Use your authenticator app',
  passkey: 'Use a passkey',
  sms: 'Send a code by SMS instead',
  backup_code: 'Use a backup code',
};

/** Links to the other ways the user can confirm, in the order the server gives them. */
export const OtherFactorLinks = <TChannel extends TSecondFactorChannel>({
  channels,
  current,
  onChoose,
}: {
  channels: readonly TChannel[];
  current: TChannel;
  onChoose: (channel: TChannel) => void;
}) => {
  const others = channels.filter((channel) => channel !== current);
  if (others.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mt: 2 }}>
      {others.map((channel) => (
        <Link
          key={channel}
          component="button"
          type="button"
          variant="body2"
          onClick={() => onChoose(channel)}
        >
          {CHANNEL_SWITCH_LABELS[channel]}
        </Link>
      ))}
    </Box>
  );
};

/** Channels the confirmation screens offer: all the user's, but a passkey only where the browser can use one. */
export type TOfferedChannel = TSecondFactorChannel;
export const offeredChannels = (channels: readonly TSecondFactorChannel[] | undefined): TOfferedChannel[] =>
  (channels ?? ['sms']).filter((channel) => channel !== 'passkey' || passkeysSupported());
