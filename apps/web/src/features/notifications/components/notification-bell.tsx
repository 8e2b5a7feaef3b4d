import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { TNotification } from '@portal/contracts/api/notifications';
import { BELL_BADGE_CAP } from '@portal/contracts/constants';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNotificationStats } from '@/features/notifications/api/get-notification-stats';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-read';
import { useMarkNotificationsViewed } from '@/features/notifications/api/mark-viewed';
import { useLiveNotifications } from '@/features/notifications/live/use-live-notifications';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';

export const BellIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
  </SvgIcon>
);

/** The badge's text: the unseen count, capped '3+' (spec section 9); nothing at zero. */
export const bellBadgeText = (unseen: number): string | null =>
  unseen <= 0 ? null : unseen > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(unseen);

const RecentItem = ({ item, onOpen }: { item: TNotification; onOpen: (item: TNotification) => void }) => (
  <MenuItem onClick={() => onOpen(item)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start', py: 1.25 }}>
    <ListItemText
      primary={item.title}
      secondary={
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {item.description}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: 12, mt: 0.5 }}>
            {formatDisplayDate(item.created)}
          </Box>
        </>
      }
      slotProps={{ primary: { sx: { fontWeight: item.status === 'new' ? 600 : 400 } } }}
    />
  </MenuItem>
);

/**
 * The bell in the header: unseen count, a dropdown of recent notifications and View all notifications.
 * Opening it marks the items shown read and the rest seen. It also keeps the live channel open.
 * Staff do not see it (spec section 6).
 */
export const NotificationBell = () => {
  const { data: profile } = useProfile();
  const managedUserId = useSession((session) => session.managedUserId);
  const hidden = !profile || profile.is_staff;
  useLiveNotifications(hidden ? null : (managedUserId ?? profile.user_id));
  const stats = useNotificationStats(!hidden);
  const markRead = useMarkNotificationsRead();
  const markViewed = useMarkNotificationsViewed();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (hidden) return null;

  const recent = stats.data?.recent_notifications ?? [];
  const badge = bellBadgeText(stats.data?.unseen_count ?? 0);

  const handleOpen = (event: React.MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    const unread = recent.filter((item) => item.status === 'new').map((item) => item.id);
    if (unread.length > 0) markRead.mutate(unread);
    if ((stats.data?.unseen_count ?? 0) > 0) markViewed.mutate();
  };
  const handleItem = (item: TNotification) => {
    setAnchor(null);
    navigate(item.redirect_url?.startsWith('/') ? item.redirect_url : '/notifications/');
  };

  return (
    <>
      <IconButton
        color="inherit"
        // The name carries what the badge shows, so it is heard as it is seen.
        aria-label={badge ? `Notifications, ${badge} new` : 'Notifications'}
        aria-haspopup="menu"
        aria-controls={anchor ? 'notifications-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={handleOpen}
        data-tour="notifications"
      >
        <Badge badgeContent={badge} color="error" data-testid="notification-badge">
          <BellIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, py: 1, fontWeight: 600 }}>
          Notifications
        </Typography>
        <Divider />
        {recent.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            You have no notifications.
          </Typography>
        ) : (
          recent.map((item) => <RecentItem key={item.id} item={item} onOpen={handleItem} />)
        )}
        <Divider />
        <MenuItem
          component={Link}
          to="/notifications/"
          onClick={() => setAnchor(null)}
          sx={{ justifyContent: 'center' }}
        >
          View all notifications
        </MenuItem>
      </Menu>
    </>
  );
};
