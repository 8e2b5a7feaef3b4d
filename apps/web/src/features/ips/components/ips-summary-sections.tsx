// The private-portfolio sections of the summary and the account page (spec 001 sections 2, 4 and 6):
// portfolio details (with the tailored label, worded by the server), the strategic asset allocation (pie chart), customisation and gearing, each with its
// 'Missing details' tag while the engine lists it and an edit pencil for the primary user while it may
// change; on the account page also the IPS itself with its status, signatures and actions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { appliedForSection } from '@portal/contracts/api/applied-for';
import { IPS_WIZARD_STEPS, ipsTexts, type TIps, type TIpsWizardStep } from '@portal/contracts/api/ips';
import { formatHundredths, hundredthsOf } from '@portal/contracts/api/ips-allocation';
import { restrictionLabels } from '@portal/contracts/api/ips-restriction-tree';
import { formatMoney } from '@portal/contracts/api/loan-notes';
import { portfolioTexts } from '@portal/contracts/api/portfolio-application';
import { AppliedForRows } from '@/shared/application-sections/applied-for-rows';
import { LabelValueRows, type TLabelValueRow } from '@/shared/application-sections/label-value-rows';
import { Section } from '@/shared/application-sections/section';
import { useAccountIps } from '../api/get-account-ips';
import { usePortfolioApplication } from '../api/get-portfolio-application';
import { useSecurityRestrictions } from '../api/get-security-restrictions';
import { useStrategicAssetAllocation } from '../api/get-strategic-asset-allocation';
import { AllocationDonut } from './allocation-donut';
import { IpsAccountSection } from './ips-account-section';

/** The detail pages of the private-portfolio sections (spec section 2): an account id and redirect_url. */
export type TPortfolioPage =
  | 'create-portfolio-details'
  | 'edit-portfolio-details'
  | 'strategic-asset-allocation-details'
  | 'investment-policy-customisation-details'
  | 'gearing-details';

export const portfolioPagePath = (accountId: number, page: TPortfolioPage, redirectUrl: string) =>
  `/account-setup/apply-now/${page}/${accountId}/?redirect_url=${encodeURIComponent(redirectUrl)}`;
export const ipsWizardPath = (accountId: number, redirectUrl: string) =>
  `/accounts/${accountId}/forms/ips-ima/?redirect_url=${encodeURIComponent(redirectUrl)}`;

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '');
const percentText = (percent: string | null) => `${formatHundredths(hundredthsOf(percent) ?? 0)}%`;

/** The portfolio sections' label and value pairs; empty values are left out. */
const Rows = ({ rows }: { rows: TLabelValueRow[] }) => <LabelValueRows rows={rows} labelWidth={240} />;

const NotGiven = () => <Typography color="text.secondary">Not given yet.</Typography>;

export type TPortfolioSectionsProps = {
  account: Pick<
    TAccount,
    | 'id'
    | 'application'
    | 'is_primary'
    | 'status'
    | 'type'
    | 'can_edit_details'
    | 'extra_application_info'
    | 'applied_for'
  >;
  /** Where the detail pages return to. */
  redirectUrl: string;
  /** The account page: the IPS with its status, signatures and actions too. */
  accountPage?: boolean;
};

/** Every private-portfolio section of an ipm account; nothing for the other products. */
export const PortfolioSections = ({ account, redirectUrl, accountPage = false }: TPortfolioSectionsProps) => {
  const ipsAnswer = useAccountIps(account.id, account.application === 'ipm');
  if (account.application !== 'ipm') return null;
  const unfilled = new Set(account.extra_application_info.data.unfilled_fields);
  // The IPS the sections show: the one in progress, else the active one.
  const ips = ipsAnswer.data ? (ipsAnswer.data.ongoing_ips ?? ipsAnswer.data.active_ips) : undefined;
  return (
    <>
      <PortfolioDetailsSection
        account={account}
        redirectUrl={redirectUrl}
        missing={unfilled.has('portfolio_application')}
      />
      {accountPage && ipsAnswer.data ? (
        <IpsAccountSection account={account} redirectUrl={redirectUrl} answer={ipsAnswer.data} />
      ) : null}
      {ips !== undefined && (ips !== null || account.status !== 'active') ? (
        <IpsContentSections
          account={account}
          ips={ips}
          redirectUrl={redirectUrl}
          ipsMissing={unfilled.has('ongoing_ips')}
        />
      ) : null}
    </>
  );
};

const PortfolioDetailsSection = ({
  account,
  redirectUrl,
  missing,
}: {
  account: TPortfolioSectionsProps['account'];
  redirectUrl: string;
  missing: boolean;
}) => {
  const portfolio = usePortfolioApplication(account.id, true);
  if (portfolio.isPending) return null;
  const details = portfolio.data ?? null;
  // The rows as the server words them for the summary and the signed documents alike.
  const section = appliedForSection(account.applied_for, 'portfolio');
  // Spec section 6: only the primary user changes portfolio details, while they may still change.
  const editable = account.is_primary && (details ? details.can_edit : account.can_edit_details);
  return (
    <Section
      title={portfolioTexts.title}
      missing={missing}
      editTo={
        editable
          ? portfolioPagePath(
              account.id,
              details ? 'edit-portfolio-details' : 'create-portfolio-details',
              redirectUrl,
            )
          : null
      }
    >
      {section ? <AppliedForRows section={section} labelWidth={240} /> : <NotGiven />}
    </Section>
  );
};

const stepIndex = (step: TIpsWizardStep) => IPS_WIZARD_STEPS.indexOf(step);

/** The allocation, customisation and gearing of the IPS, as far as its wizard got. */
const IpsContentSections = ({
  account,
  ips,
  redirectUrl,
  ipsMissing,
}: {
  account: TPortfolioSectionsProps['account'];
  ips: TIps | null;
  redirectUrl: string;
  ipsMissing: boolean;
}) => {
  const step = ips ? stepIndex(ips.wizard_step) : 0;
  // A section is missing while the engine lists the IPS and its wizard has not answered it yet.
  const missingBefore = (answeredAt: TIpsWizardStep) => ipsMissing && step < stepIndex(answeredAt);
  // Pencils only while the IPS may change (the primary user's draft, or an active one with no change
  // in progress: editing it starts the change).
  const edit = (page: TPortfolioPage) => {
    if (ips) return ips.can_edit ? portfolioPagePath(account.id, page, redirectUrl) : null;
    return account.is_primary && (account.can_edit_details || account.status === 'active')
      ? ipsWizardPath(account.id, redirectUrl)
      : null;
  };
  return (
    <>
      <Section
        title={ipsTexts.allocationTitle}
        missing={missingBefore('customisation')}
        editTo={edit('strategic-asset-allocation-details')}
      >
        {ips && ips.strategic_asset_allocation.length > 0 ? <AllocationSummary ips={ips} /> : <NotGiven />}
      </Section>
      <Section
        title={ipsTexts.customisationTitle}
        missing={missingBefore('gearing')}
        editTo={edit('investment-policy-customisation-details')}
      >
        {ips && ips.has_restrictions !== null ? <CustomisationSummary ips={ips} /> : <NotGiven />}
      </Section>
      <Section title={ipsTexts.gearingTitle} missing={missingBefore('done')} editTo={edit('gearing-details')}>
        {ips && ips.has_gearing !== null ? <GearingSummary ips={ips} /> : <NotGiven />}
      </Section>
    </>
  );
};

export const GearingSummary = ({ ips }: { ips: TIps }) => (
  <Rows
    rows={[
      [ipsTexts.gearingQuestion, yesNo(ips.has_gearing)],
      [
        ipsTexts.lowerTargetLoanBalance,
        ips.has_gearing && ips.target_loan_balance_min ? formatMoney(ips.target_loan_balance_min) : '',
      ],
      [
        ipsTexts.upperTargetLoanBalance,
        ips.has_gearing && ips.target_loan_balance_max ? formatMoney(ips.target_loan_balance_max) : '',
      ],
    ]}
  />
);

/** The pie chart with its legend: each option's percent, and the custom strategies it holds. */
export const AllocationSummary = ({ ips }: { ips: TIps }) => {
  const allocation = useStrategicAssetAllocation(ips.id);
  const strategiesOf = (name: string) =>
    allocation.data?.categories.flatMap((c) => c.investment_options).find((o) => o.name === name)
      ?.custom_strategies ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, alignItems: 'center', minWidth: 0 }}>
      <AllocationDonut slices={ips.strategic_asset_allocation} size={160} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minWidth: 220 }}>
        {ips.strategic_asset_allocation.map((line) => (
          <Box component="li" key={line.name} sx={{ py: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: line.color, flexShrink: 0 }}
              />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{line.name}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{percentText(line.target_percentage)}</Typography>
            </Box>
            {strategiesOf(line.name).map((strategy) => (
              <Typography key={strategy.id} variant="body2" color="text.secondary" sx={{ pl: 2.5 }}>
                {`${ipsTexts.customStrategies}: ${strategy.name} (${strategy.holding_arrangement.title})`}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export const CustomisationSummary = ({ ips }: { ips: TIps }) => {
  const securities = useSecurityRestrictions(ips.id);
  return (
    <Rows
      rows={[
        [ipsTexts.restrictionsQuestion, yesNo(ips.has_restrictions)],
        [
          ipsTexts.industryRestrictions,
          ips.restricted_industry_groups
            .map((g) => `${g.name}: ${restrictionLabels[g.restriction_type]}`)
            .join('; '),
        ],
        [
          ipsTexts.securityRestrictions,
          ips.is_security_restrictions_provided
            ? (securities.data ?? [])
                .map((s) => `${s.name}: ${restrictionLabels[s.restriction_type]}`)
                .join('; ')
            : '',
        ],
      ]}
    />
  );
};
