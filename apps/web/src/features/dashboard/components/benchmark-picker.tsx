// The benchmark the investor compares the portfolio with (beyond the spec: docs/decisions.md,
// "Benchmarks"): kept on the server, so the performance report uses it too. A staff member acting for a
// client sees the client's choice and cannot change it (the server would keep it as it is).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { BENCHMARK_TEXTS } from '@portal/contracts/api/benchmarks';
import { useBenchmarkChoice } from '@/features/dashboard/api/get-benchmark-choice';
import { useBenchmarks } from '@/features/dashboard/api/get-benchmarks';
import { useUpdateBenchmarkChoice } from '@/features/dashboard/api/update-benchmark-choice';
import { useSession } from '@/shared/session/session-store';

const NONE = '';

export const BenchmarkPicker = () => {
  const benchmarks = useBenchmarks();
  const choice = useBenchmarkChoice();
  const update = useUpdateBenchmarkChoice();
  const managed = useSession((session) => session.managedUserId !== null);
  // While a new choice is saved, the picker shows it.
  const value = update.isPending ? (update.variables?.code ?? NONE) : (choice.data?.benchmark?.code ?? NONE);
  const list = benchmarks.data ?? [];
  // Until the list arrives, the saved choice is still offered, so the Select never holds an unknown value.
  const saved = choice.data?.benchmark;
  const options = saved && !list.some((b) => b.code === saved.code) ? [...list, saved] : list;
  return (
    <FormControl fullWidth size="small">
      <InputLabel id="dashboard-benchmark-label" shrink>
        {BENCHMARK_TEXTS.picker}
      </InputLabel>
      <Select
        labelId="dashboard-benchmark-label"
        label={BENCHMARK_TEXTS.picker}
        value={options.some((b) => b.code === value) ? value : NONE}
        displayEmpty
        notched
        disabled={managed}
        onChange={(event) =>
          update.mutate(list.find((benchmark) => benchmark.code === event.target.value) ?? null)
        }
      >
        <MenuItem value={NONE}>{BENCHMARK_TEXTS.none}</MenuItem>
        {options.map((benchmark) => (
          <MenuItem key={benchmark.code} value={benchmark.code}>
            {benchmark.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
