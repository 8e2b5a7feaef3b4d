import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { IPS, IPS_LOOKUPS } from './ips-test-fixtures';
import { IpsWizard } from './ips-wizard';

/** Where the router is now, for journeys that leave the wizard. */
const Location = () => {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
};

describe('IpsWizard', () => {
  it('starts the IPS for the account, shows the booklet link, then the allocation', async () => {
    const server = mockServer({ ...IPS_LOOKUPS, 'POST /api/ips/': { body: IPS } });
    const { user } = renderWithProviders(<IpsWizard accountId={9} mode="setup" onDone={vi.fn()} />);
    const link = await screen.findByRole('link', { name: 'Read the investment options booklet (PDF)' });
    expect(link).toHaveAttribute('href', '/api/ips/booklet/file/');
    expect(server.callsTo('POST /api/ips/')[0]!.body).toEqual({ account: 9 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Strategic asset allocation')).toBeVisible();
  });

  it('resumes a draft at the step it got to', async () => {
    mockServer({ ...IPS_LOOKUPS, 'POST /api/ips/': { body: { ...IPS, wizard_step: 'gearing' } } });
    renderWithProviders(<IpsWizard accountId={9} mode="setup" onDone={vi.fn()} />);
    expect(await screen.findByText('Do you want to include gearing?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("an active account's IPS ends with Submit and sign: it goes for signature, then to signing", async () => {
    const ready = { ...IPS, wizard_step: 'gearing', signed_on_its_own: true, has_restrictions: false };
    const server = mockServer({
      ...IPS_LOOKUPS,
      'POST /api/ips/': { body: ready },
      'PATCH /api/ips/5/': { body: { ...ready, wizard_step: 'done', has_gearing: false } },
      'POST /api/ips/5/send-for-signature/': {
        body: { detail: 'sent', change_request: 31, next: 'sign', ips: ready },
      },
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <>
        <IpsWizard accountId={9} mode="edit" onDone={onDone} />
        <Location />
      </>,
    );
    await user.click(
      within(
        await screen.findByRole('radiogroup', { name: 'Do you want to include gearing?' }),
      ).getByLabelText('No'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit and sign' }));
    expect(await screen.findByText('/account/docusign-redirect/9/?change_request=31')).toBeInTheDocument();
    expect(server.callsTo('POST /api/ips/5/send-for-signature/')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows why sending for signature failed, and stays', async () => {
    const ready = { ...IPS, wizard_step: 'gearing', signed_on_its_own: true, has_restrictions: false };
    mockServer({
      ...IPS_LOOKUPS,
      'POST /api/ips/': { body: ready },
      'PATCH /api/ips/5/': { body: { ...ready, wizard_step: 'done', has_gearing: false } },
      'POST /api/ips/5/send-for-signature/': {
        status: 403,
        body: { detail: 'This investment policy statement cannot be changed now.' },
      },
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<IpsWizard accountId={9} mode="edit" onDone={onDone} />);
    await user.click(
      within(
        await screen.findByRole('radiogroup', { name: 'Do you want to include gearing?' }),
      ).getByLabelText('No'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit and sign' }));
    expect(await screen.findByText('This investment policy statement cannot be changed now.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
  const SIGNING = {
    ...IPS,
    status: 'awaiting_signature',
    status_display: 'Awaiting signature',
    wizard_step: 'done',
    has_restrictions: false,
    has_gearing: true,
    target_loan_balance_min: '100000.00',
    target_loan_balance_max: '250000.00',
    signed_on_its_own: true,
    can_edit: false,
    can_delete: false,
  };

  it('shows an IPS awaiting signature read-only, and says why', async () => {
    const server = mockServer({ ...IPS_LOOKUPS, 'POST /api/ips/': { body: SIGNING } });
    renderWithProviders(<IpsWizard accountId={9} mode="edit" onDone={vi.fn()} />);
    expect(
      await screen.findByText(
        'This investment policy statement is awaiting signature, so it cannot be changed.',
      ),
    ).toBeVisible();
    expect(screen.getByText('$250,000')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(server.callsTo('PATCH /api/ips/5/')).toHaveLength(0);
  });

  it("a step's detail page of an IPS in review offers no form either", async () => {
    mockServer({
      ...IPS_LOOKUPS,
      'POST /api/ips/': {
        body: { ...SIGNING, status: 'portfolio_manager_review', status_display: 'Portfolio manager review' },
      },
    });
    renderWithProviders(<IpsWizard accountId={9} mode="edit" onDone={vi.fn()} only="gearing" />);
    expect(
      await screen.findByText(
        'This investment policy statement is with the portfolio manager for review, so it cannot be changed.',
      ),
    ).toBeVisible();
    expect(screen.getByText('$100,000')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Do you want to include gearing?' })).toBeNull();
  });
});
