import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FAVOURITE_EXISTS_MESSAGE,
  REPORT_GENERATING_DETAIL,
  reportMessages,
  type TFinancialYears,
  type TGeneratedReport,
  type TReportAccount,
} from '@portal/contracts/api/reports';
import { MONTH_ABBREVIATIONS as MONTHS } from '@portal/contracts/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPortfolio } from '../../demo/portfolio.ts';
import { runPendingReports } from '../../jobs/report-worker.ts';
import { call, signIn, signInStaff } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { formatDate, formatMoney } from './pdf/format.ts';
import { pdfText } from './pdf/text.ts';

/** '15-Mar-2026' as '2026-03-15'. */
const isoOf = (shown: string) => {
  const [day, month, year] = shown.split('-');
  return `${year}-${String(MONTHS.indexOf(month as (typeof MONTHS)[number]) + 1).padStart(2, '0')}-${day}`;
};
/** '2026-03-15' as 'Mar 2026'. */
const formatMonthOf = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

const BASE = '/api/ipm/reports/';
const V2 = { accept: 'application/json; version=2' };

describe('reports', () => {
  let t: TestApp;
  let filesDir: string;
  let investor: string;
  let other: string;
  let staff: string;
  let investorId: number;
  let years: TFinancialYears;
  let accounts: TReportAccount[];

  const generate = (body: Record<string, unknown>, token = investor, headers: Record<string, string> = {}) =>
    call(t.app, BASE, { token, body, headers: { ...V2, ...headers } });
  const list = async (token = investor, headers: Record<string, string> = {}) =>
    (await call(t.app, BASE, { token, headers: { ...V2, ...headers } })).json as TGeneratedReport[];
  const payload = (overrides: Record<string, unknown> = {}) => ({
    accounts: [accounts[0]!.id],
    investment_options: [],
    report_types: [1, 2],
    start_date: years.financial_years_list[0]!.start_date,
    end_date: years.max_date,
    combine_accounts: false,
    combine_investment_options: false,
    ...overrides,
  });

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'reports-test-'));
    t = await createTestApp({ dataDir: path.join(filesDir, 'db') });
    await seedDemoPortfolio(t.db, { years: 1, emails: ['investor@demo.test'] });
    investor = await signIn(t.app, 'investor@demo.test');
    other = await signIn(t.app, 'newcomer@demo.test');
    staff = await signInStaff(t.app);
    investorId = (await call(t.app, '/api/profiles/my/', { token: investor })).json.user_id;
    years = (await call(t.app, `${BASE}financial-years/`, { token: investor })).json;
    accounts = (
      await call(t.app, `${BASE}accounts/?start_date=${years.min_date}&end_date=${years.max_date}`, {
        token: investor,
      })
    ).json;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('offers the financial years, accounts and report types of the user', async () => {
    expect(years.min_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(years.max_date! >= years.min_date!).toBe(true);
    expect(years.financial_years_list.length).toBeGreaterThanOrEqual(1);
    const [newest] = years.financial_years_list;
    expect(newest!.end_date).toBe(years.max_date);
    expect(newest!.start_date.endsWith('-07-01') || newest!.start_date === years.min_date).toBe(true);
    expect(accounts.length).toBeGreaterThanOrEqual(1);
    expect(accounts[0]!.investment_options.length).toBeGreaterThanOrEqual(1);
    // The spec's eight, then the two capital gains by parcel types.
    expect(accounts[0]!.investment_options[0]!.available_report_types).toHaveLength(10);
    const types = await call(t.app, `${BASE}report-types/`, { token: investor });
    expect(types.json).toHaveLength(10);
    expect(types.json[7]).toEqual({ id: 8, name: 'Tax summary', works_with_client_options: false });
    expect(types.json.slice(8)).toEqual([
      { id: 9, name: 'Realised capital gains by parcel', works_with_client_options: true },
      { id: 10, name: 'Unrealised capital gains', works_with_client_options: true },
    ]);
    // A user without portfolio data has no years.
    const none = await call(t.app, `${BASE}financial-years/`, { token: other });
    expect(none.json).toEqual({ financial_years_list: [], min_date: null, max_date: null });
    expect((await call(t.app, `${BASE}accounts/`, { token: investor })).status).toBe(400);
  });

  it('requires authentication', async () => {
    expect((await call(t.app, BASE)).status).toBe(401);
    expect((await call(t.app, `${BASE}new-counter/`)).status).toBe(401);
  });

  it('generates a report: pending, then ready with a PDF of real content, counted until read', async () => {
    const before = (await call(t.app, `${BASE}new-counter/`, { token: investor })).json.new_counter as number;
    const created = await generate(payload({ report_types: [1, 2, 3, 4, 5, 6, 7] }));
    expect(created.status).toBe(201);
    expect(created.json.detail).toBe(REPORT_GENERATING_DETAIL);
    const id = created.json.id as number;
    let report = (await list()).find((r) => r.id === id)!;
    expect(report.status).toBe('pending');
    expect(report.link).toBeNull();
    expect(report.is_new).toBe(false);
    expect(report.accounts).toEqual([{ id: accounts[0]!.id, name: accounts[0]!.name }]);
    expect(report.investment_options).toEqual(
      accounts[0]!.investment_options.map((o) => ({
        id: o.id,
        label: o.label,
        account_name: accounts[0]!.name,
      })),
    );

    expect(await runPendingReports(t)).toBeGreaterThanOrEqual(1);
    report = (await list()).find((r) => r.id === id)!;
    expect(report.status).toBe('ready');
    expect(report.link).toBe(`${BASE}${id}/download/`);
    expect(report.is_new).toBe(true);
    expect(report.load_datetime).not.toBeNull();
    expect(report.can_be_favorite).toBe(true);
    expect(report.creator).toBeNull();

    const download = await t.app.inject({
      url: report.link!,
      headers: { authorization: `Token ${investor}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(accounts[0]!.name);
    expect(text).toContain('Portfolio valuation');
    expect(text).toContain('Realised capital gains');
    expect(text).toContain('Important information');
    expect(text).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    const [row] = await t.db.query<{ page_count: number }>(
      'SELECT page_count FROM generated_reports WHERE id = $1',
      [id],
    );
    expect(row!.page_count).toBeGreaterThanOrEqual(8);

    expect((await call(t.app, `${BASE}new-counter/`, { token: investor })).json.new_counter).toBe(before + 1);
    const read = await call(t.app, `${BASE}${id}/mark-as-read/`, { token: investor, method: 'PATCH' });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({ id, is_new: false, new_counter: before });
    expect((await list()).find((r) => r.id === id)!.is_new).toBe(false);
  });

  it('shows exactly the dates asked for in every section of a report for part of a month', async () => {
    // The 15th to the 20th of the month two months before the data ends.
    const month = new Date(`${years.max_date}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() - 2, 1);
    const prefix = month.toISOString().slice(0, 8);
    const [start, end] = [`${prefix}15`, `${prefix}20`];
    const created = await generate(
      payload({
        report_types: [1, 2, 3, 4, 7],
        start_date: start,
        end_date: end,
        combine_investment_options: true,
      }),
    );
    expect(created.status).toBe(201);
    await runPendingReports(t);
    const download = await t.app.inject({
      url: `${BASE}${created.json.id}/download/`,
      headers: { authorization: `Token ${investor}` },
    });
    const text = pdfText(download.rawPayload);

    // Independent sums of the raw rows: the value on the last priced day of the period, and its income.
    const [expected] = await t.db.query<{ closing: string; dividends: string }>(
      `WITH opts AS (SELECT id FROM investment_options WHERE account_id = $1),
            last_day AS (SELECT max(date) AS d FROM security_prices WHERE date <= $3::date)
       SELECT (SELECT coalesce(sum(value), 0) FROM daily_valuations
                WHERE investment_option_id IN (SELECT id FROM opts) AND date = (SELECT d FROM last_day))::text AS closing,
              (SELECT coalesce(sum(amount), 0) FROM transactions WHERE type = 'dividend'
                  AND investment_option_id IN (SELECT id FROM opts) AND date BETWEEN $2::date AND $3::date)::text
                AS dividends`,
      [accounts[0]!.id, start, end],
    );
    const closing = formatMoney(expected!.closing);
    // The valuation's total, the performance table's closing value and the line that reconciles them.
    expect(text.split(closing).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Value at ${formatDate(end)}`);
    expect(text).toContain(formatMoney(expected!.dividends));
    // No figure or row is dated outside the period (the cover's generation time aside).
    const body = text.replace(/Generated \d{2}-[A-Z][a-z]{2}-\d{4}/, '');
    const dates = [...body.matchAll(/\b\d{2}-[A-Z][a-z]{2}-\d{4}\b/g)].map((m) => m[0]);
    expect(dates.length).toBeGreaterThan(3);
    const outside = dates.filter((d) => isoOf(d) < start || isoOf(d) > end);
    expect(outside).toEqual([]);
    expect(text).toContain(`15–20 ${formatMonthOf(start)}`);
  });

  it('announces the result on reports#{user_id}', async () => {
    const heard: Array<{ channel: string; event: Record<string, unknown> }> = [];
    const stop = await t.db.listen('realtime', (payload) => heard.push(JSON.parse(payload)));
    try {
      const { json } = await generate(payload({ report_types: [6] }));
      await runPendingReports(t);
      const end = Date.now() + 5000;
      while (!heard.some((m) => m.event.id === json.id) && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20));
      const message = heard.find((m) => m.event.id === json.id)!;
      expect(message.channel).toBe(`reports#${investorId}`);
      const counter = (await call(t.app, `${BASE}new-counter/`, { token: investor })).json.new_counter;
      expect(message.event).toMatchObject({
        type: 'report_result',
        id: json.id,
        status: 'ready',
        link: `${BASE}${json.id}/download/`,
        reports_count: counter,
        user_id: investorId,
      });
      expect(typeof message.event.name).toBe('string');
    } finally {
      await stop();
    }
  });

  it('saves, lists, configures and deletes favourites', async () => {
    const { json } = await generate(payload({ report_types: [2, 3], combine_investment_options: true }));
    await runPendingReports(t);
    const report = (await list()).find((r) => r.id === json.id)!;

    const config = await call(t.app, `${BASE}${report.uuid}/favorite-config/`, { token: investor });
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({
      accounts: [{ id: accounts[0]!.id, name: accounts[0]!.name }],
      report_types: [
        { id: 2, name: 'Performance' },
        { id: 3, name: 'Income' },
      ],
      combine_accounts: false,
      combine_investment_options: true,
    });

    const empty = await call(t.app, `${BASE}${report.uuid}/save-to-favorite/`, {
      token: investor,
      body: { name: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ name: ['This field is required'] });

    const saved = await call(t.app, `${BASE}${report.uuid}/save-to-favorite/`, {
      token: investor,
      body: { name: 'Monthly performance' },
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ name: 'Monthly performance', is_available: true, is_visible: true });
    const again = await call(t.app, `${BASE}${report.uuid}/save-to-favorite/`, {
      token: investor,
      body: { name: 'Twice' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ non_field_errors: [FAVOURITE_EXISTS_MESSAGE] });

    const listed = (await list()).find((r) => r.id === json.id)!;
    expect(listed.favorite_report).toEqual({ id: saved.json.id, name: 'Monthly performance' });
    expect(listed.can_be_favorite).toBe(false);

    const favourites = await call(t.app, `${BASE}favorites/`, { token: investor });
    expect(favourites.json.map((f: { id: number }) => f.id)).toContain(saved.json.id);
    // A period before the data: not available.
    const early = await call(t.app, `${BASE}favorites/?start_date=1990-01-01&end_date=1990-12-31`, {
      token: investor,
    });
    expect(early.json.find((f: { id: number }) => f.id === saved.json.id).is_available).toBe(false);

    expect(
      (await call(t.app, `${BASE}favorites/${saved.json.id}/`, { token: other, method: 'DELETE' })).status,
    ).toBe(404);
    const removed = await call(t.app, `${BASE}favorites/${saved.json.id}/`, {
      token: investor,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    const after = await call(t.app, `${BASE}favorites/`, { token: investor });
    expect(after.json.map((f: { id: number }) => f.id)).not.toContain(saved.json.id);
    expect(
      (await call(t.app, `${BASE}favorites/${saved.json.id}/`, { token: investor, method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("answers 404 for another user's report, download and favourite", async () => {
    const { json } = await generate(payload({ report_types: [1] }));
    await runPendingReports(t);
    const report = (await list()).find((r) => r.id === json.id)!;
    expect((await call(t.app, `${BASE}${json.id}/download/`, { token: other })).status).toBe(404);
    expect(
      (await call(t.app, `${BASE}${json.id}/mark-as-read/`, { token: other, method: 'PATCH' })).status,
    ).toBe(404);
    expect((await call(t.app, `${BASE}${report.uuid}/favorite-config/`, { token: other })).status).toBe(404);
    const save = await call(t.app, `${BASE}${report.uuid}/save-to-favorite/`, {
      token: other,
      body: { name: 'Mine' },
    });
    expect(save.status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect((await call(t.app, `${BASE}abc/download/`, { token: investor })).status).toBe(404);
    expect((await call(t.app, `${BASE}not-a-uuid/favorite-config/`, { token: investor })).status).toBe(404);
  });

  it('answers 400 with field errors for bad payloads', async () => {
    const bad = async (overrides: Record<string, unknown>) => {
      const response = await generate(payload(overrides));
      expect(response.status).toBe(400);
      return response.json as Record<string, string[]>;
    };
    expect((await bad({ report_types: [] })).report_types).toEqual([reportMessages.selectReportType]);
    expect((await bad({ accounts: [] })).accounts).toEqual([reportMessages.selectAccount]);
    expect((await bad({ report_types: [99] })).report_types).toEqual([reportMessages.unknownReportType]);
    const [foreign] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM accounts a WHERE a.id <> ALL($1::int[]) ORDER BY a.id LIMIT 1`,
      [accounts.map((a) => a.id)],
    );
    expect((await bad({ accounts: [foreign!.id] })).accounts).toEqual([reportMessages.unknownAccount]);
    expect((await bad({ investment_options: [999999] })).investment_options).toEqual([
      reportMessages.optionNotInAccounts,
    ]);
    // Spec 4: options may be empty only when every chosen type works with client options.
    expect((await bad({ report_types: [1, 8] })).investment_options).toEqual([
      reportMessages.optionsRequired,
    ]);
    const withOptions = await generate(
      payload({ report_types: [8], investment_options: [accounts[0]!.investment_options[0]!.id] }),
    );
    expect(withOptions.status).toBe(201);
    expect((await bad({ start_date: years.max_date, end_date: years.min_date })).start_date).toEqual([
      reportMessages.startAfterEnd,
    ]);
    const early = await bad({ start_date: '1990-01-01' });
    expect(early.start_date).toHaveLength(1);
    expect(early.start_date![0]).toMatch(/^Date must be between/);
    expect((await bad({ end_date: '2024-02-30' })).end_date).toEqual(['The format is not valid']);
    expect((await bad({ start_date: undefined })).start_date).toEqual(['This field is required']);
    expect((await bad({ accounts: ['x'] }))['accounts.0']).toBeDefined();
    // The user without data cannot generate at all.
    const none = await generate(payload(), other);
    expect(none.status).toBe(400);
  });

  it('shows staff who generated a report for a managed user', async () => {
    const managed = { 'x-managed-user-id': String(investorId) };
    const created = await generate(payload({ report_types: [3] }), staff, managed);
    expect(created.status).toBe(201);
    const asStaff = (await list(staff, managed)).find((r) => r.id === created.json.id)!;
    expect(asStaff.creator).toEqual({ first_name: 'Jordan', last_name: 'Lee' });
    const asInvestor = (await list()).find((r) => r.id === created.json.id)!;
    expect(asInvestor.creator).toBeNull();
    await runPendingReports(t);
  });
});
