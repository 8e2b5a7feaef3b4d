// The left panel: the rebalance block, then the filters (time period, benchmark, accounts, investment
// options).
// Checkboxes and radios in the panel beside the grid; drop-downs on mobile (spec 002 section 2) and
// wherever the panel sits above the grid (narrower than the theme's `md`), side by side, so the long
// lists of accounts and options never push the first card far down the page.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type TDashboardAccount,
  type TDashboardPeriod,
} from '@portal/contracts/api/dashboard';
import { formatDisplayDate } from '@portal/contracts/formats';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useLatestAvailabilityDate } from '@/features/dashboard/api/get-latest-availability-date';
import { BenchmarkPicker } from './benchmark-picker';
import { groupInvestmentOptions, toggleIds, withAccounts } from './filter-options';
import { RebalanceBlock } from './rebalance-block';

type TFilterProps = {
  filter: TDashboardFilterState;
  accounts: TDashboardAccount[];
  onChange: (next: TDashboardFilterState) => void;
  /** Drop-downs instead of lists. */
  compact: boolean;
};

const AvailabilityNote = () => {
  const { data } = useLatestAvailabilityDate();
  if (!data?.latest_availability_date) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Data available up to {formatDisplayDate(data.latest_availability_date)}
    </Typography>
  );
};

const PeriodFilter = ({ filter, onChange, compact }: Omit<TFilterProps, 'accounts'>) => {
  const handleChange = (value: string) => onChange({ ...filter, period: value as TDashboardPeriod });
  return (
    <FormControl component={compact ? 'div' : 'fieldset'} fullWidth size="small">
      {compact ? (
        <>
          <InputLabel id="dashboard-period-label">Time period</InputLabel>
          <Select
            labelId="dashboard-period-label"
            label="Time period"
            value={filter.period}
            onChange={(event) => handleChange(event.target.value)}
          >
            {DASHBOARD_PERIODS.map((period) => (
              <MenuItem key={period} value={period}>
                {DASHBOARD_PERIOD_LABELS[period]}
              </MenuItem>
            ))}
          </Select>
        </>
      ) : (
        <>
          <FormLabel component="legend">Time period</FormLabel>
          <RadioGroup value={filter.period} onChange={(event) => handleChange(event.target.value)}>
            {DASHBOARD_PERIODS.map((period) => (
              <FormControlLabel
                key={period}
                value={period}
                control={<Radio size="small" />}
                label={DASHBOARD_PERIOD_LABELS[period]}
              />
            ))}
          </RadioGroup>
        </>
      )}
      <AvailabilityNote />
    </FormControl>
  );
};

const AccountsFilter = ({ filter, accounts, onChange, compact }: TFilterProps) => {
  const handleChange = (account: number[]) => onChange(withAccounts(filter, accounts, account));
  if (compact)
    return (
      <FormControl fullWidth size="small">
        <InputLabel id="dashboard-accounts-label">Accounts</InputLabel>
        <Select<number[]>
          labelId="dashboard-accounts-label"
          label="Accounts"
          multiple
          value={filter.account}
          onChange={(event) => handleChange(event.target.value as number[])}
          renderValue={(ids) =>
            accounts
              .filter((account) => ids.includes(account.id))
              .map((account) => account.name)
              .join(', ')
          }
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              <Checkbox size="small" checked={filter.account.includes(account.id)} />
              {account.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Accounts</FormLabel>
      <FormGroup>
        {accounts.map((account) => (
          <FormControlLabel
            key={account.id}
            control={
              <Checkbox
                size="small"
                checked={filter.account.includes(account.id)}
                onChange={(event) =>
                  handleChange(toggleIds(filter.account, [account.id], event.target.checked))
                }
              />
            }
            label={account.name}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};

const InvestmentOptionsFilter = ({ filter, accounts, onChange, compact }: TFilterProps) => {
  const groups = groupInvestmentOptions(accounts, filter.account);
  const chosen = filter.investment_option;
  const handleChange = (investment_option: number[]) => onChange({ ...filter, investment_option });
  if (compact)
    return (
      <FormControl fullWidth size="small">
        <InputLabel id="dashboard-options-label">Investment options</InputLabel>
        <Select<number[]>
          labelId="dashboard-options-label"
          label="Investment options"
          multiple
          value={chosen}
          onChange={(event) =>
            handleChange((event.target.value as (number | undefined)[]).filter(Boolean) as number[])
          }
          renderValue={(ids) =>
            groups
              .flatMap((group) =>
                group.options
                  .filter((option) => ids.includes(option.id))
                  .map((option) => `${group.label} (${option.accountName})`),
              )
              .join(', ')
          }
        >
          {groups.flatMap((group) => [
            <ListSubheader key={`group-${group.strategyId}`}>{group.label}</ListSubheader>,
            ...group.options.map((option) => (
              <MenuItem key={option.id} value={option.id} sx={{ pl: 3 }}>
                <Checkbox size="small" checked={chosen.includes(option.id)} />
                {option.accountName}
              </MenuItem>
            )),
          ])}
        </Select>
      </FormControl>
    );
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Investment options</FormLabel>
      {groups.map((group) => {
        const ids = group.options.map((option) => option.id);
        const count = ids.filter((id) => chosen.includes(id)).length;
        return (
          <FormGroup key={group.strategyId}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={count === ids.length}
                  indeterminate={count > 0 && count < ids.length}
                  onChange={(event) => handleChange(toggleIds(chosen, ids, event.target.checked))}
                />
              }
              label={group.label}
            />
            <FormGroup sx={{ pl: 3 }}>
              {group.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(option.id)}
                      onChange={(event) => handleChange(toggleIds(chosen, [option.id], event.target.checked))}
                      slotProps={{ input: { 'aria-label': `${group.label}: ${option.accountName}` } }}
                    />
                  }
                  label={option.accountName}
                />
              ))}
            </FormGroup>
          </FormGroup>
        );
      })}
    </FormControl>
  );
};

export const FilterPanel = (props: TFilterProps) => {
  const filters = (
    <>
      <PeriodFilter filter={props.filter} onChange={props.onChange} compact={props.compact} />
      <BenchmarkPicker />
      <AccountsFilter {...props} />
      <InvestmentOptionsFilter {...props} />
    </>
  );
  if (!props.compact)
    return (
      <Stack component="aside" aria-label="Dashboard filters" spacing={3}>
        <RebalanceBlock />
        {filters}
      </Stack>
    );
  return (
    <Box
      component="aside"
      aria-label="Dashboard filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        alignItems: 'start',
      }}
    >
      <RebalanceBlock />
      {filters}
    </Box>
  );
};
