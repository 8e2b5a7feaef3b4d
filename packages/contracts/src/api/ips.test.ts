import { describe, expect, it } from 'vitest';
import { allIssues } from '../test-utils.ts';
import {
  newSecurityRestriction,
  repeatedArrangements,
  tomorrowOf,
  zCustomStrategyForm,
  zGearingForm,
} from './ips.ts';

const strategy = (extra: Record<string, unknown> = {}) => ({
  name: 'Core holdings',
  manager_discretion: true,
  holding_arrangement: 1,
  securities: [
    { name: 'BHP Group', target_percentage: '60' },
    { name: 'CSL Limited', target_percentage: '40' },
  ],
  ...extra,
});

describe('custom strategy', () => {
  it('is accepted with discretion percents totalling 100', () => {
    expect(allIssues(zCustomStrategyForm, strategy())).toEqual([]);
  });

  it('needs a name of at most 1000 characters and a holding arrangement', () => {
    expect(allIssues(zCustomStrategyForm, strategy({ name: ' ', holding_arrangement: '' }))).toEqual([
      ['name', 'This field is required'],
      ['holding_arrangement', 'This field is required'],
    ]);
    expect(allIssues(zCustomStrategyForm, strategy({ name: 'x'.repeat(1001) }))).toEqual([
      ['name', 'Ensure this field has no more than 1000 characters'],
    ]);
    expect(allIssues(zCustomStrategyForm, strategy({ name: 'x'.repeat(1000) }))).toEqual([]);
  });

  it('under manager discretion: each percent at least 1 and the total 100', () => {
    const issues = allIssues(
      zCustomStrategyForm,
      strategy({
        securities: [
          { name: 'A', target_percentage: '0.5' },
          { name: '', target_percentage: '' },
        ],
      }),
    );
    expect(issues).toEqual([
      ['securities.1.name', 'This field is required'],
      ['securities.0.target_percentage', 'Enter a percentage of at least 1'],
      ['securities.1.target_percentage', 'This field is required'],
      ['securities', 'Target percentages must total 100%'],
    ]);
  });

  it('otherwise: whole units of at most 18 digits', () => {
    const units = (value: unknown) =>
      allIssues(
        zCustomStrategyForm,
        strategy({ manager_discretion: false, securities: [{ name: 'A', units: value }] }),
      );
    expect(units('1.5')).toEqual([['securities.0.units', 'Units must be a whole number']]);
    expect(units('1'.repeat(19))).toEqual([['securities.0.units', 'Enter no more than 18 digits']]);
    expect(units('')).toEqual([['securities.0.units', 'This field is required']]);
    expect(units('9'.repeat(18))).toEqual([]);
  });

  it('one custom strategy per holding arrangement', () => {
    expect(
      repeatedArrangements([
        { holding_arrangement: 1 },
        { holding_arrangement: 2 },
        { holding_arrangement: 1 },
      ]),
    ).toEqual([2]);
  });
});

describe('gearing', () => {
  it('needs the answer, and both balances when yes', () => {
    expect(allIssues(zGearingForm, {})).toEqual([['has_gearing', 'Please select an option']]);
    expect(allIssues(zGearingForm, { has_gearing: true })).toEqual([
      ['target_loan_balance_min', 'This field is required'],
      ['target_loan_balance_max', 'This field is required'],
    ]);
    expect(
      allIssues(zGearingForm, {
        has_gearing: true,
        target_loan_balance_min: '500',
        target_loan_balance_max: '100',
      }),
    ).toEqual([
      ['target_loan_balance_max', 'The upper target loan balance cannot be less than the lower one'],
    ]);
    expect(allIssues(zGearingForm, { has_gearing: false })).toEqual([]);
  });
});

describe('new security restriction', () => {
  it('defaults to units 1, cost base 1, tomorrow, do not sell', () => {
    expect(newSecurityRestriction(new Date(2026, 11, 31))).toEqual({
      name: '',
      units: '1',
      cost_base: '1',
      date: '2027-01-01',
      restriction_type: 'do_not_sell',
    });
    expect(tomorrowOf(new Date(2028, 1, 28))).toBe('2028-02-29');
  });
});
