import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const THANK_YOU = { body: { title: 'Thank you!', detail: 'Our support team will contact you shortly.' } };

describe('support form', () => {
  it('accepts a message of 1000 symbols and refuses 1001', async () => {
    mockServer();
    const { user } = renderApp('/account/contact-support/');
    const message = await screen.findByLabelText('Message');
    await user.type(screen.getByLabelText('Email'), 'visitor@example.com');
    await user.click(message);
    await user.paste('a'.repeat(1000));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText('1000/1000')).toBeVisible();
    await user.type(message, 'b');
    expect(await screen.findByText('The query cannot contain more than 1000 symbols')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('asks for the e-mail when nobody is signed in, and requires the message', async () => {
    mockServer();
    const { user } = renderApp('/account/contact-support/');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Email format is not valid')).toBeVisible();
    await user.type(screen.getByLabelText('Message'), 'x');
    await user.clear(screen.getByLabelText('Message'));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('hides the e-mail when the profile has one, and thanks the user with the answer', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: makeProfile({ email: 'olivia@example.com' }) },
      'POST /api/contact-us/': THANK_YOU,
    });
    const { user, location } = renderApp('/account/contact-support/?redirect_uri=%2Faccount%2Fsettings%2F', {
      token: 't',
    });
    await user.type(await screen.findByLabelText('Message'), 'Please call me about my statement.');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('Our support team will contact you shortly.')).toBeVisible();
    expect(server.callsTo('POST /api/contact-us/')[0]?.body).toEqual({
      description: 'Please call me about my statement.',
      redirect_uri: '/account/settings/',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account/settings/'));
  });

  it('sends the typed e-mail when shown; Cancel goes back to login for a visitor', async () => {
    const server = mockServer({ 'POST /api/contact-us/': THANK_YOU });
    const { user, location } = renderApp('/account/contact-support/');
    await user.type(await screen.findByLabelText('Email'), 'visitor@example.com');
    await user.type(screen.getByLabelText('Message'), 'I cannot log in.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(server.callsTo('POST /api/contact-us/')[0]?.body).toEqual({
      email: 'visitor@example.com',
      description: 'I cannot log in.',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.current.pathname).toBe('/auth/login/'));
  });

  it('never follows a redirect_uri to another site', async () => {
    mockServer();
    const { user, location } = renderApp(
      '/account/contact-support/?redirect_uri=https%3A%2F%2Fevil.example%2F',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.current.pathname).toBe('/auth/login/'));
  });
});
