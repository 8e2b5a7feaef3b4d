// The investment policy statement as a PDF to sign: the portfolio details with the tailored label and the
// nominated bank account (worded once in account-setup/applied-for.ts), the strategic asset allocation with its custom
// strategies, the restrictions (industries and securities), the gearing, and a signature block per
// signer. It is the IPS change request's document, and the second document of a portfolio application.
import type { TAppliedForSection } from '@portal/contracts/api/applied-for';
import { ipsTexts, type TAllocationCategory, type TSecurityRestriction } from '@portal/contracts/api/ips';
import { formatHundredths, hundredthsOf } from '@portal/contracts/api/ips-allocation';
import { restrictionLabels } from '@portal/contracts/api/ips-restriction-tree';
import { formatMoney } from '@portal/contracts/api/loan-notes';
import { formatDisplayDate } from '@portal/contracts/formats';
import type { Queryable } from '../../db/client.ts';
import { startSigningDocument } from '../../pdf/signing-document.ts';
import { appliedForOf } from '../account-setup/applied-for.ts';
import { findIps, type IpsRow, listSecurityRestrictions, loadAllocation } from './queries.ts';
import { restrictedGroups } from './service.ts';

export const IPS_DOCUMENT_NAME = 'Investment policy statement.pdf';
export const ipsDocumentTitle = (accountName: string) => `Investment policy statement: ${accountName}`;

export type IpsContent = {
  ips: IpsRow;
  categories: TAllocationCategory[];
  restrictedGroups: Awaited<ReturnType<typeof restrictedGroups>>;
  securities: TSecurityRestriction[];
  /** The portfolio details with this statement's tailored label, and the nominated bank account. */
  appliedFor: TAppliedForSection[];
};

/** Everything the statement says, read as it is now. */
export async function loadIpsContent(q: Queryable, ipsId: number): Promise<IpsContent | null> {
  const ips = await findIps(q, ipsId);
  if (!ips) return null;
  return {
    ips,
    categories: await loadAllocation(q, ipsId),
    restrictedGroups: await restrictedGroups(q, ipsId),
    securities: await listSecurityRestrictions(q, ipsId),
    appliedFor: await appliedForOf(q, ips.account_id, 'ipm', { ipsId }),
  };
}

const positive = (percent: string) => (hundredthsOf(percent) ?? 0) > 0;
const percentText = (percent: string | null) =>
  percent === null ? '' : `${formatHundredths(hundredthsOf(percent) ?? 0)}%`;

export function renderIpsPdf(input: {
  title: string;
  content: IpsContent;
  signers: Array<{ name: string }>;
  date: Date;
}): Promise<Buffer> {
  const { content } = input;
  // Dated as every date of the product reads, DD-MMM-YYYY.
  const { pdf, heading, field, signatures, finish } = startSigningDocument(
    input.title,
    formatDisplayDate(input.date.toISOString().slice(0, 10)),
  );

  for (const section of content.appliedFor) {
    heading(section.title);
    for (const row of section.rows) field(row.label, row.value);
  }

  heading(ipsTexts.allocationTitle);
  for (const category of content.categories) {
    const options = category.investment_options.filter((o) => positive(o.target_percentage));
    if (options.length === 0) continue;
    pdf.font('Helvetica-Bold').text(category.name).font('Helvetica');
    for (const option of options) {
      pdf.text(`${option.name}: ${percentText(option.target_percentage)}`, { indent: 12 });
      for (const strategy of option.custom_strategies) {
        pdf.text(
          `${ipsTexts.customStrategies}: ${strategy.name} (${strategy.holding_arrangement.title}${
            strategy.manager_discretion ? `, ${ipsTexts.managerDiscretion.toLowerCase()}` : ''
          })`,
          { indent: 24 },
        );
        for (const security of strategy.securities)
          pdf.text(
            `${security.name}: ${
              strategy.manager_discretion
                ? percentText(security.target_percentage)
                : `${security.units ?? ''} ${ipsTexts.units.toLowerCase()}`
            }`,
            { indent: 36 },
          );
        pdf.text(
          `${ipsTexts.portfolioManagementFee} ${strategy.portfolio_management_fee}% a year, ${ipsTexts.investmentManagementFee.toLowerCase()} ${strategy.investment_management_fee}% a year`,
          { indent: 36 },
        );
      }
    }
  }

  heading(ipsTexts.customisationTitle);
  const { ips } = content;
  field(ipsTexts.restrictionsQuestion, ips.has_restrictions ? 'Yes' : 'No');
  if (content.restrictedGroups.length > 0) {
    pdf.font('Helvetica-Bold').text(ipsTexts.industryRestrictions).font('Helvetica');
    for (const group of content.restrictedGroups)
      pdf.text(`${group.name}: ${restrictionLabels[group.restriction_type]}`, { indent: 12 });
  }
  if (content.securities.length > 0) {
    pdf.font('Helvetica-Bold').text(ipsTexts.securityRestrictions).font('Helvetica');
    for (const security of content.securities)
      pdf.text(
        `${security.name}: ${security.units} units, cost base ${formatMoney(security.cost_base)}, ${security.date}, ${
          restrictionLabels[security.restriction_type]
        }`,
        { indent: 12 },
      );
  }

  heading(ipsTexts.gearingTitle);
  field(ipsTexts.gearingQuestion, ips.has_gearing ? 'Yes' : 'No');
  if (ips.has_gearing && ips.target_loan_balance_min && ips.target_loan_balance_max) {
    field(ipsTexts.lowerTargetLoanBalance, formatMoney(ips.target_loan_balance_min));
    field(ipsTexts.upperTargetLoanBalance, formatMoney(ips.target_loan_balance_max));
  }

  signatures(input.signers);
  return finish();
}
