/** Pages that code outside their own route needs to send users to. */
export const PATHS = {
  login: '/auth/login/',
  changePassword: '/account/change-password/',
  signInMethods: '/account/sign-in-methods/',
  resetPassword: '/auth/reset-password/',
  contactSupport: '/account/contact-support/',
  forbidden: '/forbidden/',
  notFound: '/page-not-found/',
  serverError: '/internal-server-error/',
  accountBlocked: '/account-blocked/',
  errorPage: '/error-page/',
  actionConfirmation: '/two-factor-authentication/sms/action-confirmation/',
  checkRequiredConfirmation: '/two-factor-authentication/sms/check-required-confirmation/',
} as const;
