import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const NO_TWO_FACTOR = {
  body: { resource: 'password', two_factor_required_for_write: false, confirmed: false },
};

const ruleState = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByText(/^\((met|not met)\)$/).textContent;

describe('change password', () => {
  it('ticks each rule of the checklist live as the new password is typed', async () => {
    mockServer({ 'GET /api/auth/security-schema/': NO_TWO_FACTOR });
    const { user } = renderApp('/account/change-password/', { token: 't' });
    const field = await screen.findByLabelText('New password');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    for (const label of [
      'At least 12 characters',
      '1 uppercase letter',
      '1 lowercase letter',
      '1 number',
      '1 special character',
    ]) {
      expect(ruleState(label)).toBe('(not met)');
    }
    await user.type(field, 'abc');
    expect(ruleState('1 lowercase letter')).toBe('(met)');
    expect(ruleState('1 uppercase letter')).toBe('(not met)');
    await user.type(field, 'D7');
    expect(ruleState('1 uppercase letter')).toBe('(met)');
    expect(ruleState('1 number')).toBe('(met)');
    expect(ruleState('1 special character')).toBe('(not met)');
    expect(ruleState('At least 12 characters')).toBe('(not met)');
    await user.type(field, '!xyzwvut');
    expect(ruleState('1 special character')).toBe('(met)');
    expect(ruleState('At least 12 characters')).toBe('(met)');
  });

  it('keeps Change password disabled until the form is valid, and says when the repeat differs', async () => {
    mockServer({ 'GET /api/auth/security-schema/': NO_TWO_FACTOR });
    const { user } = renderApp('/account/change-password/', { token: 't' });
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'Old-password-1!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-42!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-43!');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-42!');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'short1!A');
    expect(await screen.findByText('Password must contain at least 12 characters')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('on success stores the new key and shows the answer as a success toast', async () => {
    const server = mockServer({
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
      'POST /api/auth/password-change/': {
        body: { detail: 'New password has been saved.', key: 'fresh-key' },
      },
    });
    const { user } = renderApp('/account/change-password/', { token: 'old-key' });
    await user.type(await screen.findByLabelText('Current password'), 'Old-password-1!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-42!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-42!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('New password has been saved.');
    expect(localStorage.getItem('portal.token')).toBe('fresh-key');
    expect(server.callsTo('POST /api/auth/password-change/')[0]?.headers.get('Authorization')).toBe(
      'Token old-key',
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    mockServer({
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
      'POST /api/auth/password-change/': {
        status: 400,
        body: { old_password: ['Your old password was entered incorrectly. Please enter it again.'] },
      },
    });
    const { user } = renderApp('/account/change-password/', { token: 't' });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong-password-1!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-pass-42!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-42!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your old password was entered incorrectly. Please enter it again.'),
    ).toBeVisible();
  });

  it('asks for a two-factor code first when the security schema requires it', async () => {
    let confirmed = false;
    const server = mockServer({
      'GET /api/auth/security-schema/': () => ({
        body: { resource: 'password', two_factor_required_for_write: true, confirmed },
      }),
      'POST /api/profiles/my/send-2fa-confirmation-code-sms/': {
        body: { detail: 'A new verification code has been sent to your phone.' },
      },
      'POST /api/auth/action-confirmation/': () => {
        confirmed = true;
        return { body: { detail: 'The action has been confirmed.' } };
      },
    });
    const { user, location } = renderApp('/account/change-password/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/check-required-confirmation/');
    expect(new URLSearchParams(location.current.search).get('next')).toBe('/account/change-password/');
    await waitFor(() =>
      expect(server.callsTo('POST /api/profiles/my/send-2fa-confirmation-code-sms/')).toHaveLength(1),
    );
    expect(server.callsTo('GET /api/auth/security-schema/')[0]?.query.get('resource')).toBe('password');
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/change-password/');
    expect(server.callsTo('POST /api/auth/action-confirmation/')[0]?.body).toEqual({ code: '654321' });
  });
});
