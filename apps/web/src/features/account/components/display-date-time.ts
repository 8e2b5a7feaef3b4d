import { formatDisplayDate } from '@portal/contracts/formats';

/** A moment as the account pages show it: DD-MMM-YYYY HH:mm in the viewer's time. */
export const formatDisplayDateTime = (iso: string): string => {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDisplayDate(iso)} ${time}`;
};
