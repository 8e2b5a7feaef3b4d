import type { TModelPortfolioData, TRebalanceType, TTaaData } from '@portal/contracts/api/rebalance';

// A starting point for each type's data, in the shape the report page reads (fractions: 0.25 is 25%).

const TAA_TEMPLATE: TTaaData = {
  cash: { saa: 0.05, old_taa: 0.05, new_taa: 0.05, taa_difference: 0 },
  totals: { total_saa: 1, total_old_taa: 1, total_difference: 0, total_new_taa: 1 },
  records: [
    {
      asset_class: 'Australian equities',
      investment_options: [
        { name: 'Australian shares', saa: 0.95, old_taa: 0.95, new_taa: 0.95, taa_difference: 0 },
      ],
      total_saa: 0.95,
      total_old_taa: 0.95,
      total_difference: 0,
      total_new_taa: 0.95,
    },
  ],
};

const MODEL_PORTFOLIO_TEMPLATE: TModelPortfolioData = {
  rows: [
    {
      code: 'BHP',
      name: 'BHP Group',
      old_target: 0.1,
      new_target: 0.1,
      target_difference: 0,
      investment_option: 'Australian equity income',
    },
  ],
};

export const dataTemplate = (type: TRebalanceType): string =>
  JSON.stringify(type === 'taa' ? TAA_TEMPLATE : MODEL_PORTFOLIO_TEMPLATE, null, 2);
