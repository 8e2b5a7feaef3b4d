import type { TRebalanceReportCreate, TRebalanceStatus } from '@portal/contracts/api/rebalance';
import { parseIsoDate, todayIso, toIsoDate } from '@portal/contracts/dates';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { backgroundDeps } from '../deps.ts';
import { insertRebalanceView } from '../modules/rebalance/queries.ts';
import { createRebalanceReport } from '../modules/rebalance/service.ts';
import { ipmAccountsOf, usersWithRebalanceReports } from './queries/rebalances.ts';

/** The demo investors who get rebalance reports. */
export const DEMO_REBALANCE_USERS = ['investor@demo.test', 'secure@demo.test'];

/** The account index (individual, super fund, trust), the type, status and age of each report. */
type DemoReport = {
  account: 0 | 1 | 2;
  monthsAgo: number;
  dayOfMonth: number;
  type: 'taa' | 'model_portfolio';
  status: TRebalanceStatus;
  seen: boolean;
};

/** Eight reports over the last two years; the newest two are left unopened, so the badge shows 2. */
export const DEMO_REBALANCE_REPORTS: DemoReport[] = [
  { account: 0, monthsAgo: 23, dayOfMonth: 14, type: 'taa', status: 'complete', seen: true },
  { account: 1, monthsAgo: 20, dayOfMonth: 3, type: 'model_portfolio', status: 'complete', seen: true },
  { account: 2, monthsAgo: 17, dayOfMonth: 21, type: 'taa', status: 'cancelled', seen: true },
  { account: 0, monthsAgo: 14, dayOfMonth: 9, type: 'model_portfolio', status: 'complete', seen: true },
  { account: 1, monthsAgo: 11, dayOfMonth: 17, type: 'taa', status: 'complete', seen: true },
  { account: 2, monthsAgo: 7, dayOfMonth: 6, type: 'model_portfolio', status: 'cancelled', seen: true },
  { account: 0, monthsAgo: 2, dayOfMonth: 12, type: 'model_portfolio', status: 'complete', seen: false },
  { account: 1, monthsAgo: 0, dayOfMonth: 1, type: 'taa', status: 'in_progress', seen: false },
];

/** Strategic weights in basis points per asset class and option; cash holds the rest (500). */
const TAA_CLASSES: Array<{ assetClass: string; options: Array<[string, number]> }> = [
  {
    assetClass: 'Australian Equities',
    options: [
      ['Australian Shares Core', 2000],
      ['Australian Small Companies', 500],
    ],
  },
  {
    assetClass: 'International Equities',
    options: [
      ['Global Shares', 1800],
      ['Emerging Markets', 700],
    ],
  },
  {
    assetClass: 'Fixed Income',
    options: [
      ['Australian Bonds', 1200],
      ['Global Credit', 800],
    ],
  },
  { assetClass: 'Property', options: [['Australian REITs', 1000]] },
  {
    assetClass: 'Alternatives',
    options: [
      ['Infrastructure', 800],
      ['Hedge Strategies', 700],
    ],
  },
];

const MODEL_PORTFOLIO: Array<[string, string, number]> = [
  ['BHP', 'BHP Group Limited', 1000],
  ['CBA', 'Commonwealth Bank of Australia', 1000],
  ['CSL', 'CSL Limited', 800],
  ['NAB', 'National Australia Bank Limited', 700],
  ['WBC', 'Westpac Banking Corporation', 600],
  ['ANZ', 'ANZ Group Holdings Limited', 600],
  ['MQG', 'Macquarie Group Limited', 700],
  ['WES', 'Wesfarmers Limited', 600],
  ['GMG', 'Goodman Group', 600],
  ['TLS', 'Telstra Group Limited', 500],
  ['WOW', 'Woolworths Group Limited', 500],
  ['RIO', 'Rio Tinto Limited', 600],
  ['TCL', 'Transurban Group', 500],
  ['ALL', 'Aristocrat Leisure Limited', 700],
  ['FMG', 'Fortescue Ltd', 600],
];
const MODEL_PORTFOLIO_OPTION = 'Australian Equity Income';

const TILTS = [-150, -100, -50, 0, 50, 100, 150];

/** A small deterministic generator, so every demo start makes the same figures. */
const sequence = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
};

const bp = (value: number) => Math.round(value) / 10000;

export function demoTaaData(seed: number): Extract<TRebalanceReportCreate, { type: 'taa' }>['data'] {
  const next = sequence(seed);
  const pick = () => TILTS[Math.floor(next() * TILTS.length)]!;
  let oldSum = 0;
  let newSum = 0;
  const records = TAA_CLASSES.map(({ assetClass, options }) => {
    const rows = options.map(([name, saa]) => {
      const oldTaa = saa + pick();
      const newTaa = Math.max(0, saa + pick());
      oldSum += oldTaa;
      newSum += newTaa;
      return { name, saa, oldTaa, newTaa };
    });
    const sum = (key: 'saa' | 'oldTaa' | 'newTaa') => rows.reduce((total, row) => total + row[key], 0);
    return {
      asset_class: assetClass,
      investment_options: rows.map((row) => ({
        name: row.name,
        saa: bp(row.saa),
        old_taa: bp(row.oldTaa),
        new_taa: bp(row.newTaa),
        taa_difference: bp(row.newTaa - row.oldTaa),
      })),
      total_saa: bp(sum('saa')),
      total_old_taa: bp(sum('oldTaa')),
      total_difference: bp(sum('newTaa') - sum('oldTaa')),
      total_new_taa: bp(sum('newTaa')),
    };
  });
  const saaSum = TAA_CLASSES.flatMap((c) => c.options).reduce((total, [, saa]) => total + saa, 0);
  const cash = { saa: 10000 - saaSum, old: 10000 - oldSum, new: 10000 - newSum };
  return {
    cash: {
      saa: bp(cash.saa),
      old_taa: bp(cash.old),
      new_taa: bp(cash.new),
      taa_difference: bp(cash.new - cash.old),
    },
    totals: { total_saa: 1, total_old_taa: 1, total_difference: 0, total_new_taa: 1 },
    records,
  };
}

export function demoModelPortfolioData(
  seed: number,
): Extract<TRebalanceReportCreate, { type: 'model_portfolio' }>['data'] {
  const next = sequence(seed);
  // Changes in pairs that cancel out, so the targets still add up to 100%.
  const changes = MODEL_PORTFOLIO.map(() => 0);
  for (let pair = 0; pair < 4; pair += 1) {
    const from = Math.floor(next() * changes.length);
    const to = (from + 1 + Math.floor(next() * (changes.length - 1))) % changes.length;
    const amount = [50, 100, 150, 200][Math.floor(next() * 4)]!;
    changes[from] = changes[from]! - amount;
    changes[to] = changes[to]! + amount;
  }
  return {
    rows: MODEL_PORTFOLIO.map(([code, name, target], i) => {
      const newTarget = Math.max(0, target + changes[i]!);
      return {
        code,
        name,
        old_target: bp(target),
        new_target: bp(newTarget),
        target_difference: bp(newTarget - target),
        investment_option: MODEL_PORTFOLIO_OPTION,
      };
    }),
  };
}

const COMMENTARY: Record<DemoReport['type'], string[]> = {
  taa: [
    'Following our quarterly investment committee meeting we are adjusting the tactical asset allocation of your portfolio.',
    'Equity valuations remain elevated relative to long-term averages, while bond yields now offer more attractive forward returns.',
    'The changes keep every asset class within the ranges of your investment policy; no action is needed from you.',
  ],
  model_portfolio: [
    'We are rebalancing the model portfolio after the latest reporting season.',
    'Positions with weakening earnings momentum are reduced in favour of companies with stronger balance sheets and dividend outlooks.',
    'Trades will be placed over the coming days to keep market impact low.',
  ],
};

/** The day `monthsAgo` months before `today`, on `dayOfMonth` (never after today). */
function demoDate(today: string, monthsAgo: number, dayOfMonth: number): string {
  const t = parseIsoDate(today)!;
  const index = t.year * 12 + (t.month - 1) - monthsAgo;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const candidate = toIsoDate({ year, month, day: Math.min(dayOfMonth, 28) });
  return candidate > today ? today : candidate;
}

/** The demo's rebalances (idempotent: does nothing where they are already there). */
export async function seedDemoRebalances(db: Db, config: Config): Promise<void> {
  const users = await usersWithRebalanceReports(db, DEMO_REBALANCE_USERS);
  const pending = users.filter((u) => !u.has_reports);
  if (pending.length === 0) return;
  const deps = backgroundDeps(config, db);
  const today = todayIso();
  for (const user of pending) {
    const accounts = await ipmAccountsOf(db, user.id);
    if (accounts.length === 0) continue;
    await db.tx(async (q) => {
      for (const [index, report] of DEMO_REBALANCE_REPORTS.entries()) {
        const accountId = accounts[report.account % accounts.length]!.id;
        const seed = user.id * 100 + index + 1;
        const base = {
          account_id: accountId,
          date: demoDate(today, report.monthsAgo, report.dayOfMonth),
          status: report.status,
          message: COMMENTARY[report.type].join('\n'),
        };
        const input: TRebalanceReportCreate =
          report.type === 'taa'
            ? { ...base, type: 'taa', data: demoTaaData(seed) }
            : { ...base, type: 'model_portfolio', data: demoModelPortfolioData(seed) };
        // Only the reports still to be opened announce themselves; the older ones were read long ago.
        const id = await createRebalanceReport(deps, q, input, { notify: !report.seen });
        if (report.seen) await insertRebalanceView(q, id, user.id);
      }
    });
  }
}
