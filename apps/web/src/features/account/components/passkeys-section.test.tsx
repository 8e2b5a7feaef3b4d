import { PASSKEY_MESSAGES } from '@portal/contracts/api/second-factors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeAuthenticator, REGISTRATION_OPTIONS } from '@/test/fake-authenticator';
import { lapsedConfirmationAt } from '@/test/fixtures/lapsed-confirmation';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { PASSKEY_TEXTS } from './passkeys-section';

const PATH = '/account/sign-in-methods/';
const CONFIRMED = {
  body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: true },
};
const LAPTOP = {
  id: 7,
  name: 'Work laptop',
  passwordless: true,
  created: '2026-03-02T09:15:00Z',
  last_used: '2026-04-10T18:00:00Z',
};
const PHONE = { id: 8, name: 'Phone', passwordless: false, created: '2026-04-01T08:00:00Z', last_used: null };
const factors = (passkeys: object[]) => ({
  body: { sms: true, totp: false, backup_codes_left: 10, passkeys, app_or_passkey_required: false },
});

describe('passkeys on the sign-in methods page', () => {
  it('lists each passkey with its name, creation and last use, and removes one', async () => {
    let passkeys = [LAPTOP, PHONE];
    const server = mockServer({
      'GET /api/auth/security-schema/': CONFIRMED,
      'GET /api/profiles/my/second-factors/': () => factors(passkeys),
      'DELETE /api/profiles/my/second-factors/passkeys/8/': () => {
        passkeys = [LAPTOP];
        return { body: { detail: PASSKEY_MESSAGES.removed } };
      },
    });
    const { user } = renderApp(PATH, { token: 't' });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Work laptopCreated 02-Mar-2026 · Last used 10-Apr-2026${PASSKEY_TEXTS.signsInAlone}Remove`,
      'PhoneCreated 01-Apr-2026 · Last used neverRemove',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Remove Phone' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeVisible();
    expect(server.callsTo('DELETE /api/profiles/my/second-factors/passkeys/8/')).toHaveLength(1);
    await expect.poll(() => within(list).queryAllByRole('listitem').length).toBe(1);
  });

  it('adds a named passkey for passwordless sign-in and shows the first backup codes once', async () => {
    const browser = installFakeAuthenticator();
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '2')}`);
    let passkeys: object[] = [];
    const server = mockServer({
      'GET /api/auth/security-schema/': CONFIRMED,
      'GET /api/profiles/my/second-factors/': () => factors(passkeys),
      'POST /api/profiles/my/second-factors/passkeys/options/': { body: REGISTRATION_OPTIONS },
      'POST /api/profiles/my/second-factors/passkeys/': () => {
        passkeys = [{ ...LAPTOP, name: 'My key', last_used: null }];
        return { body: { detail: PASSKEY_MESSAGES.addedWithBackupCodes, backup_codes: codes } };
      },
    });
    const { user } = renderApp(PATH, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const name = screen.getByLabelText('Passkey name');
    // jsdom's user agent names no known browser or device.
    expect(name).toHaveValue('Browser');
    await user.clear(name);
    await user.type(name, 'My key');
    await user.click(screen.getByRole('checkbox', { name: PASSKEY_TEXTS.passwordless }));
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));

    const shown = await screen.findByRole('list', { name: 'Backup codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText(PASSKEY_MESSAGES.addedWithBackupCodes)).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/second-factors/passkeys/options/')[0]?.body).toEqual({
      passwordless: true,
    });
    expect(server.callsTo('POST /api/profiles/my/second-factors/passkeys/')[0]?.body).toEqual({
      name: 'My key',
      passwordless: true,
      credential: expect.objectContaining({ id: 'cred-1', type: 'public-key' }),
    });
    expect(browser.create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('My key')).toBeVisible();
  });

  it('sends the user to confirm again before adding, when the confirmation lapsed', async () => {
    installFakeAuthenticator();
    mockServer({
      ...lapsedConfirmationAt('POST /api/profiles/my/second-factors/passkeys/options/'),
      'GET /api/profiles/my/second-factors/': factors([]),
    });
    const { user, location } = renderApp(PATH, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/check-required-confirmation/');
  });
});
