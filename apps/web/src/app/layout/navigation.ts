// The header's entries (spec section 2). An entry with modules shows only to users holding one of them
// in the current application (when the profile lists modules for it).

export type TNavItem = {
  label: string;
  to: string;
  modules?: readonly string[];
  /** Shown only in these applications (a product line's own pages). */
  applications?: readonly string[];
  /** A counter shown beside the link (its key in useNavCounts). */
  counter?: 'reports';
};

/**
 * The client area's entries (spec 002: dashboard, reports, the private portfolio manager) belong to the
 * portfolio lines; the loan-note line (icf) has its products instead. Gating by application, not only by
 * module, keeps them from a loan-note applicant whose modules are not granted yet (nothing is gated then).
 */
const PORTFOLIO_APPLICATIONS = ['ipm', 'viv'] as const;

export const MAIN_NAV: readonly TNavItem[] = [
  { label: 'Dashboard', to: '/', modules: ['dashboard'], applications: PORTFOLIO_APPLICATIONS },
  {
    label: 'Reports',
    to: '/reports/',
    modules: ['reports'],
    counter: 'reports',
    applications: PORTFOLIO_APPLICATIONS,
  },
  {
    label: 'Private Portfolio Manager',
    to: '/private-portfolio-manager/',
    modules: ['private_portfolio_manager'],
    applications: PORTFOLIO_APPLICATIONS,
  },
  { label: 'Products', to: '/products/', modules: ['loan_notes'], applications: ['icf'] },
];

/** The account menu; Logout follows these. */
export const ACCOUNT_MENU: readonly TNavItem[] = [
  { label: 'Individual info', to: '/account-new/details/' },
  { label: 'Accounts', to: '/accounts/' },
  { label: 'Documents', to: '/documents/', modules: ['documents'] },
  { label: 'Settings', to: '/account/settings/', modules: ['settings'] },
  { label: 'Shared access', to: '/account/shared-access/', modules: ['settings'] },
  { label: 'Activity', to: '/account/activity/', modules: ['activity'] },
  { label: 'Support', to: '/account/contact-support/' },
  { label: 'Legal', to: '/account/legal/' },
];

/**
 * While a viewer looks at an investor's shared accounts: only the three areas shared, and the way back
 * to the choice of whose accounts to view (which ends the view); Logout follows.
 */
export const SHARED_VIEW_NAV: readonly TNavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Reports', to: '/reports/', counter: 'reports' },
  { label: 'Documents', to: '/documents/' },
];
export const SHARED_VIEW_MENU: readonly TNavItem[] = [
  { label: 'Accounts shared with you', to: '/shared-with-me/' },
];

/** Staff work in the console: the client pages would show a staff member's own (empty) data. */
export const STAFF_MAIN_NAV: readonly TNavItem[] = [{ label: 'Staff console', to: '/staff/' }];

/** The older profile menu, which staff see; it has no Logout (spec section 6). */
export const STAFF_ACCOUNT_MENU: readonly TNavItem[] = [
  { label: 'Staff console', to: '/staff/' },
  { label: 'Account details', to: '/account/details/' },
  { label: 'Settings', to: '/account/settings/', modules: ['settings'] },
  { label: 'Activity', to: '/account/activity/', modules: ['activity'] },
  { label: 'Support', to: '/account/contact-support/' },
  { label: 'Legal', to: '/account/legal/' },
];

/** The staff console's sections for submitted applications, publishing to clients and portfolio data. */
export const STAFF_OPERATIONS_SECTIONS = [
  { label: 'Applications', to: '/staff/applications/' },
  { label: 'Publishing', to: '/staff/publishing/' },
  { label: 'Data', to: '/staff/data/' },
] as const;

/** Every tab of the staff console, in the order staff work through them. */
export const STAFF_CONSOLE_SECTIONS = [
  { label: 'Clients', to: '/staff/clients/' },
  { label: 'Invitations', to: '/staff/invitations/' },
  ...STAFF_OPERATIONS_SECTIONS,
  // The portfolio manager's review of IPS versions and custom strategies.
  { label: 'IPS review', to: '/staff/ips-reviews/' },
  // Messages the portal could not deliver yet, and the dead letters staff may send again.
  { label: 'Messages', to: '/staff/messages/' },
  { label: 'Audit log', to: '/staff/audit-log/' },
] as const;
