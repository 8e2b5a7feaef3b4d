import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { OpenRequestsList } from './open-requests-list';

const open = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  kind: 'bank_account_edit',
  title: 'Change of bank account for Morgan Family',
  status: 'pending',
  url: '/accounts/confirm-edit-bank-account/41/8/',
  initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: false },
  can_sign: true,
  is_viewed: false,
  new_data: null,
  created: '2026-03-01T01:00:00Z',
  ...overrides,
});

describe('OpenRequestsList', () => {
  it('shows each request with who asked, whether a signature is due, and a link to its page', () => {
    renderWithProviders(
      <OpenRequestsList
        requests={[
          open(),
          open({
            id: 6,
            title: 'Removal of bank account for Morgan Family',
            url: '/accounts/delete-bank-account/41/9/6',
            initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: true },
            can_sign: false,
          }),
        ]}
      />,
    );
    expect(screen.getByText('Change of bank account for Morgan Family')).toBeVisible();
    expect(screen.getByText(/^Requested by Pat Primary on /)).toBeVisible();
    expect(screen.getByText(/^Requested by you on /)).toBeVisible();
    expect(screen.getAllByText('Your signature is due')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Open Change of bank account for Morgan Family' }),
    ).toHaveAttribute('href', '/accounts/confirm-edit-bank-account/41/8/');
    expect(
      screen.getByRole('link', { name: 'Open Removal of bank account for Morgan Family' }),
    ).toHaveAttribute('href', '/accounts/delete-bank-account/41/9/6');
  });
});
