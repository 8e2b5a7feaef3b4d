import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { BankAccountForm } from './bank-account-form';

const STATEMENT = {
  id: 41,
  file_name: 'statement.pdf',
  size: 10,
  created: '2026-01-10T01:00:00Z',
  download_url: '/api/accounts/9/bank-account-documents/41/download/',
};

const saved = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  uuid: 'u',
  account: 9,
  name: 'Alex Morgan',
  bsb: '062000',
  number: '12345678',
  bank: 'Commonwealth Bank of Australia',
  branch: '48 Martin Place',
  bsb_was_found: true,
  document_file: STATEMENT,
  created: '2026-01-10T01:00:00Z',
  updated: '2026-01-10T01:00:00Z',
  delete_change_request: null,
  verify_change_request: null,
  edit_change_request: null,
  ...extra,
});

const setup = ({ passwordRequired = false, bankAccount = null as ReturnType<typeof saved> | null } = {}) => {
  const server = mockServer({
    'GET /api/utils/bsb/062000/': {
      body: {
        bsb: '062000',
        bank: 'Commonwealth Bank of Australia',
        branch_name: '48 Martin Place',
        bsb_was_found: true,
      },
    },
    'GET /api/utils/bsb/083999/': {
      body: { bsb: '083999', bank: 'National Australia Bank', branch_name: '', bsb_was_found: false },
    },
    'GET /api/utils/bsb/999999/': { status: 404, body: { detail: 'Not found.' } },
    'GET /api/utils/bsb/111111/': { status: 503, body: { detail: 'The BSB directory cannot be reached.' } },
    'POST /api/accounts/9/bank-account-documents/': { body: STATEMENT },
    'POST /api/accounts/9/bank-accounts/': { body: saved() },
    'PATCH /api/accounts/9/bank-accounts/5/': { body: saved() },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <BankAccountForm
      accountId={9}
      bankAccount={bankAccount}
      passwordRequired={passwordRequired}
      mode="edit"
      onDone={onDone}
    />,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { server, onDone, ...view, user };
};

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const lookups = (server: ReturnType<typeof mockServer>) =>
  server.calls.filter((call) => call.path.startsWith('/api/utils/bsb/'));

/** Types into the BSB box with the clock stopped, then lets `ms` pass. */
const typeBsbAndWait = async (value: string, ms: number) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(field('BSB'), { target: { value } });
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};

const uploadStatement = async (user: ReturnType<typeof userEvent.setup>) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([new Uint8Array(10)], 'statement.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('statement.pdf')).toBeVisible();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('BSB lookup', () => {
  it('looks the BSB up 300 ms after the last keystroke, once, and fills bank and branch', async () => {
    const { server } = setup();
    await screen.findByLabelText('BSB');
    await typeBsbAndWait('06200', 200);
    fireEvent.change(field('BSB'), { target: { value: '062000' } });
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(lookups(server)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(field('Bank').value).toBe('Commonwealth Bank of Australia'));
    expect(field('Branch').value).toBe('48 Martin Place');
    expect(lookups(server).map((call) => call.path)).toEqual(['/api/utils/bsb/062000/']);
    // Filled from the directory: not typed over.
    expect(field('Bank')).toBeDisabled();
    expect(field('Branch')).toBeDisabled();
  });

  it('fills the bank only when the directory knows the range but not the branch, which the user types', async () => {
    setup();
    await screen.findByLabelText('BSB');
    await typeBsbAndWait('083-999', 300);
    vi.useRealTimers();
    await waitFor(() => expect(field('Bank').value).toBe('National Australia Bank'));
    expect(field('Branch')).toBeEnabled();
    expect(field('Branch').value).toBe('');
  });

  it('ignores a 404: nothing is shown and bank and branch stay for the user to type', async () => {
    const { server } = setup();
    await screen.findByLabelText('BSB');
    await typeBsbAndWait('999999', 300);
    vi.useRealTimers();
    await waitFor(() => expect(lookups(server)).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Bank')).toBeEnabled();
    expect(field('Bank').value).toBe('');
  });

  it('shows the detail of another failure under the bank box', async () => {
    setup();
    await screen.findByLabelText('BSB');
    await typeBsbAndWait('111111', 300);
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('The BSB directory cannot be reached.');
  });

  it('does not look up the saved BSB of a bank account being edited', async () => {
    const { server } = setup({ bankAccount: saved(), passwordRequired: true });
    await screen.findByLabelText('BSB');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(lookups(server)).toHaveLength(0);
    expect(field('Bank').value).toBe('Commonwealth Bank of Australia');
  });
});

describe('the form rules', () => {
  it('shows the spec texts and keeps Save disabled until the statement is uploaded', async () => {
    const { user } = setup();
    await screen.findByLabelText('BSB');
    await user.type(field('BSB'), '06200');
    await user.type(field('Account number'), '12345678901');
    await user.type(field('Account name'), 'A');
    await user.clear(field('Account name'));
    expect(await screen.findByText('BSB format is not valid')).toBeVisible();
    expect(screen.getByText('Account Number cannot contain more than 10 digits')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    await user.clear(field('Account number'));
    await user.type(field('Account number'), '12ab');
    expect(await screen.findByText('Account Number must contain numbers only')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('asks for the password only when the server requires it', async () => {
    setup();
    await screen.findByLabelText('BSB');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('adds a bank account with the uploaded statement', async () => {
    const { user, server, onDone } = setup();
    await screen.findByLabelText('BSB');
    await user.type(field('BSB'), '062-000');
    await waitFor(() => expect(field('Branch').value).toBe('48 Martin Place'));
    await user.type(field('Account number'), '12345678');
    await user.type(field('Account name'), 'Alex Morgan');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await uploadStatement(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/bank-accounts/')[0]!.body).toEqual({
      bsb: '062000',
      bank: 'Commonwealth Bank of Australia',
      branch: '48 Martin Place',
      number: '12345678',
      name: 'Alex Morgan',
      document_file: 41,
    });
  });

  it('requires the password when the server says so and shows a wrong password under it', async () => {
    const { user, server, onDone } = setup({ bankAccount: saved(), passwordRequired: true });
    server.on('PATCH /api/accounts/9/bank-accounts/5/', {
      status: 400,
      body: { password: ['Your password was entered incorrectly. Please enter it again.'] },
    });
    await screen.findByLabelText('Password');
    await user.clear(field('Account name'));
    await user.type(field('Account name'), 'Alex J Morgan');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your password was entered incorrectly. Please enter it again.'),
    ).toBeVisible();
    expect(server.callsTo('PATCH /api/accounts/9/bank-accounts/5/')[0]!.body).toMatchObject({
      name: 'Alex J Morgan',
      password: 'wrong',
      document_file: 41,
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
