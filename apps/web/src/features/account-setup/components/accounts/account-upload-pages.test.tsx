import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { makeAccount } from '../summary/account-test-fixtures';

const deed = {
  id: 7,
  kind: 'deed_attachment',
  file_name: 'deed.pdf',
  size: 2048,
  created: '2026-01-10T01:00:00Z',
  download_url: '/api/accounts/41/deed-attachments/7/download/',
};

const trustAccount = (canEdit: boolean) =>
  makeAccount({
    type: 'trust',
    type_display: 'Trust',
    trustee: 'individual',
    can_edit_details: canEdit,
    deed_attachments: [deed] as never,
  });

const setup = (path: string, canEdit = true) => {
  const server = mockServer({
    'GET /api/accounts/41/': { body: trustAccount(canEdit) },
    'GET /api/accounts/open-requests/': { body: [] },
    'GET /api/accounts/41/deed-attachments/': { body: [deed] },
    'GET /api/accounts/41/certificates/': { body: [] },
    'GET /api/certificate-template/': {
      body: { certificate_template: '/api/certificate-template/download/' },
    },
  });
  return { server, ...renderApp(path, { token: 't' }) };
};

describe('the upload pages of an application', () => {
  it("link from the account's Trust deed section to edit-trust-deeds, which returns to the account", async () => {
    const { user, location } = setup('/accounts/41/');
    const section = await screen.findByRole('region', { name: 'Trust deed' }, { timeout: 10_000 });
    expect(within(section).getByRole('button', { name: 'deed.pdf' })).toBeVisible();
    await user.click(within(section).getByRole('link', { name: 'Edit trust deed' }));
    await waitFor(() =>
      expect(location.current.pathname).toBe('/account-setup/apply-now/edit-trust-deeds/41/'),
    );
    expect(location.current.search).toBe(`?redirect_url=${encodeURIComponent('/accounts/41/')}`);
    // The page settles once its files have loaded (it renders again then): read it after that.
    const uploaded = await screen.findByRole('list', { name: 'Uploaded files' }, { timeout: 10_000 });
    expect(within(uploaded).getByText('deed.pdf')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Trust deed' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('shows the wholesale investor certificates form at edit-wholesale-investor-details', async () => {
    setup('/account-setup/apply-now/edit-wholesale-investor-details/41/');
    expect(
      await screen.findByRole('heading', { name: 'Wholesale investor certificate' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Download the certificate template' })).toBeVisible();
  });

  it('offers no pencil on an application whose details may no longer change', async () => {
    setup('/accounts/41/', false);
    const section = await screen.findByRole('region', { name: 'Trust deed' }, { timeout: 10_000 });
    expect(within(section).queryByRole('link', { name: 'Edit trust deed' })).not.toBeInTheDocument();
  });
});
