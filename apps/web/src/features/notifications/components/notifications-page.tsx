import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TNotification } from '@portal/contracts/api/notifications';
import { NOTIFICATION_PAGE_SIZE } from '@portal/contracts/constants';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useEffect, useState } from 'react';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-read';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-read';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { RouterLink } from '@/shared/ui/router-link';

const NotificationItem = ({ item, wasNew }: { item: TNotification; wasNew: boolean }) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={item.title}>
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: wasNew ? 700 : 500 }}>
        {item.title}
      </Typography>
      {wasNew ? <Chip label="New" color="primary" size="small" /> : null}
      {item.labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" color="text.secondary">
        {formatDisplayDate(item.created)}
      </Typography>
    </Stack>
    <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{item.description}</Typography>
    {item.redirect_url?.startsWith('/') ? (
      <RouterLink to={item.redirect_url} sx={{ display: 'inline-block', mt: 1 }}>
        Open
      </RouterLink>
    ) : null}
  </Paper>
);

/** /notifications/: 10 per page, Mark all as read; the items shown are marked read. */
export const NotificationsPage = () => {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  // Items that were new when first shown keep their New mark for this visit, though they are now read.
  const [shownNew, setShownNew] = useState<ReadonlySet<number>>(new Set());
  const results = list.data?.results;
  const { mutate } = markRead;

  useEffect(() => {
    const unread = (results ?? []).filter((item) => item.status === 'new').map((item) => item.id);
    if (unread.length === 0) return;
    setShownNew((before) => new Set([...before, ...unread]));
    mutate(unread);
  }, [results, mutate]);

  if (list.isLoading) return <PageSpinner />;
  const count = list.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / NOTIFICATION_PAGE_SIZE));

  return (
    <section>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1">Notifications</Typography>
        <Button
          variant="outlined"
          onClick={() => markAll.mutate()}
          disabled={count === 0 || markAll.isPending}
        >
          Mark all as read
        </Button>
      </Stack>
      {count === 0 ? (
        <Typography color="text.secondary">You have no notifications.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Notifications">
          {(results ?? []).map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              wasNew={shownNew.has(item.id) && !markAll.isSuccess}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? `Page ${item}` : type === 'next' ? 'Next page' : 'Previous page'
          }
        />
      ) : null}
    </section>
  );
};
