import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STAFF = makeProfile({
  is_staff: true,
  first_name: 'Sam',
  last_name: 'Staff',
  onboardings: { dashboard_tour: true },
});

const DEAD = {
  id: 7,
  channel: 'sms',
  recipient: '•••••••678',
  subject: '',
  status: 'dead',
  attempts: 1,
  last_error: 'SMS gateway answered 400, Twilio error 21211',
  created: '2026-05-04T01:00:00Z',
  next_attempt: null,
};
const PENDING = {
  id: 6,
  channel: 'email',
  recipient: 'j•••@example.com',
  subject: 'Reset your password',
  status: 'pending',
  attempts: 3,
  last_error: 'Greeting never received',
  created: '2026-05-04T00:59:00Z',
  next_attempt: '2026-05-04T01:05:00Z',
};

describe('undelivered messages', () => {
  it('lists the dead letters and the backlog, and sends a dead letter again once confirmed', async () => {
    let retried = false;
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/messages/': () => ({
        body: retried
          ? {
              counts: { pending: 2, sending: 0, dead: 0 },
              results: [{ ...DEAD, status: 'pending', attempts: 0 }, PENDING],
            }
          : { counts: { pending: 1, sending: 0, dead: 1 }, results: [DEAD, PENDING] },
      }),
      'POST /api/staff/messages/7/retry/': () => {
        retried = true;
        return { body: { ...DEAD, status: 'pending', attempts: 0 } };
      },
    });
    const { user } = renderApp('/staff/messages/', { token: 't' });

    const table = await screen.findByRole('table', { name: 'Undelivered messages' });
    expect(await within(table).findByText('•••••••678')).toBeInTheDocument();
    expect(screen.getByText('1 undeliverable, 1 waiting to be sent again.')).toBeInTheDocument();
    const [, deadRow, pendingRow] = within(table).getAllByRole('row');
    expect(within(deadRow!).getByText('Undeliverable')).toBeInTheDocument();
    expect(within(deadRow!).getByText('SMS gateway answered 400, Twilio error 21211')).toBeInTheDocument();
    expect(within(pendingRow!).getByText('Waiting to retry')).toBeInTheDocument();
    expect(within(pendingRow!).getByText('Reset your password')).toBeInTheDocument();
    // Only a dead letter can be sent again; the backlog is still being retried.
    expect(within(pendingRow!).queryByRole('button', { name: 'Retry' })).toBeNull();

    await user.click(within(deadRow!).getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the message again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('The message is queued to be sent again.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/messages/7/retry/')).toHaveLength(1);
    expect(await screen.findByText('0 undeliverable, 2 waiting to be sent again.')).toBeInTheDocument();
  });

  it('says so when every message has been delivered', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/messages/': { body: { counts: { pending: 0, sending: 0, dead: 0 }, results: [] } },
    });
    renderApp('/staff/messages/', { token: 't' });
    expect(await screen.findByText('Every message has been delivered.')).toBeInTheDocument();
  });
});
