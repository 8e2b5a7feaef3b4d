import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountFilesForm } from './account-files-form';
import { sectionAccount } from './section-test-fixtures';

const fileRow = (id: number, name: string, kind = 'deed_attachment') => ({
  id,
  kind,
  file_name: name,
  size: 2048,
  created: '2026-01-10T01:00:00Z',
  download_url: `/api/accounts/9/${kind === 'certificate' ? 'certificates' : 'deed-attachments'}/${id}/download/`,
});

const setup = (
  kind: 'certificate' | 'deed_attachment',
  files: unknown[] = [],
  mode: 'setup' | 'edit' = 'setup',
) => {
  let list = [...files];
  const path = kind === 'certificate' ? 'certificates' : 'deed-attachments';
  const server = mockServer({
    [`GET /api/accounts/9/${path}/`]: () => ({ body: list }),
    [`POST /api/accounts/9/${path}/`]: () => {
      const added = fileRow(100 + list.length, 'deed.pdf', kind);
      list = [...list, added];
      return { body: added };
    },
    [`DELETE /api/accounts/9/${path}/1/`]: () => {
      list = list.filter((f) => (f as { id: number }).id !== 1);
      return { body: { detail: 'The file has been deleted.' } };
    },
    'GET /api/certificate-template/': {
      body: { certificate_template: '/api/certificate-template/download/' },
    },
    'PATCH /api/accounts/9/': { body: sectionAccount({ skip_deed_attachment: true }) },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <AccountFilesForm accountId={9} mode={mode} onDone={onDone} kind={kind} />,
  );
  // The accept attribute would filter the picker; the checks under test are the form's own.
  const user = userEvent.setup({ applyAccept: false });
  return { server, onDone, ...view, user };
};

const pdf = (name = 'deed.pdf', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('AccountFilesForm', () => {
  it('lists certificates with View and Delete and links the certificate template', async () => {
    const { user, server } = setup('certificate', [fileRow(1, 'certificate.pdf', 'certificate')]);
    expect(await screen.findByRole('heading', { name: 'Wholesale investor certificate' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Download the certificate template' })).toHaveAttribute(
      'href',
      '/api/certificate-template/download/',
    );
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByText('certificate.pdf')).toBeVisible();
    expect(within(list).getByText('2 KB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View certificate.pdf' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete certificate.pdf' }));
    await vi.waitFor(() => expect(server.callsTo('DELETE /api/accounts/9/certificates/1/')).toHaveLength(1));
    expect(await screen.findByText('Please upload at least 1 file')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('uploads a file, then lets the step be submitted', async () => {
    const { user, server, onDone } = setup('deed_attachment');
    expect(await screen.findByRole('heading', { name: 'Trust deed' })).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.upload(input(), pdf());
    expect(await screen.findByText('deed.pdf')).toBeVisible();
    expect(server.callsTo('POST /api/accounts/9/deed-attachments/')).toHaveLength(1);
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onDone).toHaveBeenCalled();
  });

  it('refuses an unsupported type and a file over 10 MB with toasts, before sending', async () => {
    const { user, server } = setup('certificate');
    await screen.findByRole('heading', { name: 'Wholesale investor certificate' });
    await user.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Selected File is not Supported for Upload')).toBeVisible();
    await user.upload(input(), pdf('big.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('Max file size is - 10MB')).toBeVisible();
    expect(server.callsTo('POST /api/accounts/9/certificates/')).toHaveLength(0);
  });

  it("shows the server's refusal of a file as a toast", async () => {
    const { user, server } = setup('deed_attachment');
    server.on('POST /api/accounts/9/deed-attachments/', {
      status: 400,
      body: { file: ['Selected File is not Supported for Upload'] },
    });
    await screen.findByRole('heading', { name: 'Trust deed' });
    await user.upload(input(), pdf('renamed.pdf'));
    expect(await screen.findByText('Selected File is not Supported for Upload')).toBeVisible();
  });

  it('stops at 5 trust deed files', async () => {
    setup(
      'deed_attachment',
      [1, 2, 3, 4, 5].map((id) => fileRow(id, `deed-${id}.pdf`)),
    );
    expect(await screen.findByText('You can upload up to 5 files')).toBeVisible();
    expect(screen.getByText('Upload file')).toHaveClass('Mui-disabled');
  });

  it("warns with 'Trust deed required' before skipping, then records the skip", async () => {
    const { user, server, onDone } = setup('deed_attachment');
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust deed required' });
    expect(
      within(dialog).getByText(
        'We need a certified copy of the trust deed before the account can be opened. You can skip this step now, but the account will not be activated until the trust deed is received.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Upload now' }));
    await waitForElementToBeRemoved(dialog);
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip for now' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/')[0]!.body).toEqual({ skip_deed_attachment: true });
  });

  it('offers no Skip on the edit page, and saves with Save', async () => {
    setup('deed_attachment', [fileRow(1, 'deed.pdf')], 'edit');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});
