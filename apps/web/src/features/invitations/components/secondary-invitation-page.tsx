import type { TInvite } from '@portal/contracts/api/invitations';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { Navigate, useLocation, useParams } from 'react-router';
import { useAcceptSecondaryToc } from '@/features/invitations/api/accept-secondary-toc';
import { useActivateSecondaryInvite } from '@/features/invitations/api/activate-secondary-invite';
import { useConfirmSecondaryPhoneNumber } from '@/features/invitations/api/confirm-secondary-phone-number';
import { useSecondaryInvite } from '@/features/invitations/api/get-secondary-invite';
import { useResendSecondaryPhoneConfirmation } from '@/features/invitations/api/resend-secondary-phone-confirmation';
import { useSetPassword } from '@/features/invitations/api/set-password';
import { PATHS } from '@/shared/lib/paths';
import { useSession } from '@/shared/session/session-store';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ActivationReview } from './activation-review';
import { ConfirmPhoneStep } from './confirm-phone-step';
import { ExpiredStep } from './expired-step';
import { DETAILS_STEPS, INVITATION_HANDOFF } from './invitation-paths';
import { useSignInFromInvitation } from './invitation-session';
import { LoginStep } from './login-steps';
import { SignUpStep } from './sign-up-step';
import { TermsStep } from './terms-step';
import { useInvitationApplication } from './use-invitation-application';

type TStepProps = {
  invite: TInvite;
  /** True on the signed-in page of the account (/accounts/secondary-invite/...). */
  inAccountArea: boolean;
};

/** Where a finished invitation goes: the account's invite page when signed in, otherwise login. */
const FinishedStep = ({ invite, inAccountArea }: TStepProps) => {
  const signedIn = useSession((session) => session.token !== null);
  if (!signedIn || invite.account_id === null) return <Navigate to={PATHS.login} replace />;
  const to = inAccountArea
    ? INVITATION_HANDOFF.account(invite.account_id)
    : INVITATION_HANDOFF.secondaryInvite(invite.account_id, invite.uuid);
  return <Navigate to={to} replace />;
};

const HANDOFF_STEPS: readonly string[] = ['fill_individual_tax', 'ready_for_acceptance'];

/** The screen of the invite's registration_step; each step's call reads the invite again, which moves it on. */
const SecondaryStep = ({ invite, inAccountArea }: TStepProps) => {
  const signIn = useSignInFromInvitation();
  const { pathname } = useLocation();
  const { uuid, phone_number: phone } = invite;
  const acceptTerms = useAcceptSecondaryToc(uuid).mutateAsync;
  const setPassword = useSetPassword(uuid).mutateAsync;
  const confirmPhone = useConfirmSecondaryPhoneNumber(uuid).mutateAsync;
  const resend = useResendSecondaryPhoneConfirmation(uuid, phone).mutateAsync;
  const activate = useActivateSecondaryInvite(uuid).mutateAsync;
  const step = invite.registration_step;
  if (DETAILS_STEPS.includes(step)) return <Navigate to={INVITATION_HANDOFF.individualInfo} replace />;
  switch (step) {
    case 'expired':
      return <ExpiredStep withdrawn={invite.withdrawn} />;
    case 'welcome':
      return <TermsStep invite={invite} accept={acceptTerms} />;
    case 'password_reset':
      return <SignUpStep invite={invite} title="Set your password" submit={setPassword} />;
    case 'confirm_phone_number':
      return (
        <ConfirmPhoneStep
          invite={invite}
          confirm={(code) => confirmPhone({ code, email: invite.email, phone_number: phone })}
          resend={resend}
          onSignedIn={signIn}
        />
      );
    case 'login_registration':
      return <LoginStep invite={invite} />;
    case 'activation':
    case 'login_activation':
      return <ActivationReview invite={invite} activate={activate} />;
    case 'fill_individual_tax':
      return invite.account_id === null ? null : (
        <Navigate to={INVITATION_HANDOFF.individualTax(invite.account_id, pathname)} replace />
      );
    case 'ready_for_acceptance':
      return invite.account_id === null ? null : (
        <Navigate to={INVITATION_HANDOFF.secondarySummary(invite.account_id)} replace />
      );
    case 'completed':
      return <FinishedStep invite={invite} inAccountArea={inAccountArea} />;
    default:
      throw new Error(onboardingTexts.invalidInviteStep);
  }
};

const SecondaryInvitation = ({
  uuidOrToken,
  inAccountArea,
}: {
  uuidOrToken: string;
  inAccountArea: boolean;
}) => {
  const { data: invite, isFetching } = useSecondaryInvite(uuidOrToken);
  useInvitationApplication(invite);
  // A cached invite may be a step behind (tax or details were just saved elsewhere): the steps that hand
  // over to another page wait for the fresh answer, or the user would be sent back to a finished form.
  const handsOver =
    invite &&
    (DETAILS_STEPS.includes(invite.registration_step) || HANDOFF_STEPS.includes(invite.registration_step));
  if (!invite || (isFetching && handsOver)) return <PageSpinner />;
  return <SecondaryStep invite={invite} inAccountArea={inAccountArea} />;
};

/** /invitation-secondary/{uuid}/: a secondary user's invitation, signed in or out. */
export const SecondaryInvitationPage = () => {
  const { uuid = '' } = useParams();
  return <SecondaryInvitation uuidOrToken={uuid} inAccountArea={false} />;
};

/** /accounts/secondary-invite/{accountId}/{token}/: the same invitation inside the signed-in area. */
export const AccountSecondaryInvitePage = () => {
  const { token = '' } = useParams();
  return <SecondaryInvitation uuidOrToken={token} inAccountArea />;
};
