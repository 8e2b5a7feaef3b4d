import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { homeLine, LOAN_NOTE_LINE } from '@/app/home/home-line';
import { BrandLogo } from '@/app/layout/brand-logo';
import { DisplayControls } from '@/app/layout/display-controls';
import { NavCounter, useNavCounts } from '@/app/layout/nav-counter';
import {
  ACCOUNT_MENU,
  MAIN_NAV,
  SHARED_VIEW_MENU,
  SHARED_VIEW_NAV,
  STAFF_ACCOUNT_MENU,
  STAFF_MAIN_NAV,
  type TNavItem,
} from '@/app/layout/navigation';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useViewableAccounts } from '@/features/shared-access/api/get-viewable-accounts';
import { useCurrentApplication } from '@/shared/application/current-application';
import { clearUnsavedChanges, hasUnsavedChanges } from '@/shared/forms/unsaved-changes';
import { logout } from '@/shared/session/logout';
import { isAllowed, modulesFor } from '@/shared/session/permissions';
import { useProfile } from '@/shared/session/profile';
import { useSession } from '@/shared/session/session-store';
import { AccountIcon, MenuIcon } from '@/shared/ui/icons';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes-dialog';

const useHeaderItems = () => {
  const { data: profile } = useProfile();
  const current = useCurrentApplication();
  const sharedView = useSession((session) => session.sharedView);
  // Someone's accounts are shared with this user: the account menu offers them.
  const viewable = useViewableAccounts({ enabled: profile?.is_staff === false && sharedView === null });
  // A staff member acting for a client sees the client's navigation, gated by the client's modules.
  const managed = profile?.managed_user_individual_info ?? null;
  const client = managed ?? profile;
  // A loan-note client gets their line's menu in any application (home is their products there too).
  const application =
    client && homeLine(client, current) === 'loan-notes' ? LOAN_NOTE_LINE : current?.product_key;
  const modules = modulesFor(client, application);
  const allowed = (items: readonly TNavItem[]) =>
    items.filter(
      (item) =>
        isAllowed(modules, item.modules) &&
        (!item.applications || (application !== undefined && item.applications.includes(application))),
    );
  const isStaff = profile?.is_staff === true;
  if (sharedView)
    return {
      name: `Viewing ${sharedView.investorName}`,
      main: SHARED_VIEW_NAV,
      account: SHARED_VIEW_MENU,
      logoutIn: 'menu' as const,
      sharedView,
    };
  const sharedWithMe = (viewable.data?.length ?? 0) > 0 ? SHARED_VIEW_MENU : [];
  return {
    name: profile ? `${profile.first_name} ${profile.last_name}`.trim() || profile.email : '',
    main: allowed(isStaff && !managed ? STAFF_MAIN_NAV : MAIN_NAV),
    account: allowed(isStaff ? STAFF_ACCOUNT_MENU : [...ACCOUNT_MENU, ...sharedWithMe]),
    /** Staff's old profile menu has no Logout (spec section 6): theirs is beside it in the header. */
    logoutIn: isStaff ? ('header' as const) : ('menu' as const),
    sharedView: null,
  };
};

/** The signed-in header: main links, the account menu; a drawer holds both on narrow screens. */
export const AppHeader = () => {
  const { name, main, account, logoutIn, sharedView } = useHeaderItems();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeMenus = () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
  };
  const counts = useNavCounts();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const handleLogout = () => {
    closeMenus();
    // Spec section 4: a form with unsaved changes asks first.
    if (hasUnsavedChanges()) {
      setConfirmLogout(true);
      return;
    }
    void logout();
  };
  const handleLogoutAnyway = () => {
    setConfirmLogout(false);
    clearUnsavedChanges();
    void logout();
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <BrandLogo />
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 3 }}>
          {main.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
            >
              {item.label}
              {item.counter ? (
                <NavCounter count={counts[item.counter] ?? 0} label={`new ${item.label.toLowerCase()}`} />
              ) : null}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        {sharedView ? (
          <Chip
            label="Read only"
            size="small"
            variant="outlined"
            title={`The accounts ${sharedView.investorName} shared with you`}
          />
        ) : null}
        <DisplayControls />
        {/* A viewer's notifications are their own, not the investor's: none while viewing. */}
        {sharedView ? null : <NotificationBell />}
        <Button
          color="inherit"
          startIcon={<AccountIcon />}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? 'account-menu' : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          {name || 'Account'}
        </Button>
        <Menu id="account-menu" anchorEl={menuAnchor} open={menuAnchor !== null} onClose={closeMenus}>
          {account.map((item) => (
            <MenuItem key={item.to} component={Link} to={item.to} onClick={closeMenus}>
              {item.label}
            </MenuItem>
          ))}
          {logoutIn === 'menu' ? <MenuItem onClick={handleLogout}>Logout</MenuItem> : null}
        </Menu>
        {logoutIn === 'header' ? (
          <Button color="inherit" onClick={handleLogout} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            Logout
          </Button>
        ) : null}
      </Toolbar>
      <Drawer open={drawerOpen} onClose={closeMenus} slotProps={{ paper: { sx: { width: 280 } } }}>
        <Box component="nav" aria-label="Mobile navigation">
          <List>
            {main.map((item) => (
              <ListItemButton key={item.to} component={Link} to={item.to} onClick={closeMenus}>
                <ListItemText primary={item.label} />
                {item.counter ? (
                  <NavCounter count={counts[item.counter] ?? 0} label={`new ${item.label.toLowerCase()}`} />
                ) : null}
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List
            subheader={
              name ? (
                <Box sx={{ px: 2, pt: 1, color: 'text.secondary', fontSize: 14 }}>{name}</Box>
              ) : undefined
            }
          >
            {account.map((item) => (
              <ListItemButton key={item.to} component={Link} to={item.to} onClick={closeMenus}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            {logoutIn === 'menu' ? (
              <ListItemButton onClick={handleLogout}>
                <ListItemText primary="Logout" />
              </ListItemButton>
            ) : null}
          </List>
          {logoutIn === 'header' ? (
            <>
              <Divider />
              <List>
                <ListItemButton onClick={handleLogout}>
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </List>
            </>
          ) : null}
        </Box>
      </Drawer>
      <UnsavedChangesDialog
        open={confirmLogout}
        onStay={() => setConfirmLogout(false)}
        onLeave={handleLogoutAnyway}
      />
    </AppBar>
  );
};
