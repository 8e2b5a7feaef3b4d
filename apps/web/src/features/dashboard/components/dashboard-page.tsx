// The dashboard at '/' (spec 002 section 2): the filter panel and the grid of seven cards; before there is
// a portfolio to show, what will appear and when.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useDashboardAccounts } from '@/features/dashboard/api/get-dashboard-accounts';
import { AssetAllocationContent, type TAssetClassFilter } from './asset-allocation-card';
import { CardTabs, TOTAL_TAB } from './card-tabs';
import { cardHeight, DashboardCard } from './dashboard-card';
import { DASHBOARD_CARDS, DASHBOARD_LAYOUT, type TCardId } from './dashboard-constants';
import { EmptyData } from './empty-data';
import { FilterPanel } from './filter-panel';
import { FirstVisit, hasPortfolio } from './first-visit';
import { InvestmentsContent } from './investments-card';
import {
  CAPITAL_PERFORMANCE_TABS,
  CapitalMovementsContent,
  CapitalPerformanceContent,
  INCOME_TABS,
  IncomeContent,
  RETURN_SUMMARY_TABS,
  ReturnSummaryContent,
} from './monthly-cards';
import { TotalAssetValueContent } from './total-asset-value-card';
import { DEFAULT_FILTER, useDashboardFilter } from './use-dashboard-filter';
import { useDashboardViewport } from './use-dashboard-viewport';

const CARD_TABS: Partial<Record<TCardId, typeof RETURN_SUMMARY_TABS>> = {
  'return-summary': RETURN_SUMMARY_TABS,
  'capital-performance': CAPITAL_PERFORMANCE_TABS,
  income: INCOME_TABS,
};

/** Space in a card body the chart does not get (tabs, legend, padding). */
const CHART_RESERVE: Record<TCardId, number> = {
  'total-asset-value': 76,
  'return-summary': 116,
  'capital-performance': 116,
  income: 116,
  'capital-movements': 76,
  'asset-allocation': 120,
  investments: 0,
};

const scrollToTop = () => {
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    // Not every environment scrolls (tests).
  }
};

/** `notice`: what the home page puts first under the heading (an unfinished application). */
export const DashboardPage = ({ notice }: { notice?: ReactNode }) => {
  const { filter, onChange } = useDashboardFilter();
  const accountsQuery = useDashboardAccounts();
  const accounts = accountsQuery.data ?? [];
  const { isMobile, isTablet, isWide } = useDashboardViewport();
  const [maximised, setMaximised] = useState<TCardId | null>(null);
  const [expands, setExpands] = useState<Partial<Record<TCardId, number>>>({});
  const [tabs, setTabs] = useState<Partial<Record<TCardId, string>>>({});
  const [assetClass, setAssetClass] = useState<TAssetClassFilter | null>(null);

  const handleMaximise = (id: TCardId) => {
    setMaximised(id);
    setExpands((current) => ({ ...current, [id]: 0 }));
    scrollToTop();
  };
  const handleMinimise = (id: TCardId) => {
    setMaximised(null);
    setExpands((current) => ({ ...current, [id]: 0 }));
    setTabs((current) => ({ ...current, [id]: TOTAL_TAB }));
  };

  const previousYear = filter?.period === 'previous_financial_year';

  const renderContent = (id: TCardId, height: number, isMaximised: boolean) => {
    if (!filter) return null;
    const chartHeight = height - DASHBOARD_LAYOUT.cardHeaderHeight - CHART_RESERVE[id];
    const tab = tabs[id] ?? TOTAL_TAB;
    switch (id) {
      case 'total-asset-value':
        return (
          <TotalAssetValueContent
            filter={filter}
            accounts={accounts}
            chartHeight={chartHeight}
            comparison={isMaximised || isMobile}
          />
        );
      case 'return-summary':
        return <ReturnSummaryContent filter={filter} tab={tab} chartHeight={chartHeight} />;
      case 'capital-performance':
        return <CapitalPerformanceContent filter={filter} tab={tab} chartHeight={chartHeight} />;
      case 'income':
        return <IncomeContent filter={filter} tab={tab} chartHeight={chartHeight} />;
      case 'capital-movements':
        return <CapitalMovementsContent filter={filter} chartHeight={chartHeight} />;
      case 'asset-allocation':
        return previousYear ? (
          <EmptyData />
        ) : (
          <AssetAllocationContent
            filter={filter}
            chartHeight={chartHeight}
            selected={assetClass}
            onSelect={setAssetClass}
          />
        );
      case 'investments':
        return previousYear ? (
          <EmptyData />
        ) : (
          <InvestmentsContent
            filter={filter}
            maximised={isMaximised}
            isTablet={isTablet}
            assetClass={assetClass}
            onClearAssetClass={() => setAssetClass(null)}
          />
        );
    }
  };

  const heading = (
    <Typography variant="h1" sx={{ mb: 3 }}>
      Dashboard
    </Typography>
  );
  if (accountsQuery.isSuccess && !hasPortfolio(accounts))
    return (
      <Box>
        {heading}
        {notice}
        <FirstVisit />
      </Box>
    );

  return (
    <Box>
      {heading}
      {notice}
      <Box
        sx={{
          display: 'grid',
          gap: `${DASHBOARD_LAYOUT.gap}px`,
          gridTemplateColumns: isWide
            ? `${DASHBOARD_LAYOUT.filterPanelWidth}px minmax(0, 1fr)`
            : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {filter ? (
          <FilterPanel filter={filter} accounts={accounts} onChange={onChange} compact={!isWide} />
        ) : isWide ? (
          <Box />
        ) : (
          // Above the cards, the panel holds its place while the saved filter loads (laid out but
          // unseen and out of reach), so the cards do not move down when it arrives (mobile CLS).
          <Box aria-hidden inert sx={{ visibility: 'hidden' }}>
            <FilterPanel filter={DEFAULT_FILTER} accounts={accounts} onChange={() => undefined} compact />
          </Box>
        )}
        <Box
          data-testid="dashboard-grid"
          sx={{
            display: 'grid',
            gridTemplateColumns: isTablet ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            gridAutoRows: `${DASHBOARD_LAYOUT.rowHeight}px`,
            columnGap: `${DASHBOARD_LAYOUT.gap}px`,
            rowGap: 0,
          }}
        >
          {DASHBOARD_CARDS.map((card, index) => {
            const isMaximised = maximised === card.id;
            const base = isMaximised
              ? DASHBOARD_LAYOUT.maximisedHeight
              : isTablet
                ? DASHBOARD_LAYOUT.cardHeight.tablet
                : DASHBOARD_LAYOUT.cardHeight.mobile;
            const height = cardHeight(base, expands[card.id] ?? 0);
            const cardTabs = CARD_TABS[card.id];
            return (
              <DashboardCard
                key={card.id}
                id={card.id}
                title={card.title}
                order={index}
                height={height}
                maximised={isMaximised}
                onMaximise={() => handleMaximise(card.id)}
                onMinimise={() => handleMinimise(card.id)}
                onExpand={() =>
                  setExpands((current) => ({ ...current, [card.id]: (current[card.id] ?? 0) + 1 }))
                }
                headerExtra={
                  cardTabs ? (
                    <CardTabs
                      label={`${card.title} filter`}
                      tabs={cardTabs}
                      value={tabs[card.id] ?? TOTAL_TAB}
                      onChange={(value) => setTabs((current) => ({ ...current, [card.id]: value }))}
                      narrow={!isTablet}
                    />
                  ) : undefined
                }
              >
                {renderContent(card.id, height, isMaximised)}
              </DashboardCard>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
};
