import { SESSION_TEXTS } from '@portal/contracts/api/sessions';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const KEY = 'k3y-of-the-link';

describe('the end-session page of a new-device e-mail', () => {
  it('ends the session only when the button is pressed, then advises a new password', async () => {
    const server = mockServer({
      'POST /api/auth/end-session/': { body: { detail: SESSION_TEXTS.endedByLink } },
    });
    const { user } = renderApp(`/sessions/end/${KEY}/`);
    expect(await screen.findByRole('heading', { name: SESSION_TEXTS.endPageTitle })).toBeVisible();
    expect(screen.getByText(SESSION_TEXTS.endPageIntro)).toBeVisible();
    // Opening the link changes nothing: mail scanners open links too.
    expect(server.callsTo('POST /api/auth/end-session/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: SESSION_TEXTS.endThisSession }));
    expect(await screen.findByText(SESSION_TEXTS.endedByLink)).toBeVisible();
    expect(server.callsTo('POST /api/auth/end-session/').map((call) => call.body)).toEqual([{ key: KEY }]);
    expect(screen.getByText(SESSION_TEXTS.changePasswordAdvice)).toBeVisible();
    expect(screen.getByRole('link', { name: SESSION_TEXTS.goToLogin })).toHaveAttribute(
      'href',
      '/auth/login/',
    );
    expect(screen.getByRole('link', { name: SESSION_TEXTS.resetPassword })).toHaveAttribute(
      'href',
      '/auth/reset-password/',
    );
    expect(screen.queryByRole('button', { name: SESSION_TEXTS.endThisSession })).toBeNull();
  });

  it('says so when the link is unknown or already used', async () => {
    mockServer({
      'POST /api/auth/end-session/': { status: 400, body: { detail: SESSION_TEXTS.endLinkInvalid } },
    });
    const { user } = renderApp(`/sessions/end/${KEY}/`);
    await user.click(await screen.findByRole('button', { name: SESSION_TEXTS.endThisSession }));
    expect(await screen.findByText(SESSION_TEXTS.endLinkInvalid)).toBeVisible();
    expect(screen.getByRole('button', { name: SESSION_TEXTS.endThisSession })).toBeDisabled();
    expect(screen.getByRole('link', { name: SESSION_TEXTS.goToLogin })).toBeVisible();
  });

  it('points a signed-in person to the password change', async () => {
    mockServer({ 'POST /api/auth/end-session/': { body: { detail: SESSION_TEXTS.endedByLink } } });
    const { user } = renderApp(`/sessions/end/${KEY}/`, { token: 't' });
    await user.click(await screen.findByRole('button', { name: SESSION_TEXTS.endThisSession }));
    expect(await screen.findByRole('link', { name: SESSION_TEXTS.changePassword })).toHaveAttribute(
      'href',
      '/account/change-password/',
    );
  });
});
