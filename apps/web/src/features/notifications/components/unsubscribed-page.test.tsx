import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

describe('unsubscribed page', () => {
  it('sends the token from the link and confirms, without being signed in', async () => {
    const server = mockServer({
      'POST /api/notifications/unsubscribe/': {
        body: { detail: 'You have been unsubscribed and will no longer receive these notifications.' },
      },
    });
    renderApp('/notifications/unsubscribed/?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    expect(
      await screen.findByText('You have been unsubscribed and will no longer receive these notifications.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/notifications/unsubscribe/')[0]?.body).toEqual({ token: 'abc123' });
  });

  it('says when the link is invalid', async () => {
    mockServer({
      'POST /api/notifications/unsubscribe/': {
        status: 400,
        body: { detail: 'The unsubscribe link is invalid.' },
      },
    });
    renderApp('/notifications/unsubscribed/?token=bad');
    expect(await screen.findByText('The unsubscribe link is invalid.')).toBeVisible();
    expect(screen.queryByText(/You have been unsubscribed/)).toBeNull();
  });

  it('without a token claims nothing and asks nothing of the server', async () => {
    const server = mockServer();
    renderApp('/notifications/unsubscribed/');
    expect(await screen.findByText('The unsubscribe link is invalid.')).toBeVisible();
    expect(screen.queryByText(/You have been unsubscribed/)).toBeNull();
    expect(server.callsTo('POST /api/notifications/unsubscribe/')).toHaveLength(0);
  });
});
