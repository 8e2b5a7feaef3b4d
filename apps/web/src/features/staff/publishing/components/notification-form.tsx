import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_TITLE_MAX,
  type TStaffNotificationRequest,
} from '@portal/contracts/api/notifications';
import { STAFF_PUBLISHING_TEXTS, type TStaffAccountLookupItem } from '@portal/contracts/api/staff-operations';
import { useState } from 'react';
import { toast } from '@/shared/toast/toast-store';
import { useSendNotification } from '../api/send-notification';
import { failureLines, PublishingForm } from './publishing-form';

const APPLICATIONS = ['ipm', 'icf', 'viv'] as const;

/**
 * A message to one client of the chosen account, or to every client of an application (the brand):
 * both through POST /api/staff/notifications/.
 */
export const NotificationForm = ({ account }: { account: TStaffAccountLookupItem | null }) => {
  const send = useSendNotification();
  const [recipient, setRecipient] = useState<string>('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const members = account?.members ?? [];

  const handleSubmit = () => {
    const problems = [
      !recipient ? 'Choose who receives the notification.' : '',
      !title.trim() ? 'Give the notification a title.' : '',
      !description.trim() ? 'Write the message.' : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      setErrors(problems);
      return;
    }
    const [kind, value] = recipient.split(':');
    const body: TStaffNotificationRequest =
      kind === 'user'
        ? { user_id: Number(value), title, description }
        : { application: value as TStaffNotificationRequest['application'], title, description };
    setErrors([]);
    send.mutate(body, {
      onSuccess: (answer) => {
        toast.success(STAFF_PUBLISHING_TEXTS.notificationSent(answer.created));
        setTitle('');
        setDescription('');
      },
      onError: (failure) =>
        setErrors(
          failureLines(failure, 'The notification could not be sent.', {
            fieldNames: false,
            nonField: true,
            detail: false,
          }),
        ),
    });
  };

  return (
    <PublishingForm
      label="Send a notification"
      submitLabel="Send notification"
      busy={send.isPending}
      errors={errors}
      onSubmit={handleSubmit}
    >
      <TextField select label="To" value={recipient} onChange={(event) => setRecipient(event.target.value)}>
        {members.map((member) => (
          <MenuItem key={member.user_id} value={`user:${member.user_id}`}>
            {member.name} ({member.email})
          </MenuItem>
        ))}
        {APPLICATIONS.map((application) => (
          <MenuItem key={application} value={`application:${application}`}>
            All clients of {application.toUpperCase()}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTIFICATION_TITLE_MAX } }}
      />
      <TextField
        label="Message"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: NOTIFICATION_DESCRIPTION_MAX } }}
      />
    </PublishingForm>
  );
};
