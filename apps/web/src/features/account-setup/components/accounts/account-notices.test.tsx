import { accountDetailsTexts } from '@portal/contracts/api/account-setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountNotices } from './account-notices';

describe('AccountNotices', () => {
  it('says nothing for an application on the straight way without a rebalance in progress', () => {
    const { container } = renderWithProviders(
      <AccountNotices account={{ is_happy_flow: true, has_pending_rebalance: false }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('warns when an identity could not be verified automatically', () => {
    renderWithProviders(<AccountNotices account={{ is_happy_flow: false, has_pending_rebalance: false }} />);
    expect(screen.getByText(accountDetailsTexts.notHappyFlow)).toBeVisible();
    expect(screen.queryByText(accountDetailsTexts.pendingRebalance)).not.toBeInTheDocument();
  });

  it('tells of a rebalance in progress, with the way to the rebalance history', () => {
    renderWithProviders(<AccountNotices account={{ is_happy_flow: true, has_pending_rebalance: true }} />);
    expect(screen.getByText(accountDetailsTexts.pendingRebalance)).toBeVisible();
    expect(screen.getByRole('link', { name: accountDetailsTexts.viewRebalanceHistory })).toHaveAttribute(
      'href',
      '/rebalance/list',
    );
    expect(screen.queryByText(accountDetailsTexts.notHappyFlow)).not.toBeInTheDocument();
  });
});
