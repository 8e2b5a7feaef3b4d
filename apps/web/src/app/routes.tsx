// The route table (spec section 2). Pages load lazily (React.lazy), so the login page carries only what
// it needs; the guards and layouts around them are real from the start.

import type { TSecurityResource } from '@portal/contracts/api/auth';
import { SHARED_VIEW_PAGES, sharedAccessMessages } from '@portal/contracts/api/shared-access';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ErrorPage, type TErrorPageKind } from '@/app/error-pages/error-page';
import { ForcedPasswordChangeGate, GuestOnlyRoute, RequireAuthRoute } from '@/app/guards';
import { STAFF_CONSOLE_SECTIONS } from '@/app/layout/navigation';
import { PublicLayout } from '@/app/layout/public-layout';
import { LoginPage, RawLoginPage } from '@/features/auth/components/login-page';
import type { TErrorPageState } from '@/shared/api/error-catalogue';
import { useCurrentApplication } from '@/shared/application/current-application';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useSession } from '@/shared/session/session-store';

const RouteTitle = ({ title, children }: { title: string; children: ReactNode }) => {
  useDocumentTitle(title, useCurrentApplication()?.name);
  return children;
};

const lazyComponent = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The login page ships with the entry: it is the first page of almost every visit, and one file
 * compresses better than the dozen small shared chunks a lazy login page would pull in.
 */
const eagerPage = (path: string, title: string, Page: ComponentType): RouteObject => ({
  path,
  element: (
    <RouteTitle title={title}>
      <Page />
    </RouteTitle>
  ),
});

const page = (path: string, title: string, load: () => Promise<ComponentType>): RouteObject =>
  eagerPage(path, title, lazyComponent(load));

const errorPage = (path: string, title: string, kind: TErrorPageKind): RouteObject => ({
  path,
  element: (
    <RouteTitle title={title}>
      <ErrorPage kind={kind} />
    </RouteTitle>
  ),
});

const twoFactorModule = () => import('@/features/auth/components/two-factor-confirmation-page');
const settingsPage = async () => (await import('@/features/account/components/settings-page')).SettingsPage;
const changeEmailPage = async () =>
  (await import('@/features/account/components/change-email-page')).ChangeEmailPage;
const changePhonePage = async () =>
  (await import('@/features/account/components/change-phone-page')).ChangePhonePage;
const changePassword = async () =>
  (await import('@/features/account/components/change-password-page')).ChangePasswordPage;

/** A page behind the two-factor check of `resource` (spec section 4, protected pages). */
const protectedPage = (
  path: string,
  title: string,
  resource: TSecurityResource,
  load: () => Promise<ComponentType>,
): RouteObject =>
  page(path, title, async () => {
    const [{ ActionConfirmationGate }, Page] = await Promise.all([
      import('@/features/auth/components/action-confirmation-gate'),
      load(),
    ]);
    return () => (
      <ActionConfirmationGate resource={resource}>
        <Page />
      </ActionConfirmationGate>
    );
  });

const detailsPage = (name: keyof typeof import('@/features/details/components/profile-pages')) => async () =>
  (await import('@/features/details/components/profile-pages'))[name] as ComponentType;

const invitationPage =
  (name: 'InvitationPage' | 'SecondaryInvitationPage' | 'AccountSecondaryInvitePage') => async () =>
    name === 'InvitationPage'
      ? (await import('@/features/invitations/components/invitation-page')).InvitationPage
      : (await import('@/features/invitations/components/secondary-invitation-page'))[name];

// Loan notes: the application's product details, its summary, and the holdings screens.
const loanNotePage = (name: 'CreateProductDetailsPage' | 'EditProductDetailsPage') => async () =>
  (await import('@/features/loan-notes/components/product-details-pages'))[name];
const reinvestmentPage =
  (name: 'ProductReinvestmentPage' | 'UpdateProductReinvestmentPage' | 'ConfirmInstructionPage') =>
  async () =>
    (await import('@/features/products/components/reinvestment-pages'))[name];
const redeemPage = (name: 'RedeemRequestPage' | 'ConfirmRedeemRequestPage') => async () =>
  (await import('@/features/products/components/redeem-pages'))[name];
const linkedBankPage = (name: 'UpdateLinkedBankAccountPage' | 'VerifyLinkedBankAccountPage') => async () =>
  (await import('@/features/products/components/linked-bank-account-pages'))[name];
const loanNoteRoutes: RouteObject[] = [
  page(
    '/account-setup/apply-now/create-product-details/:id/',
    'Product details',
    loanNotePage('CreateProductDetailsPage'),
  ),
  page(
    '/account-setup/apply-now/edit-product-details/:id/',
    'Product details',
    loanNotePage('EditProductDetailsPage'),
  ),
  page(
    '/loan-note-application-summary/',
    'Loan note application',
    async () =>
      (await import('@/features/loan-notes/components/application-summary-page'))
        .LoanNoteApplicationSummaryPage,
  ),
  page(
    '/products/',
    'Products',
    async () => (await import('@/features/products/components/products-page')).ProductsPage,
  ),
  page(
    '/products/:accountId/product-reinvestment/:productId/',
    'Reinvestment instruction',
    reinvestmentPage('ProductReinvestmentPage'),
  ),
  page(
    '/products/update-product-reinvestment-details/:productId/',
    'Reinvestment instruction',
    reinvestmentPage('UpdateProductReinvestmentPage'),
  ),
  page(
    '/products/product-reinvestment/confirm-instruction/:loanNoteId/',
    'Confirm instruction',
    reinvestmentPage('ConfirmInstructionPage'),
  ),
  page(
    '/transactions/',
    'Transactions',
    async () => (await import('@/features/products/components/transactions-page')).TransactionsPage,
  ),
  page('/redeem-request/:id/', 'Redeem request', redeemPage('RedeemRequestPage')),
  page(
    '/confirm-redeem-request/:redeemRequestId/',
    'Confirm redeem request',
    redeemPage('ConfirmRedeemRequestPage'),
  ),
  page(
    '/products/bank-account/update-linked-bank-account/:accountId/:productType/',
    'Linked bank account',
    linkedBankPage('UpdateLinkedBankAccountPage'),
  ),
  page(
    '/products/bank-account/verify/update-linked-bank-account/:productType/',
    'Linked bank account',
    linkedBankPage('VerifyLinkedBankAccountPage'),
  ),
];

// The staff console's applications queue, publishing, data and undelivered messages pages (inside the
// console's frame).
const staffOperationsRoutes: RouteObject[] = [
  page(
    '/staff/applications/',
    'Applications',
    async () =>
      (await import('@/features/staff/applications/components/application-queue-page')).ApplicationQueuePage,
  ),
  page(
    '/staff/applications/:id/',
    'Application',
    async () =>
      (await import('@/features/staff/applications/components/application-review-page'))
        .ApplicationReviewPage,
  ),
  page(
    '/staff/ips-reviews/',
    'IPS review',
    async () =>
      (await import('@/features/staff/ips-review/components/ips-review-queue-page')).IpsReviewQueuePage,
  ),
  page(
    '/staff/ips-reviews/:id/',
    'IPS review',
    async () => (await import('@/features/staff/ips-review/components/ips-review-page')).IpsReviewPage,
  ),
  page(
    '/staff/publishing/',
    'Publishing',
    async () => (await import('@/features/staff/publishing/components/publishing-page')).PublishingPage,
  ),
  page(
    '/staff/data/',
    'Portfolio data',
    async () => (await import('@/features/staff/data/components/data-page')).DataPage,
  ),
  page(
    '/staff/messages/',
    'Undelivered messages',
    async () =>
      (await import('@/features/staff/messages/components/undelivered-messages-page'))
        .UndeliveredMessagesPage,
  ),
];

// The staff console's clients, invitations and audit log; /staff/ opens the clients.
const staffConsoleRoutes: RouteObject[] = [
  { path: '/staff/', element: <Navigate to="/staff/clients/" replace /> },
  page(
    '/staff/clients/',
    'Clients',
    async () => (await import('@/features/staff/components/clients-page')).ClientsPage,
  ),
  page(
    '/staff/clients/:id/',
    'Client',
    async () => (await import('@/features/staff/components/client-page')).ClientPage,
  ),
  page(
    '/staff/invitations/',
    'Invitations',
    async () => (await import('@/features/staff/components/invitations-page')).InvitationsPage,
  ),
  page(
    '/staff/audit-log/',
    'Audit log',
    async () => (await import('@/features/staff/components/audit-log-page')).AuditLogPage,
  ),
];

const StaffConsoleFrame = lazyComponent(async () => {
  const { StaffConsoleRoute } = await import('@/features/staff/components/staff-console-route');
  return () => <StaffConsoleRoute sections={STAFF_CONSOLE_SECTIONS} />;
});

const SignedInLayout = lazyComponent(
  async () => (await import('@/app/layout/signed-in-layout')).SignedInLayout,
);

const ManagedUserBanner = lazyComponent(
  async () => (await import('@/features/staff/components/managed-user-banner')).ManagedUserBanner,
);

/** Signed-in pages; while a staff member acts as a client, the managed-user banner is on every one. */
const SignedInFrame = () => {
  // A viewer of shared accounts is not a staff member: no managed-user banner (the header says whose).
  const managed = useSession((session) => session.managedUserId !== null && session.sharedView === null);
  const viewing = useSession((session) => session.sharedView !== null);
  const { pathname } = useLocation();
  // While viewing shared accounts only the shared areas open (the server refuses the rest anyway).
  if (viewing && !SHARED_VIEW_PAGES.includes(pathname))
    return (
      <Navigate
        to="/forbidden/"
        replace
        state={{ message: sharedAccessMessages.readOnly, status: 403 } satisfies TErrorPageState}
      />
    );
  return (
    <>
      <SignedInLayout />
      {managed ? (
        <Suspense fallback={null}>
          <ManagedUserBanner />
        </Suspense>
      ) : null}
    </>
  );
};

export const routes: RouteObject[] = [
  {
    element: <ForcedPasswordChangeGate />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnlyRoute />,
            children: [
              eagerPage('/auth/login/', 'Client Portal', LoginPage),
              eagerPage('/auth/raw-login/', 'Client Portal', RawLoginPage),
              page(
                '/auth/email-verify/',
                'Email verification',
                async () => (await import('@/features/auth/components/email-verify-page')).EmailVerifyPage,
              ),
              page(
                '/auth/reset-password/',
                'Reset password',
                async () =>
                  (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
              ),
              page(
                '/auth/reset-password-confirm/',
                'Set a new password',
                async () =>
                  (await import('@/features/auth/components/reset-password-confirm-page'))
                    .ResetPasswordConfirmPage,
              ),
            ],
          },
          // Invitations work signed in or out: the pages decide each step themselves.
          page('/invitation/:uuid/', 'Invitation', invitationPage('InvitationPage')),
          page('/invitation-secondary/:uuid/', 'Invitation', invitationPage('SecondaryInvitationPage')),
          page(
            '/shared-access/:token/',
            'Invitation',
            async () =>
              (await import('@/features/invitations/components/viewer-invitation-page')).ViewerInvitationPage,
          ),
          // The embedded provider's signing page: its single-use token is the credential.
          page(
            '/esign/sign/:token/',
            'Sign',
            async () =>
              (await import('@/features/esign/components/embedded-signing-page')).EmbeddedSigningPage,
          ),
          page(
            '/notifications/unsubscribed/',
            'Unsubscribed',
            async () =>
              (await import('@/features/notifications/components/unsubscribed-page')).UnsubscribedPage,
          ),
          // The link of a new-device e-mail: its single-use key is the credential.
          page(
            '/sessions/end/:key/',
            'End a session',
            async () => (await import('@/features/account/components/end-session-page')).EndSessionPage,
          ),
          page(
            '/account/confirm-email/',
            'Email confirmation',
            async () => (await import('@/features/account/components/confirm-email-page')).ConfirmEmailPage,
          ),
          page(
            '/advisor-entry',
            'Signing in',
            async () => (await import('@/features/auth/components/advisor-entry-page')).AdvisorEntryPage,
          ),
          page(
            '/app-entry',
            'Signing in',
            async () => (await import('@/features/auth/components/app-entry-page')).AppEntryPage,
          ),
        ],
      },
      {
        // Support and the error pages, for everyone; a signed-in user keeps the header.
        element: <PublicLayout headerWhenSignedIn />,
        children: [
          page(
            '/account/contact-support/',
            'Contact support',
            async () =>
              (await import('@/features/support/components/contact-support-page')).ContactSupportPage,
          ),
          errorPage('/error-page/', 'Error', 'error'),
          errorPage('/unauthorized/', 'Unauthorized', 'unauthorized'),
          errorPage('/forbidden/', 'Access denied', 'forbidden'),
          errorPage('/page-not-found/', 'Page not found', 'not-found'),
          errorPage('/internal-server-error/', 'Internal server error', 'server-error'),
          errorPage('/account-blocked/', 'Your account is blocked', 'account-blocked'),
          errorPage('*', 'Page not found', 'not-found'),
        ],
      },
      {
        element: <RequireAuthRoute />,
        children: [
          {
            element: <SignedInFrame />,
            children: [
              // The spec names the dashboard's path /dashboard/; it is the home page.
              { path: '/dashboard', element: <Navigate to="/" replace /> },
              page('/', 'Dashboard', async () => (await import('@/app/home/home-page')).HomePage),
              page(
                '/rebalance/list',
                'Rebalance history',
                async () =>
                  (await import('@/features/rebalance/components/rebalance-history-page'))
                    .RebalanceHistoryPage,
              ),
              page(
                '/rebalance/report/:id/',
                'Rebalance report',
                async () =>
                  (await import('@/features/rebalance/components/rebalance-report-page')).RebalanceReportPage,
              ),
              page(
                '/reports/',
                'Reports',
                async () => (await import('@/features/reports/components/reports-page')).ReportsPage,
              ),
              page(
                '/reports/:uuid/save-to-favorite/',
                'Save to favourites',
                async () =>
                  (await import('@/features/reports/components/save-to-favorite-page')).SaveToFavoritePage,
              ),
              page(
                '/documents/',
                'Documents',
                async () => (await import('@/features/documents/components/documents-page')).DocumentsPage,
              ),
              page(
                '/private-portfolio-manager/',
                'Private Portfolio Manager',
                async () => (await import('@/features/advisor/components/advisor-page')).AdvisorPage,
              ),
              page(
                '/account/help/',
                'Help',
                async () => (await import('@/features/account/components/help-page')).HelpPage,
              ),
              page('/account/details/', 'Account details', detailsPage('IndividualInfoPage')),
              page(
                '/accounts/secondary-invite/:accountId/:token/',
                'Invitation',
                invitationPage('AccountSecondaryInvitePage'),
              ),
              page(
                '/individual-info/',
                'Individual info',
                async () =>
                  (await import('@/features/details/components/individual-info-flow-page'))
                    .IndividualInfoFlowPage,
              ),
              page('/account/settings/', 'Settings', settingsPage),
              page(
                '/account/activity/',
                'Activity',
                async () => (await import('@/features/account/components/activity-page')).ActivityPage,
              ),
              protectedPage(
                '/account/block-account/',
                'Block my account',
                'block_access',
                async () =>
                  (await import('@/features/account/components/block-account-page')).BlockAccountPage,
              ),
              protectedPage('/account/change-email/', 'Change email', 'email', changeEmailPage),
              protectedPage('/account/change-phone/', 'Change phone', 'phone', changePhonePage),
              page('/account/change-address/', 'Change address', detailsPage('ChangeAddressPage')),
              protectedPage('/account/change-password/', 'Change password', 'password', changePassword),
              protectedPage(
                '/account/shared-access/',
                'Shared access',
                'two_factor',
                async () =>
                  (await import('@/features/shared-access/components/shared-access-page')).SharedAccessPage,
              ),
              page(
                '/shared-with-me/',
                'Accounts shared with you',
                async () =>
                  (await import('@/features/shared-access/components/viewer-picker-page')).ViewerPickerPage,
              ),
              protectedPage(
                '/account/sign-in-methods/',
                'Sign-in methods',
                'two_factor',
                async () =>
                  (await import('@/features/account/components/sign-in-methods-page')).SignInMethodsPage,
              ),
              page(
                '/account/legal/',
                'Legal',
                async () => (await import('@/features/legal/components/legal-list-page')).LegalListPage,
              ),
              page(
                '/account/legal/:slug/',
                'Legal',
                async () => (await import('@/features/legal/components/legal-page')).LegalPage,
              ),
              page('/account-new/details/', 'Individual info', detailsPage('IndividualInfoPage')),
              page('/account-new/personal-details/', 'Personal details', detailsPage('PersonalDetailsPage')),
              page('/account-new/contact-details/', 'Contact details', detailsPage('ContactDetailsPage')),
              page(
                '/account-new/contact-details/edit/',
                'Edit contact details',
                detailsPage('ContactDetailsEditPage'),
              ),
              protectedPage(
                '/account-new/contact-details/change-email/',
                'Change email',
                'email',
                changeEmailPage,
              ),
              protectedPage(
                '/account-new/contact-details/change-phone/',
                'Change phone',
                'phone',
                changePhonePage,
              ),
              page(
                '/account-new/additional-details/',
                'Additional details',
                detailsPage('AdditionalDetailsPage'),
              ),
              page(
                '/account-new/additional-details/edit/',
                'Edit additional details',
                detailsPage('AdditionalDetailsEditPage'),
              ),
              protectedPage('/account-new/change-password/', 'Change password', 'password', changePassword),
              page('/account-new/settings/', 'Settings', settingsPage),
              page(
                '/notifications/',
                'Notifications',
                async () =>
                  (await import('@/features/notifications/components/notifications-page')).NotificationsPage,
              ),
              page(
                '/account-setup/apply-now/',
                'Apply now',
                async () =>
                  (await import('@/features/account-setup/components/wizard/application-wizard-page'))
                    .ApplicationWizardPage,
              ),
              page(
                '/account-setup/create-new-account/',
                'New account',
                async () =>
                  (await import('@/features/account-setup/components/wizard/application-wizard-page'))
                    .ApplicationWizardPage,
              ),
              page(
                '/account-setup/summary/',
                'Application summary',
                async () =>
                  (await import('@/features/account-setup/components/summary/summary-page')).SummaryPage,
              ),
              page(
                '/account-setup/secondary-summary/',
                'Review the application',
                async () =>
                  (await import('@/features/account-setup/components/summary/secondary-summary-page'))
                    .SecondarySummaryPage,
              ),
              page(
                '/account/docusign-redirect/:accountId/',
                'Redirecting',
                async () =>
                  (await import('@/features/esign/components/docusign-redirect-page')).DocusignRedirectPage,
              ),
              page(
                '/change-requests/sign-callback/:id/',
                'Signing',
                async () => (await import('@/features/esign/components/sign-callback-page')).SignCallbackPage,
              ),
              page(
                '/accounts/',
                'Accounts',
                async () =>
                  (await import('@/features/account-setup/components/accounts/accounts-page')).AccountsPage,
              ),
              page(
                '/accounts/:accountId/',
                'Account',
                async () =>
                  (await import('@/features/account-setup/components/accounts/account-details-page'))
                    .AccountDetailsPage,
              ),
              ...(
                [
                  'create-portfolio-details',
                  'edit-portfolio-details',
                  'strategic-asset-allocation-details',
                  'investment-policy-customisation-details',
                  'gearing-details',
                ] as const
              ).map((form) =>
                page(`/account-setup/apply-now/${form}/:accountId/`, 'Portfolio details', async () => {
                  const { AccountFormPage } = await import(
                    '@/features/account-setup/components/accounts/account-form-page'
                  );
                  return () => <AccountFormPage form={form} />;
                }),
              ),
              ...(['edit-trust-deeds', 'edit-wholesale-investor-details'] as const).map((form) =>
                page(`/account-setup/apply-now/${form}/:accountId/`, 'Account details', async () => {
                  const { AccountFormPage } = await import(
                    '@/features/account-setup/components/accounts/account-form-page'
                  );
                  return () => <AccountFormPage form={form} />;
                }),
              ),
              page(
                '/accounts/:accountId/forms/:form/',
                'Account details',
                async () =>
                  (await import('@/features/account-setup/components/accounts/account-form-page'))
                    .AccountFormPage,
              ),
              ...(
                [
                  ['/accounts/:accountId/add-bank-account', 'Add bank account', 'AddBankAccountPage'],
                  [
                    '/accounts/:accountId/edit-bank-account/:bankAccId/',
                    'Edit bank account',
                    'EditBankAccountPage',
                  ],
                  [
                    '/accounts/:accountId/delete-bank-account/:bankAccId/',
                    'Delete bank account',
                    'DeleteBankAccountPage',
                  ],
                  [
                    '/account-setup/apply-now/edit-bank-account-details/:accountId/',
                    'Bank account',
                    'ApplicationBankAccountPage',
                  ],
                ] as const
              ).map(([path, title, name]) =>
                page(
                  path,
                  title,
                  async () => (await import('@/features/bank-accounts/components/bank-account-pages'))[name],
                ),
              ),
              ...(
                [
                  [
                    '/accounts/delete-bank-account/:account/:bankAccId/:requestId',
                    'Delete bank account',
                    'DeleteBankAccountRequestPage',
                  ],
                  [
                    '/accounts/verify-new-bank-account/:account/:bankAccId/',
                    'New bank account',
                    'VerifyNewBankAccountPage',
                  ],
                  [
                    '/accounts/confirm-edit-bank-account/:account/:bankAccId/',
                    'Bank account change',
                    'ConfirmEditBankAccountPage',
                  ],
                ] as const
              ).map(([path, title, name]) =>
                page(
                  path,
                  title,
                  async () =>
                    (await import('@/features/bank-accounts/components/bank-change-request-pages'))[name],
                ),
              ),
              ...loanNoteRoutes,
              { element: <StaffConsoleFrame />, children: [...staffConsoleRoutes, ...staffOperationsRoutes] },
              page(
                '/two-factor-authentication/:channel/action-confirmation/',
                'Verification',
                async () => (await twoFactorModule()).ActionConfirmationPage,
              ),
              page(
                '/two-factor-authentication/:channel/check-required-confirmation/',
                'Verification',
                async () => (await twoFactorModule()).CheckRequiredConfirmationPage,
              ),
            ],
          },
        ],
      },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);
