import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_AREA_TITLES,
  notificationChannelsValid,
  type TNotificationArea,
  type TNotificationSetting,
} from '@portal/contracts/api/account-settings';
import { accountMessages } from '@portal/contracts/messages';
import { useState } from 'react';
import { useNotificationSettings } from '@/features/account/api/get-notification-settings';
import { useUpdateNotificationSettings } from '@/features/account/api/update-notification-settings';
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes';
import { toast } from '@/shared/toast/toast-store';

type TChannel = 'send_email' | 'send_sms';
type TChoices = Record<number, Pick<TNotificationSetting, TChannel>>;

const AreaForm = ({ area, settings }: { area: TNotificationArea; settings: TNotificationSetting[] }) => {
  const updateSettings = useUpdateNotificationSettings();
  const [choices, setChoices] = useState<TChoices>({});
  const [saving, setSaving] = useState(false);
  const current = settings.map((setting) => ({ ...setting, ...choices[setting.id] }));
  const dirty = current.some(
    (setting, index) =>
      setting.send_email !== settings[index]!.send_email || setting.send_sms !== settings[index]!.send_sms,
  );
  useUnsavedChanges(dirty);

  const handleToggle = (setting: TNotificationSetting, channel: TChannel, checked: boolean) => {
    setChoices((previous) => ({
      ...previous,
      [setting.id]: { send_email: setting.send_email, send_sms: setting.send_sms, [channel]: checked },
    }));
  };

  const handleSave = async () => {
    setSaving(true);
    try {
      await updateSettings.mutateAsync({
        area,
        items: current.map(({ id, send_email, send_sms }) => ({ id, send_email, send_sms })),
      });
      setChoices({});
      toast.success(accountMessages.settingsSaved);
    } catch {
      toast.error(accountMessages.settingsFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={`notifications-${area}`} sx={{ mb: 3 }}>
      <Typography id={`notifications-${area}`} variant="h3" component="h3" sx={{ mb: 1 }}>
        {NOTIFICATION_AREA_TITLES[area]}
      </Typography>
      {current.map((setting) => (
        <Box
          key={setting.id}
          role="group"
          aria-label={setting.title}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: 1,
            borderColor: 'divider',
            py: 0.5,
          }}
        >
          <Typography sx={{ flex: '1 1 200px' }}>
            {setting.title}
            {setting.is_required ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                (required)
              </Typography>
            ) : null}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {(['send_email', 'send_sms'] as const).map((channel) => {
              const other = channel === 'send_email' ? 'send_sms' : 'send_email';
              // A required notification keeps at least one channel: its last one cannot be unticked.
              const locked =
                setting[channel] &&
                !notificationChannelsValid({ ...setting, [channel]: false, [other]: setting[other] });
              return (
                <FormControlLabel
                  key={channel}
                  label={channel === 'send_email' ? 'Email' : 'SMS'}
                  control={
                    <Checkbox
                      checked={setting[channel]}
                      disabled={locked}
                      onChange={(event) => handleToggle(setting, channel, event.target.checked)}
                    />
                  }
                />
              );
            })}
          </Box>
        </Box>
      ))}
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={!dirty || saving}
        onClick={() => void handleSave()}
        aria-label={`Save ${NOTIFICATION_AREA_TITLES[area]} notifications`}
      >
        Save
      </Button>
    </Box>
  );
};

/** One area of notification settings: e-mail and SMS per notification, saved together. */
export const NotificationSettingsSection = ({ area }: { area: TNotificationArea }) => {
  const { data, isError } = useNotificationSettings(area);
  if (isError) return <Typography color="error">{accountMessages.settingsFailed}</Typography>;
  if (!data) return null;
  return <AreaForm key={JSON.stringify(data)} area={area} settings={data} />;
};
