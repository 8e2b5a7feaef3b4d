import { describe, expect, it } from 'vitest';
import {
  COMPARISON_MESSAGES,
  DASHBOARD_PERIOD_LABELS,
  DEFAULT_DASHBOARD_PERIOD,
  INVESTMENTS_PAGE_SIZE,
  INVESTMENTS_SEARCH_DEBOUNCE_MS,
  INVESTMENTS_SEARCH_PLACEHOLDER,
  investmentsCsvFileName,
  NO_INVESTMENT_RESULTS,
  REBALANCE_BADGE_CAP,
  STRIKE_NOTE,
} from './dashboard.ts';

// The texts and limits of spec 002, written out here as the spec gives them: the components' tests use
// the constants, so a wrong word in a constant would pass there and fails here.
describe('dashboard texts and limits', () => {
  it('keeps the comparison messages word for word', () => {
    expect(COMPARISON_MESSAGES).toEqual({
      oneAccount: 'Please select one Account to display strategy comparison',
      moreThanOneOption:
        'Please select more than one investment option to display Investment options comparison',
      multipleStrategies: 'Strategy comparison is possible only for Accounts with multiple strategies',
      atLeastOneOption: 'Please select at least one Investment option to display chart',
    });
  });

  it('keeps the investments texts and limits', () => {
    expect(INVESTMENTS_SEARCH_PLACEHOLDER).toBe('Search by Ticker or Name…');
    expect(STRIKE_NOTE).toBe('Price/Value is capped at Strike');
    expect(NO_INVESTMENT_RESULTS).toBe('no results matching criteria');
    expect(INVESTMENTS_PAGE_SIZE).toBe(99999);
    expect(INVESTMENTS_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('defaults to twelve months back and caps the rebalance badge at 9', () => {
    expect(DEFAULT_DASHBOARD_PERIOD).toBe('twelve_months_back');
    expect(Object.keys(DASHBOARD_PERIOD_LABELS)).toEqual([
      'previous_financial_year',
      'current_financial_year',
      'twelve_months_back',
    ]);
    expect(REBALANCE_BADGE_CAP).toBe(9);
  });

  it("names the CSV 'Investments-{DDMMYYYY}.csv'", () => {
    expect(investmentsCsvFileName('2026-03-05')).toBe('Investments-05032026.csv');
  });
});
