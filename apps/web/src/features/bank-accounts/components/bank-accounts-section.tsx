// The "Bank account" section of the summary and of the account page: the account's bank accounts,
// with 'Missing details' while the engine lists bank_accounts. The summary's pencil opens the
// application's bank details page; the account page lists each with Edit and Delete (not while a
// change to it awaits signatures), and Add.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccount } from '@portal/contracts/api/account-setup';
import { bankAccountTexts, bankChangeTexts } from '@portal/contracts/api/bank-accounts';
import { Link } from 'react-router';
import { Section } from '@/shared/application-sections/section';
import { SectionListItem } from '@/shared/application-sections/section-list-item';
import { useBankAccounts } from '../api/get-bank-accounts';
import { bankAccountLabel } from './bank-account-pages';
import { PendingChange, pendingRequestOf } from './pending-bank-change';

export const applicationBankAccountPath = (accountId: number, redirectUrl: string) =>
  `/account-setup/apply-now/edit-bank-account-details/${accountId}/?redirect_url=${encodeURIComponent(redirectUrl)}`;

export type TBankAccountsSectionProps = {
  account: Pick<TAccount, 'id' | 'is_primary' | 'can_edit_details' | 'status' | 'extra_application_info'>;
  redirectUrl: string;
  /** The account page: Add, and Edit and Delete per bank account. */
  manage?: boolean;
};

export const BankAccountsSection = ({ account, redirectUrl, manage = false }: TBankAccountsSectionProps) => {
  const list = useBankAccounts(account.id);
  const missing = account.extra_application_info.data.unfilled_fields.includes('bank_accounts');
  // Only the primary user changes bank accounts; a closed account keeps them as they are.
  const mayChange = account.is_primary && account.status !== 'inactive';
  const banks = list.data ?? [];
  const back = `?redirect_url=${encodeURIComponent(redirectUrl)}`;
  return (
    <Section
      title={bankAccountTexts.title}
      missing={missing}
      editTo={
        !manage && mayChange && account.can_edit_details
          ? applicationBankAccountPath(account.id, redirectUrl)
          : null
      }
    >
      {list.isSuccess && banks.length === 0 ? (
        <Typography color="text.secondary">{bankAccountTexts.noBankAccounts}</Typography>
      ) : null}
      {banks.map((bank) => (
        <SectionListItem
          key={bank.id}
          title={bankAccountLabel(bank)}
          detail={[bank.bank, bank.branch].filter(Boolean).join(', ')}
        >
          <PendingChange bank={bank} />
          {/* The server refuses another change while one awaits signatures: no Edit or Delete, only why. */}
          {manage && mayChange && pendingRequestOf(bank) ? (
            <Typography variant="body2" color="text.secondary">
              {bankChangeTexts.alreadyPending}
            </Typography>
          ) : null}
          {manage && mayChange && !pendingRequestOf(bank) ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                component={Link}
                to={`/accounts/${account.id}/edit-bank-account/${bank.id}/${back}`}
                aria-label={`${bankAccountTexts.edit} ${bank.name}`}
              >
                {bankAccountTexts.edit}
              </Button>
              <Button
                size="small"
                color="error"
                component={Link}
                to={`/accounts/${account.id}/delete-bank-account/${bank.id}/${back}`}
                aria-label={`${bankAccountTexts.delete} ${bank.name}`}
              >
                {bankAccountTexts.delete}
              </Button>
            </Box>
          ) : null}
        </SectionListItem>
      ))}
      {manage && mayChange ? (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          component={Link}
          to={`/accounts/${account.id}/add-bank-account${back}`}
        >
          {bankAccountTexts.addBankAccount}
        </Button>
      ) : null}
    </Section>
  );
};
