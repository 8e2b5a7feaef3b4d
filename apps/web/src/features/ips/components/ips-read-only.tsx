// An IPS that may not change now (spec 001 section 4: not while awaiting signature or in the portfolio
// manager's review): its detail pages show what it says, and why it cannot be changed, with no form.
import Alert from '@mui/material/Alert';
import { ipsTexts, type TIps, type TIpsWizardStep } from '@portal/contracts/api/ips';
import { Section } from '@/shared/application-sections/section';
import { AllocationSummary, CustomisationSummary, GearingSummary } from './ips-summary-sections';

type TIpsStep = Exclude<TIpsWizardStep, 'done'>;

const reasonOf = (ips: TIps): string =>
  ips.status === 'awaiting_signature' || ips.status === 'portfolio_manager_review'
    ? ipsTexts.lockedWhile[ips.status]
    : ipsTexts.notEditable;

/** The steps a page shows: the one of a step's detail page, or all of them. */
const shows = (only: TIpsStep | undefined, step: TIpsStep) => only === undefined || only === step;

export const IpsReadOnly = ({ ips, only }: { ips: TIps; only?: TIpsStep }) => (
  <>
    <Alert severity="info" sx={{ mb: 2 }}>
      {reasonOf(ips)}
    </Alert>
    {shows(only, 'asset_allocation') ? (
      <Section title={ipsTexts.allocationTitle}>
        <AllocationSummary ips={ips} />
      </Section>
    ) : null}
    {shows(only, 'customisation') ? (
      <Section title={ipsTexts.customisationTitle}>
        <CustomisationSummary ips={ips} />
      </Section>
    ) : null}
    {shows(only, 'gearing') ? (
      <Section title={ipsTexts.gearingTitle}>
        <GearingSummary ips={ips} />
      </Section>
    ) : null}
  </>
);
