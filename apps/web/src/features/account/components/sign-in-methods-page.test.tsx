import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lapsedConfirmationAt } from '@/test/fixtures/lapsed-confirmation';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const PATH = '/account/sign-in-methods/';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const factors = (totp: boolean) => ({
  body: { sms: true, totp, backup_codes_left: totp ? 10 : 0, passkeys: [], app_or_passkey_required: false },
});

describe('sign-in methods page', () => {
  it('sets an authenticator app up with its QR code and secret, then shows the backup codes once', async () => {
    let confirmed = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '2')}`);
    const server = mockServer({
      'GET /api/auth/security-schema/': {
        body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: true },
      },
      'GET /api/profiles/my/second-factors/': () => factors(confirmed),
      'POST /api/profiles/my/second-factors/totp/': {
        body: {
          secret: SECRET,
          otpauth_uri: `otpauth://totp/x?secret=${SECRET}`,
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      },
      'POST /api/profiles/my/second-factors/totp/confirm/': () => {
        confirmed = true;
        return { body: { detail: 'Your authenticator app is set up.', backup_codes: codes } };
      },
    });
    const { user } = renderApp(PATH, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByLabelText('Secret key')).toHaveTextContent(SECRET);
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(server.callsTo('POST /api/profiles/my/second-factors/totp/confirm/')[0]?.body).toEqual({
      code: '123456',
    });
    expect(
      await screen.findByText('An authenticator app is set up. Each sign-in asks for its code.'),
    ).toBeVisible();
  });

  it('sends the user to confirm again when the confirmation lapsed', async () => {
    mockServer({
      ...lapsedConfirmationAt('DELETE /api/profiles/my/second-factors/totp/'),
      'GET /api/profiles/my/second-factors/': factors(true),
    });
    const { user, location } = renderApp(PATH, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Remove authenticator app' }));
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/check-required-confirmation/');
  });
});
