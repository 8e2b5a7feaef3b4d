import type { TInvite } from '@portal/contracts/api/invitations';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAcceptToc } from '@/features/invitations/api/accept-toc';
import { useActivateUser } from '@/features/invitations/api/activate-user';
import { useConfirmPhoneNumber } from '@/features/invitations/api/confirm-phone-number';
import { useInvite } from '@/features/invitations/api/get-invite';
import { useMarkInviteOpened } from '@/features/invitations/api/invite-opened';
import { useResendPhoneNumberConfirmation } from '@/features/invitations/api/resend-phone-number-confirmation';
import { useSignUp } from '@/features/invitations/api/sign-up';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ConfirmPhoneStep } from './confirm-phone-step';
import { EnterCodeStep } from './enter-code-step';
import { ExpiredStep } from './expired-step';
import { DETAILS_STEPS, INVITATION_HANDOFF } from './invitation-paths';
import { useSignInFromInvitation } from './invitation-session';
import { LoginActivateStep, LoginStep } from './login-steps';
import { SignUpStep } from './sign-up-step';
import { TermsStep } from './terms-step';
import { useInvitationApplication } from './use-invitation-application';

const ACCOUNT_STEPS: readonly string[] = ['account_create', 'account_fake_create', 'account_activate'];

/**
 * The screen of the invite's registration_step; steps of account setup hand over and render nothing.
 * Each step's call reads the invite again, which moves the screen on.
 */
const PrimaryStep = ({ invite }: { invite: TInvite }) => {
  const signIn = useSignInFromInvitation();
  const { uuid } = invite;
  const acceptTerms = useAcceptToc(uuid).mutateAsync;
  const signUp = useSignUp(uuid).mutateAsync;
  const confirmPhone = useConfirmPhoneNumber(uuid).mutateAsync;
  const resend = useResendPhoneNumberConfirmation(uuid).mutateAsync;
  const activate = useActivateUser(uuid).mutateAsync;
  const step = invite.registration_step;
  if (DETAILS_STEPS.includes(step)) return <Navigate to={INVITATION_HANDOFF.individualInfo} replace />;
  if (ACCOUNT_STEPS.includes(step)) return <Navigate to={INVITATION_HANDOFF.applyNow} replace />;
  switch (step) {
    case 'expired':
      return <ExpiredStep withdrawn={invite.withdrawn} />;
    case 'welcome':
      return <TermsStep invite={invite} accept={acceptTerms} />;
    case 'enter_code':
      return <EnterCodeStep invite={invite} />;
    case 'sign_up':
      return <SignUpStep invite={invite} title="Sign up" submit={signUp} />;
    case 'confirm_phone_number':
      return <ConfirmPhoneStep invite={invite} confirm={confirmPhone} resend={resend} onSignedIn={signIn} />;
    case 'login':
      return <LoginStep invite={invite} />;
    case 'login_activate':
      return <LoginActivateStep invite={invite} activate={activate} />;
    default:
      // Spec section 8: an unknown step is an error the Unexpected error fallback shows.
      throw new Error(onboardingTexts.invalidInviteStep);
  }
};

/** /invitation/{uuid}/: the primary invitation, signed in or out (spec sections 2 and 4). */
export const InvitationPage = () => {
  const { uuid = '' } = useParams();
  const { data: invite } = useInvite(uuid);
  useInvitationApplication(invite);
  const markOpened = useMarkInviteOpened().mutate;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    markOpened(uuid);
  }, [uuid, markOpened]);
  if (!invite) return <PageSpinner />;
  // Already taken up and the account made: account setup carries on.
  if (invite.step === 'completed') return <Navigate to={INVITATION_HANDOFF.applyNow} replace />;
  return <PrimaryStep invite={invite} />;
};
