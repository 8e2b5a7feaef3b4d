import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TLoginForm, zLoginForm } from '@portal/contracts/forms/sign-in';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLogin } from '@/features/auth/api/login';
import { usePasskeyLogin } from '@/features/auth/api/passkey-login';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { passkeyFailureMessage, passkeysSupported } from '@/shared/passkeys/passkeys';
import { LOGOUT_REASONS, type TLogoutReason } from '@/shared/session/logout-reasons';
import { RouterLink } from '@/shared/ui/router-link';

// The modal and its dialog code load only when a legal link is opened.
const FlatPageDialog = lazy(() =>
  import('@/shared/ui/flat-page-dialog').then((module) => ({ default: module.FlatPageDialog })),
);

export const LEGAL_LINKS = [
  { slug: 'terms-of-service', label: 'Terms of Service' },
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'security-statement', label: 'Security Statement' },
] as const;

type TLegalLink = (typeof LEGAL_LINKS)[number];

const LoginForm = () => {
  const form = useZodForm(zLoginForm, { email: '', password: '' });
  const { control, handleSubmit, setError, formState } = form;
  const login = useLogin();

  const handleLogin = async (values: TLoginForm) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password']);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleLogin)} aria-label="Log in">
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
        <RouterLink to="/auth/reset-password/" variant="body2">
          Forgot password
        </RouterLink>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!formState.isValid || formState.isSubmitting}
      >
        Log In
      </Button>
    </Box>
  );
};

/**
 * Passwordless sign-in with a passkey the user chose for it: the browser lists the passkeys it holds for
 * the portal; the guard moves on once the key is set, as after a password.
 */
const PasskeySignIn = () => {
  const passkeyLogin = usePasskeyLogin();
  const [failure, setFailure] = useState<string | undefined>();
  if (!passkeysSupported()) return null;
  const handleClick = () => {
    setFailure(undefined);
    passkeyLogin.mutateAsync().catch((error: unknown) => setFailure(passkeyFailureMessage(error)));
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Divider sx={{ mb: 2 }}>or</Divider>
      <FormErrorAlert message={failure} />
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        onClick={handleClick}
        disabled={passkeyLogin.isPending}
      >
        Sign in with a passkey
      </Button>
    </Box>
  );
};

/** Why the portal logged the user out, when it did (?reason=idle). */
const LogoutReason = () => {
  const reason = useSearchParams()[0].get('reason');
  if (!reason || !(reason in LOGOUT_REASONS)) return null;
  return (
    <Typography
      role="status"
      sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'info.light', color: 'info.contrastText' }}
    >
      {LOGOUT_REASONS[reason as TLogoutReason]}
    </Typography>
  );
};

const LoginScreen = ({ showLegalLinks }: { showLegalLinks: boolean }) => {
  const [openPage, setOpenPage] = useState<TLegalLink | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Client Portal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Log in to your account.
      </Typography>
      <LogoutReason />
      <LoginForm />
      <PasskeySignIn />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Need help? <RouterLink to="/account/contact-support/">Contact us</RouterLink>
      </Typography>
      {showLegalLinks ? (
        <Box
          component="nav"
          aria-label="Legal"
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, rowGap: 1 }}
        >
          {LEGAL_LINKS.map((link) => (
            <Link
              key={link.slug}
              component="button"
              type="button"
              variant="body2"
              onClick={() => setOpenPage(link)}
            >
              {link.label}
            </Link>
          ))}
        </Box>
      ) : null}
      {openPage ? (
        <Suspense fallback={null}>
          <FlatPageDialog
            slug={openPage.slug}
            fallbackTitle={openPage.label}
            onClose={() => setOpenPage(null)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
};

/** /auth/login/: titled Client Portal, with the legal pages as modals and a Contact us link. */
export const LoginPage = () => <LoginScreen showLegalLinks />;

/** /auth/raw-login/: the bare variant (the form alone, for embedding and hand-offs). */
export const RawLoginPage = () => <LoginScreen showLegalLinks={false} />;
