// The one wording of what an application applies for (spec 001 sections 2, 6 and 9): the loan-note
// products with amount and interest option and their total, the portfolio details with the tailored
// label, and the nominated bank account with its number masked. The account entity (summary, account
// page, staff review), the signed application and the IPS document all take these sections.
import {
  appliedForTexts,
  maskBankAccountNumber,
  type TAppliedForRow,
  type TAppliedForSection,
} from '@portal/contracts/api/applied-for';
import { bankAccountTexts } from '@portal/contracts/api/bank-accounts';
import { ipsTexts } from '@portal/contracts/api/ips';
import {
  formatMoney,
  interestFrequencyOf,
  loanNoteTexts,
  noteTypeLabel,
  type TInterestType,
} from '@portal/contracts/api/loan-notes';
import { portfolioTexts } from '@portal/contracts/api/portfolio-application';
import { formatBsb } from '@portal/contracts/formats';
import type { Queryable } from '../../db/client.ts';
import { portfolioApplicationOf } from '../portfolio-application/service.ts';
import { findAppliedNotes, findNominatedBankAccount, findTailoredLabel } from './applied-for-queries.ts';

const yesNo = (value: boolean | null | undefined) => (value === true ? 'Yes' : value === false ? 'No' : '');

/** Rows with an empty value are left out, as every summary leaves them out. */
const rows = (pairs: Array<[string, string | null | undefined]>): TAppliedForRow[] =>
  pairs.flatMap(([label, value]) => (value ? [{ label, value }] : []));

/** Adds decimal texts exactly, in cents. */
const total = (values: string[]) => {
  const cents = values.reduce((sum, value) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return sum + BigInt(whole || '0') * 100n + BigInt(`${fraction}00`.slice(0, 2));
  }, 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

type Notes = NonNullable<Awaited<ReturnType<typeof findAppliedNotes>>>;

function productsSection(notes: Notes['notes']): TAppliedForSection {
  const products = notes.map((note) => {
    const type = { ...note, interest_type: note.interest_type as TInterestType };
    const option = note.interest_capitalisation
      ? loanNoteTexts.interestCapitalised
      : loanNoteTexts.interestPaid(interestFrequencyOf(note.is_at_call));
    return {
      label: noteTypeLabel(type),
      value: appliedForTexts.productValue(formatMoney(note.face_value), option),
    };
  });
  return {
    key: 'products',
    title: appliedForTexts.productsTitle,
    rows:
      products.length === 0
        ? [{ label: loanNoteTexts.product, value: appliedForTexts.noProducts }]
        : [
            ...products,
            { label: appliedForTexts.total, value: formatMoney(total(notes.map((n) => n.face_value))) },
          ],
  };
}

async function portfolioSection(
  q: Queryable,
  accountId: number,
  ipsId: number | null,
): Promise<TAppliedForSection | null> {
  const details = await portfolioApplicationOf(q, accountId);
  const tailoredLabel = await findTailoredLabel(q, accountId, ipsId);
  if (!details && !tailoredLabel) return null;
  const funding = details
    ? [
        details.is_funds_transfer
          ? `${portfolioTexts.fundsTransfer}: ${formatMoney(details.funds_transfer_amount ?? '0')}`
          : '',
        details.is_asset_transfer
          ? `${portfolioTexts.assetTransfer}: ${formatMoney(details.asset_transfer_amount ?? '0')}`
          : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const period = details?.investment_period
    ? details.investment_period === 'other'
      ? `${details.investment_period_months ?? ''} months`
      : portfolioTexts.investmentPeriodLabels[details.investment_period]
    : '';
  return {
    key: 'portfolio',
    title: portfolioTexts.title,
    rows: rows([
      [portfolioTexts.fundingType, funding],
      [
        portfolioTexts.sourceOfFunds,
        details
          ? [...details.source_of_funds_names, details.source_of_funds_other].filter(Boolean).join(', ')
          : '',
      ],
      [portfolioTexts.requireFullyInvested, yesNo(details?.is_require_14_days_investing)],
      [portfolioTexts.investmentPeriod, period],
      [portfolioTexts.accountingMethod, details?.accounting_method_name],
      [
        portfolioTexts.franking,
        details ? portfolioTexts.frankingLabels[details.receive_franking_credits] : '',
      ],
      [portfolioTexts.exemptIncomeTax, yesNo(details?.is_exempt_income_tax)],
      [ipsTexts.tailoredLabel, tailoredLabel],
    ]),
  };
}

async function bankAccountSection(
  q: Queryable,
  accountId: number,
  id: number | null,
): Promise<TAppliedForSection | null> {
  const bank = await findNominatedBankAccount(q, accountId, id);
  if (!bank) return null;
  return {
    key: 'bank_account',
    title: appliedForTexts.bankAccountTitle,
    rows: rows([
      [bankAccountTexts.name, bank.name],
      [bankAccountTexts.bsb, formatBsb(bank.bsb)],
      [bankAccountTexts.number, maskBankAccountNumber(bank.number_ending)],
    ]),
  };
}

/**
 * The sections of what the account applies for, by its product: a loan-note application's products and
 * the bank account they pay to; a private portfolio's details (with the tailored label of `ipsId`, or of
 * its current IPS) and its bank account. Sections with nothing given yet are left out.
 */
export async function appliedForOf(
  q: Queryable,
  accountId: number,
  application: string,
  options: { ipsId?: number | null } = {},
): Promise<TAppliedForSection[]> {
  const sections: Array<TAppliedForSection | null> = [];
  let bankAccountId: number | null = null;
  if (application === 'icf') {
    const notes = await findAppliedNotes(q, accountId);
    if (notes) {
      sections.push(productsSection(notes.notes));
      bankAccountId = notes.bankAccountId;
    }
  }
  if (application === 'ipm') sections.push(await portfolioSection(q, accountId, options.ipsId ?? null));
  sections.push(await bankAccountSection(q, accountId, bankAccountId));
  return sections.filter((section) => section !== null);
}
