import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TLoanNoteAccount } from '@portal/contracts/api/loan-notes';

/** The account a holdings page shows, when the user has more than one loan-note account. */
export const AccountChoice = ({
  accounts,
  accountId,
  onChoose,
}: {
  accounts: TLoanNoteAccount[];
  accountId: number;
  onChoose: (id: number) => void;
}) =>
  accounts.length > 1 ? (
    <TextField
      select
      size="small"
      label="Account"
      value={accountId}
      onChange={(event) => onChoose(Number(event.target.value))}
      sx={{ minWidth: 240, mb: 2 }}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name}
        </MenuItem>
      ))}
    </TextField>
  ) : null;
