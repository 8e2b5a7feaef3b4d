// The dashboard filter: loaded from the server on mount and saved back on every change, except in
// managed-user mode (a managed user id is held), where it lives only on this page (spec 002 section 4)
// and starts as the server's default would: every account of the client ticked.
import { DEFAULT_DASHBOARD_PERIOD, type TDashboardFilter } from '@portal/contracts/api/dashboard';
import { useState } from 'react';
import type { TDashboardFilterState } from '@/features/dashboard/api/dashboard-query';
import { useDashboardAccounts } from '@/features/dashboard/api/get-dashboard-accounts';
import { useFilterSetup } from '@/features/dashboard/api/get-filter-setup';
import { useUpdateFilterSetup } from '@/features/dashboard/api/update-filter-setup';
import { useSession } from '@/shared/session/session-store';

export const DEFAULT_FILTER: TDashboardFilterState = {
  period: DEFAULT_DASHBOARD_PERIOD,
  account: [],
  investment_option: [],
};

const fromSetup = (setup: TDashboardFilter): TDashboardFilterState => ({
  period: setup.period?.id ?? DEFAULT_DASHBOARD_PERIOD,
  account: (setup.account ?? []).map((item) => item.id),
  investment_option: (setup.investment_option ?? []).map((item) => item.id),
});

export type TDashboardFilterControl = {
  /** Null until the saved filter has arrived (the cards wait, so they ask once). */
  filter: TDashboardFilterState | null;
  onChange: (next: TDashboardFilterState) => void;
};

export const useDashboardFilter = (): TDashboardFilterControl => {
  const managed = useSession((session) => session.managedUserId !== null);
  const setup = useFilterSetup(!managed);
  const save = useUpdateFilterSetup();
  const [local, setLocal] = useState<TDashboardFilterState | null>(null);

  const accounts = useDashboardAccounts();
  const loaded = setup.data ? fromSetup(setup.data) : setup.isError ? DEFAULT_FILTER : null;
  const managedDefault = accounts.data
    ? { ...DEFAULT_FILTER, account: accounts.data.map((account) => account.id) }
    : accounts.isError
      ? DEFAULT_FILTER
      : null;
  const filter = local ?? (managed ? managedDefault : loaded);

  const onChange = (next: TDashboardFilterState) => {
    setLocal(next);
    if (!managed) save.mutate(next);
  };
  return { filter, onChange };
};
