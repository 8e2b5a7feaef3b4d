import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const started = {
  'POST /api/profiles/my/change-phone-number/': {
    body: {
      detail: 'A verification code has been sent to your new mobile number.',
      new_phone_number: '0499000001',
    },
  },
};

const startChange = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(await screen.findByLabelText('New mobile phone'), '0499000001');
  await user.type(screen.getByLabelText('Password'), 'My-password-1!');
  await user.click(screen.getByRole('button', { name: 'Change phone' }));
};

describe('change phone', () => {
  it('refuses a wrong password under the field', async () => {
    mockServer({
      'POST /api/profiles/my/change-phone-number/': {
        status: 400,
        body: { password: ['Your password was entered incorrectly. Please enter it again.'] },
      },
    });
    const { user } = renderApp('/account/change-phone/', { token: 't' });
    await startChange(user);
    expect(
      await screen.findByText('Your password was entered incorrectly. Please enter it again.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).not.toBeInTheDocument();
  });

  it('checks the mobile format with the contract message', async () => {
    mockServer();
    const { user } = renderApp('/account/change-phone/', { token: 't' });
    await user.type(await screen.findByLabelText('New mobile phone'), '0312345678');
    expect(await screen.findByText('Mobile phone format is not valid')).toBeVisible();
  });

  it('asks for the code with the number grouped 4-3-3, resend with countdown and the support e-mail', async () => {
    const server = mockServer({
      ...started,
      'POST /api/profiles/my/resend-phone-number-confirmation/': {
        body: { detail: 'A verification code has been sent to your new mobile number.' },
      },
      'POST /api/profiles/my/confirm-phone-number/': {
        body: { detail: 'Your mobile number has been changed.', phone_number: '0499000001' },
      },
    });
    const { user, location } = renderApp('/account-new/contact-details/change-phone/', { token: 't' });
    await startChange(user);
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(screen.getByTestId('grouped-phone')).toHaveTextContent('0499 000 001');
    expect(screen.getByRole('link', { name: 'support@ipm.portal.example' })).toHaveAttribute(
      'href',
      'mailto:support@ipm.portal.example',
    );

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('A verification code has been sent to your new mobile number.'),
    ).toBeVisible();
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent(/Resend code in [01]:\d\d/);
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.type(screen.getByLabelText('Code'), '12a');
    expect(await screen.findByText('Code must contain numbers only')).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123456');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Your mobile number has been changed.')).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/confirm-phone-number/')[0]?.body).toEqual({
      code: '123456',
    });
    await waitFor(() => expect(location.current.pathname).toBe('/account-new/settings/'));
  });

  it('shows a wrong code under the code field', async () => {
    mockServer({
      ...started,
      'POST /api/profiles/my/confirm-phone-number/': {
        status: 400,
        body: { code: ['The code is not valid.'] },
      },
    });
    const { user } = renderApp('/account/change-phone/', { token: 't' });
    await startChange(user);
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The code is not valid.')).toBeVisible();
  });
});
