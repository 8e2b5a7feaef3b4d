import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { IPS, IPS_LOOKUPS } from './ips-test-fixtures';
import { IpsWizard } from './ips-wizard';

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
});
