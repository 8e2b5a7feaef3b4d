import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useCurrentApplication } from '@/shared/application/current-application';
import { WarningIcon } from '@/shared/ui/icons';

/** The unexpected-error fallback: 'Please try again later' with a support contact. No router needed. */
export const UnexpectedErrorFallback = () => {
  const supportEmail = useCurrentApplication()?.configuration.support_email;
  return (
    <Box
      component="main"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 6, md: 12 }, px: 2, textAlign: 'center' }}
    >
      <WarningIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" sx={{ mt: 2, mb: 1 }}>
        Unexpected error
      </Typography>
      <Typography sx={{ mb: 2 }}>Please try again later.</Typography>
      <Typography>
        If the problem persists, contact support{' '}
        {supportEmail ? (
          <>
            at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </>
        ) : (
          <Link href="/account/contact-support/">here</Link>
        )}
        .
      </Typography>
    </Box>
  );
};

type TProps = {
  children: ReactNode /** A change (the page's path) clears a caught error. */;
  resetKey?: string;
};
type TState = { failed: boolean; resetKey: string | undefined };

/** Shows the unexpected-error fallback when rendering fails; moving to another page tries again. */
export class AppErrorBoundary extends Component<TProps, TState> {
  override state: TState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<TState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: TProps, state: TState): Partial<TState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <UnexpectedErrorFallback /> : this.props.children;
  }
}
