import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToasts } from '@/shared/toast/toast-store';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STAFF = makeProfile({
  is_staff: true,
  first_name: 'Sam',
  last_name: 'Staff',
  onboardings: { dashboard_tour: true },
});

const ACCOUNT = {
  id: 12,
  name: 'Alex Morgan',
  type_display: 'Individual',
  application: 'ipm',
  status_display: { display_name: 'Active', style: 'success' },
  members: [{ user_id: 3, name: 'Alex Morgan', email: 'alex@example.com' }],
};

const setup = (handlers: Parameters<typeof mockServer>[0] = {}) => {
  const server = mockServer({
    'GET /api/profiles/my/': { body: STAFF },
    'GET /api/staff/publishing/accounts/': { body: [ACCOUNT] },
    ...handlers,
  });
  return { server, ...renderApp('/staff/publishing/', { token: 't' }) };
};

const chooseAccount = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(await screen.findByLabelText('Account'));
  await user.click(await screen.findByRole('option', { name: /Alex Morgan · Individual/ }));
};

describe('publishing', () => {
  it('publishes a document to the chosen account with its fields', async () => {
    const { server, user } = setup({
      'POST /api/staff/publishing/accounts/12/documents/': {
        status: 201,
        body: { id: 1, detail: 'The document was published. The account members have been notified.' },
      },
    });
    await chooseAccount(user);
    const form = screen.getByRole('form', { name: 'Publish a document' });
    await user.click(within(form).getByRole('button', { name: 'Publish document' }));
    expect(within(form).getByText('Choose the file to publish.')).toBeInTheDocument();

    const file = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Document file'), file);
    await user.type(within(form).getByLabelText('Description'), 'May statement');
    await user.click(within(form).getByRole('button', { name: 'Publish document' }));
    expect(
      await screen.findByText('The document was published. The account members have been notified.'),
    ).toBeInTheDocument();
    const [sent] = server.callsTo('POST /api/staff/publishing/accounts/12/documents/');
    const body = server.fetchMock.mock.calls.find(([url]) => String(url).includes('/documents/'))![1]!
      .body as FormData;
    expect(sent).toBeDefined();
    expect(body.get('category')).toBe('Quarterly Statement');
    expect(body.get('description')).toBe('May statement');
    expect((body.get('file') as File).name).toBe('statement.pdf');
  });

  it('loads a report from a JSON file, posts it, and lists what the server refuses by path', async () => {
    const { server, user } = setup({
      'POST /api/staff/publishing/rebalance-reports/': {
        status: 400,
        body: { 'data.rows.0.old_target': ['Invalid input: expected number, received string'] },
      },
    });
    await chooseAccount(user);
    const form = screen.getByRole('form', { name: 'Post a rebalance report' });
    const report = {
      type: 'model_portfolio',
      date: '2026-05-05',
      status: 'complete',
      message: 'Rotation',
      data: {
        rows: [
          {
            code: 'BHP',
            name: 'BHP',
            old_target: 'x',
            new_target: 0.1,
            target_difference: 0,
            investment_option: 'AEI',
          },
        ],
      },
    };
    await user.upload(
      within(form).getByLabelText('Report JSON file'),
      new File([JSON.stringify(report)], 'report.json'),
    );
    expect(await within(form).findByDisplayValue('Rotation', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Post report' }));
    expect(
      await within(form).findByText(
        'data.rows.0.old_target: Invalid input: expected number, received string',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/publishing/rebalance-reports/')[0]!.body).toEqual({
      account_id: 12,
      ...report,
    });
  });

  it('says so when the JSON file cannot be read, sending nothing', async () => {
    const { server, user } = setup();
    await chooseAccount(user);
    const form = screen.getByRole('form', { name: 'Post a rebalance report' });
    await user.upload(within(form).getByLabelText('Report JSON file'), new File(['{ nope'], 'bad.json'));
    expect(await within(form).findByText('The file is not valid JSON.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/publishing/rebalance-reports/')).toHaveLength(0);
  });

  it('sends a notification to a member of the account or to all clients of an application', async () => {
    const { server, user } = setup({ 'POST /api/staff/notifications/': { body: { created: 1 } } });
    await chooseAccount(user);
    const form = screen.getByRole('form', { name: 'Send a notification' });
    await user.click(within(form).getByLabelText('To'));
    await user.click(await screen.findByRole('option', { name: 'Alex Morgan (alex@example.com)' }));
    await user.type(within(form).getByLabelText('Title'), 'Office closed');
    await user.type(within(form).getByLabelText('Message'), 'Closed on Monday.');
    await user.click(within(form).getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('The notification was sent to 1 client.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/notifications/')[0]!.body).toEqual({
      user_id: 3,
      title: 'Office closed',
      description: 'Closed on Monday.',
    });
    // A toast repeating one still shown is not shown again, and the first closes after 3 seconds: it is
    // cleared, so the second send's toast is its own, whatever the time the typing below takes.
    act(() => clearToasts());
    await user.click(within(form).getByLabelText('To'));
    await user.click(await screen.findByRole('option', { name: 'All clients of ICF' }));
    await user.type(within(form).getByLabelText('Title'), 'New offer');
    await user.type(within(form).getByLabelText('Message'), 'Read it.');
    await user.click(within(form).getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('The notification was sent to 1 client.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/notifications/')).toHaveLength(2);
    expect(server.callsTo('POST /api/staff/notifications/')[1]!.body).toEqual({
      application: 'icf',
      title: 'New offer',
      description: 'Read it.',
    });
  });
});
