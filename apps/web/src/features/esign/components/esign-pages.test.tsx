import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { esignTexts, REDIRECT_PROGRESS_TEXTS } from '@portal/contracts/api/esign';
import { ipsTexts } from '@portal/contracts/api/ips';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { progressTextDelay } from './docusign-redirect-page';
import { changeRequest } from './esign-test-fixtures';

const request = changeRequest;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the redirecting screen', () => {
  it('shows each progress text for 4 to 6 seconds', () => {
    expect(progressTextDelay(() => 0)).toBe(4000);
    expect(progressTextDelay(() => 1)).toBe(6000);
    expect(progressTextDelay(() => 0.5)).toBe(5000);
  });

  it('rotates the texts while the sign URL is polled, stopping at Connecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = mockServer({ 'GET /api/change-requests/5/sign-url/': { body: { sign_url: null } } });
    renderApp('/account/docusign-redirect/41/?change_request=5', { token: 't', fakeTimers: true });
    expect(await screen.findByText('Preparing Documents', {}, { timeout: 10_000 })).toBeVisible();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Preparing Documents')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Uploading document 1 of 2')).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(await screen.findByText('Uploading document 2 of 2')).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(await screen.findByText('Connecting')).toBeVisible();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText(REDIRECT_PROGRESS_TEXTS[3])).toBeVisible();
    // Polled every 2 seconds meanwhile.
    expect(server.callsTo('GET /api/change-requests/5/sign-url/').length).toBeGreaterThanOrEqual(4);
  });

  it('goes to the signing page once the URL is ready', async () => {
    let polls = 0;
    mockServer({
      'GET /api/change-requests/5/sign-url/': () => {
        polls += 1;
        return { body: { sign_url: polls < 2 ? null : '/esign/sign/abcdefghijklmnopqrstuvwxyz/' } };
      },
      'GET /api/esign/sessions/abcdefghijklmnopqrstuvwxyz/': {
        status: 410,
        body: { detail: esignTexts.linkUsed },
      },
    });
    const { location } = renderApp('/account/docusign-redirect/41/?change_request=5', { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/esign/sign/abcdefghijklmnopqrstuvwxyz/'), {
      timeout: 10_000,
    });
  });

  it("finds the account's request to sign when none is named, and shows a refusal", async () => {
    mockServer({
      'GET /api/change-requests/': { body: [request()] },
      'GET /api/change-requests/5/sign-url/': {
        status: 400,
        body: { detail: 'Please complete your tax details before accepting the application.' },
      },
    });
    renderApp('/account/docusign-redirect/41/', { token: 't' });
    expect(
      await screen.findByText(
        'Please complete your tax details before accepting the application.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: esignTexts.backToAccount })).toBeVisible();
  });
});

describe('the signing callback pages', () => {
  const callback = (event: string, handlers: Parameters<typeof mockServer>[0]) => {
    const server = mockServer(handlers);
    return { server, ...renderApp(`/change-requests/sign-callback/5/?event=${event}`, { token: 't' }) };
  };
  const confirmed = (r: TChangeRequest) => ({
    'POST /api/change-requests/5/confirm/': { body: { detail: 'ok', change_request: r } },
  });

  it('signing_complete confirms; the application is signed and set up in 5-10 business days', async () => {
    const { server, user, location } = callback(
      'signing_complete',
      confirmed(request({ status: 'approved_by_users', my_status: 'signed' })),
    );
    expect(await screen.findByText(esignTexts.applicationSigned, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(onboardingTexts.processingTime)).toBeVisible();
    expect(server.callsTo('POST /api/change-requests/5/confirm/')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('signing_complete while others must still sign, and for an active account', async () => {
    callback('signing_complete', confirmed(request({ my_status: 'signed' })));
    expect(await screen.findByText(esignTexts.willBeActivated, {}, { timeout: 10_000 })).toBeVisible();
    expect(esignTexts.willBeActivated).toBe(
      'Your signature was submitted and will be activated once all members sign.',
    );
  });

  it('signing_complete on an active account with the result approved_by_users says it is active', async () => {
    callback(
      'signing_complete',
      confirmed(request({ status: 'approved_by_users', account: { id: 41, name: 'X', status: 'active' } })),
    );
    expect(await screen.findByText(esignTexts.changeActivated, {}, { timeout: 10_000 })).toBeVisible();
  });

  it('a signed IPS change says it goes to the portfolio manager before it is active', async () => {
    callback(
      'signing_complete',
      confirmed(
        request({
          kind: 'ips',
          status: 'approved_by_users',
          account: { id: 41, name: 'X', status: 'active' },
        }),
      ),
    );
    expect(await screen.findByText(ipsTexts.signedForReview, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText(esignTexts.changeActivated)).not.toBeInTheDocument();
  });

  describe('decline', () => {
    const DECLINE = 'POST /api/change-requests/5/decline/';
    const declining = (primary: boolean, current = request({ is_primary_user: primary })) => ({
      'GET /api/change-requests/5/': { body: current },
      [DECLINE]: {
        body: {
          detail: 'ok',
          change_request: request({ status: 'declined', my_status: 'declined', is_primary_user: primary }),
        },
      },
    });
    const confirmButton = () => screen.getByRole('button', { name: esignTexts.declineConfirmButton });

    it('opening the link declines nothing: it asks the member to confirm', async () => {
      const { server } = callback('decline', declining(true));
      expect(
        await screen.findByRole('heading', { name: esignTexts.declineConfirmHeading }, { timeout: 10_000 }),
      ).toBeVisible();
      expect(screen.getByText(esignTexts.declineConfirmPrimary)).toBeVisible();
      expect(screen.getByText(/portfolio manager and other members are informed/)).toBeVisible();
      expect(confirmButton()).toBeVisible();
      expect(screen.getByRole('button', { name: esignTexts.backToAccount })).toBeVisible();
      expect(server.callsTo('GET /api/change-requests/5/')).not.toHaveLength(0);
      expect(server.callsTo(DECLINE)).toHaveLength(0);
    });

    it('declines only on the confirm click; the primary user and other members read different outcomes', async () => {
      const first = callback('decline', declining(true));
      await waitFor(() => expect(confirmButton()).toBeEnabled(), { timeout: 10_000 });
      expect(first.server.callsTo(DECLINE)).toHaveLength(0);
      await first.user.click(confirmButton());
      expect(await screen.findByText(esignTexts.declinedPrimary, {}, { timeout: 10_000 })).toBeVisible();
      expect(screen.getByRole('heading', { name: esignTexts.declinedHeading })).toBeVisible();
      expect(screen.getByText(/portfolio manager and other members are informed/)).toBeVisible();
      expect(first.server.callsTo(DECLINE)).toHaveLength(1);
      await first.user.click(screen.getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(first.location.current.pathname).toBe('/accounts/41/'));
      first.unmount();

      const second = callback('decline', declining(false));
      expect(await screen.findByText(esignTexts.declineConfirmMember, {}, { timeout: 10_000 })).toBeVisible();
      expect(second.server.callsTo(DECLINE)).toHaveLength(0);
      await second.user.click(confirmButton());
      expect(await screen.findByText(esignTexts.declinedMember, {}, { timeout: 10_000 })).toBeVisible();
      expect(second.server.callsTo(DECLINE)).toHaveLength(1);
    });

    it('the back button returns to the account and declines nothing', async () => {
      const { server, user, location } = callback('decline', declining(true));
      await user.click(
        await screen.findByRole('button', { name: esignTexts.backToAccount }, { timeout: 10_000 }),
      );
      await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
      expect(server.callsTo(DECLINE)).toHaveLength(0);
    });

    it('a decline already recorded by the signing provider shows the outcome without asking again', async () => {
      const { server } = callback(
        'decline',
        declining(true, request({ status: 'declined', my_status: 'declined' })),
      );
      expect(await screen.findByText(esignTexts.declinedPrimary, {}, { timeout: 10_000 })).toBeVisible();
      expect(screen.queryByRole('button', { name: esignTexts.declineConfirmButton })).not.toBeInTheDocument();
      expect(server.callsTo(DECLINE)).toHaveLength(0);
    });

    it.each([
      ['approved by the members', request({ status: 'approved_by_users', my_status: 'signed' })],
      ['declined by another member', request({ status: 'declined' })],
      ['already signed by this member', request({ my_status: 'signed' })],
    ])('a request %s offers no decline and leads to the account', async (_, current) => {
      const { server, location } = callback('decline', declining(true, current));
      await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'), { timeout: 10_000 });
      expect(screen.queryByRole('button', { name: esignTexts.declineConfirmButton })).not.toBeInTheDocument();
      expect(server.callsTo(DECLINE)).toHaveLength(0);
    });
  });

  it.each(['cancel', 'viewing_complete', 'ttl_expired'])('%s shows the Finish later page', async (event) => {
    const { server, user, location } = callback(event, {
      'GET /api/change-requests/5/': { body: request() },
      'GET /api/change-requests/5/sign-url/': { body: { sign_url: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Finish later' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(esignTexts.finishLaterText)).toBeVisible();
    expect(server.callsTo('POST /api/change-requests/5/confirm/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: esignTexts.signNow }));
    await waitFor(() =>
      expect(`${location.current.pathname}${location.current.search}`).toBe(
        '/account/docusign-redirect/41/?change_request=5',
      ),
    );
  });

  describe('the outcome pages say what happened', () => {
    it('viewing_complete after the member signed says the signature is recorded, not that nothing is signed', async () => {
      callback('viewing_complete', {
        'GET /api/change-requests/5/': { body: request({ my_status: 'signed', can_sign: false }) },
      });
      expect(
        await screen.findByRole(
          'heading',
          { name: esignTexts.signatureRecordedHeading },
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      expect(screen.getByText(esignTexts.willBeActivated)).toBeVisible();
      expect(screen.queryByText(/Nothing has been signed/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Finish later' })).not.toBeInTheDocument();
    });

    it.each([
      ['bank_account_edit', 'The bank account change has been declined and will not be made.'],
      ['ips', 'The IPS change has been declined and will not take effect.'],
    ])("a primary user's decline of a %s request does not say it is returned to them", async (kind, line) => {
      callback('decline', {
        'GET /api/change-requests/5/': {
          body: request({ kind, status: 'declined', my_status: 'declined' }),
        },
      });
      expect(
        await screen.findByText(new RegExp(line.replace('.', '\\.')), {}, { timeout: 10_000 }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { name: esignTexts.declinedHeading })).toBeVisible();
      expect(screen.queryByText(/returned to you/)).not.toBeInTheDocument();
    });

    it('a late signing_complete on a declined request says it was declined, not Finish later', async () => {
      const { server } = callback('signing_complete', {
        'POST /api/change-requests/5/confirm/': {
          status: 400,
          body: { detail: 'This request is no longer awaiting signatures.' },
        },
        'GET /api/change-requests/5/': { body: request({ status: 'declined', is_primary_user: false }) },
      });
      expect(
        await screen.findByRole(
          'heading',
          { name: 'The application has been declined' },
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Finish later' })).not.toBeInTheDocument();
      expect(server.callsTo('POST /api/change-requests/5/confirm/')).toHaveLength(1);
    });
  });

  it('a request that cannot be read says so, not Finish later, and leads back to the accounts', async () => {
    const { user, location } = callback('viewing_complete', {
      'GET /api/change-requests/5/': { status: 404, body: { detail: 'Not found.' } },
    });
    expect(
      await screen.findByRole('heading', { name: esignTexts.outcomeFailedHeading }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Not found.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Finish later' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: esignTexts.backToAccount }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/'));
  });

  it('a confirm refused while the member has not signed shows the refusal on the Finish later page', async () => {
    callback('signing_complete', {
      'POST /api/change-requests/5/confirm/': {
        status: 400,
        body: { detail: 'The document has not been signed yet. Please open it and sign it first.' },
      },
      'GET /api/change-requests/5/': { body: request() },
    });
    expect(await screen.findByRole('heading', { name: 'Finish later' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/has not been signed yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: esignTexts.signNow })).toBeVisible();
  });

  it('session_timeout shows Session time out', async () => {
    callback('session_timeout', { 'GET /api/change-requests/5/': { body: request() } });
    expect(
      await screen.findByRole('heading', { name: 'Session time out' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('a request no longer pending leads to the account details', async () => {
    const { location } = callback('cancel', {
      'GET /api/change-requests/5/': { body: request({ status: 'approved_by_users' }) },
    });
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'), { timeout: 10_000 });
  });
});

describe('the embedded signing page', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
  const base = `/api/esign/sessions/${TOKEN}`;
  const session = {
    title: 'Account application: Olivia Nguyen',
    signer_name: 'Olivia Nguyen',
    documents: [{ position: 1, name: 'Account application.pdf' }],
    recipient_status: 'sent',
    expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  };

  it('signs with the typed full name, showing a mismatch under the field, then goes to the callback', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() }));
    const server = mockServer({
      [`GET ${base}/`]: { body: session },
      [`GET ${base}/documents/1/`]: { body: '%PDF' },
      [`POST ${base}/sign/`]: (call) =>
        (call.body as { full_name: string }).full_name === 'Olivia Nguyen'
          ? {
              body: {
                event: 'signing_complete',
                redirect_url: '/change-requests/sign-callback/5/?event=signing_complete',
              },
            }
          : {
              status: 400,
              body: { full_name: ['Type your full name as it appears on the document: Olivia Nguyen'] },
            },
      'POST /api/change-requests/5/confirm/': {
        body: { detail: 'ok', change_request: request({ my_status: 'signed' }) },
      },
    });
    const { user, location } = renderApp(`/esign/sign/${TOKEN}/`, { token: 't' });
    expect(await screen.findByText(session.title, {}, { timeout: 10_000 })).toBeVisible();
    const sign = screen.getByRole('button', { name: esignTexts.sign });
    expect(sign).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: esignTexts.viewDocument }));
    await user.type(screen.getByLabelText(esignTexts.typedName), 'Olivia N');
    await user.click(sign);
    expect(
      await screen.findByText('Type your full name as it appears on the document: Olivia Nguyen'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText(esignTexts.typedName));
    await user.type(screen.getByLabelText(esignTexts.typedName), 'Olivia Nguyen');
    await user.click(sign);
    await waitFor(() => expect(location.current.pathname).toBe('/change-requests/sign-callback/5/'));
    expect(location.current.search).toBe('?event=signing_complete');
    expect(server.callsTo(`POST ${base}/sign/`).at(-1)!.body).toEqual({ full_name: 'Olivia Nguyen' });
  });

  it('shows every document and enables Sign only once each has been opened', async () => {
    // Each document's URL tells which it is (the fake server answers its body as JSON text).
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const server = mockServer({
      [`GET ${base}/`]: {
        body: {
          ...session,
          documents: [
            { position: 1, name: 'Account application.pdf' },
            { position: 2, name: 'Investment Policy Statement.pdf' },
          ],
        },
      },
      [`GET ${base}/documents/1/`]: { body: '%PDF-1' },
      [`GET ${base}/documents/2/`]: { body: '%PDF-22' },
    });
    const { user } = renderApp(`/esign/sign/${TOKEN}/`, { token: 't' });
    const list = await screen.findByRole('list', { name: esignTexts.documentsHeading }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Account application.pdf')).toBeVisible();
    expect(within(items[1]!).getByText('Investment Policy Statement.pdf')).toBeVisible();
    await user.type(screen.getByLabelText(esignTexts.typedName), 'Olivia Nguyen');
    const sign = screen.getByRole('button', { name: esignTexts.sign });
    expect(sign).toBeDisabled();
    expect(
      screen.getByText(
        esignTexts.stillToOpen(['Account application.pdf', 'Investment Policy Statement.pdf']),
      ),
    ).toBeVisible();

    // Nothing is fetched before the signer opens it: the server counts a fetch as the document opened.
    expect(server.callsTo(`GET ${base}/documents/1/`)).toHaveLength(0);
    expect(server.callsTo(`GET ${base}/documents/2/`)).toHaveLength(0);

    // Viewing the first in the page fetches and opens it.
    await user.click(within(items[0]!).getByRole('button', { name: esignTexts.viewDocument }));
    expect(await screen.findByTitle('Account application.pdf')).toHaveAttribute('src', 'blob:8');
    expect(within(items[0]!).getByText(esignTexts.documentOpened)).toBeVisible();
    expect(server.callsTo(`GET ${base}/documents/1/`)).toHaveLength(1);
    expect(server.callsTo(`GET ${base}/documents/2/`)).toHaveLength(0);
    expect(sign).toBeDisabled();
    expect(screen.getByText(esignTexts.stillToOpen(['Investment Policy Statement.pdf']))).toBeVisible();

    // Downloading the second (what a phone does) fetches it, saves it under its name and opens it too.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(items[1]!).getByRole('button', { name: esignTexts.downloadDocument }));
    expect(await within(items[1]!).findByText(esignTexts.documentOpened)).toBeVisible();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Investment Policy Statement.pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe('blob:9');
    expect(sign).toBeEnabled();
    expect(screen.getByText(esignTexts.allOpened)).toBeVisible();
    expect(server.callsTo(`GET ${base}/documents/2/`)).toHaveLength(1);
    click.mockRestore();
  });

  it('says so when a document cannot be fetched, and keeps it unopened', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: vi.fn() }));
    mockServer({
      [`GET ${base}/`]: { body: session },
      [`GET ${base}/documents/1/`]: { status: 404, body: { detail: 'Not found.' } },
    });
    const { user } = renderApp(`/esign/sign/${TOKEN}/`, { token: 't' });
    await user.click(
      await screen.findByRole('button', { name: esignTexts.viewDocument }, { timeout: 10_000 }),
    );
    expect(await screen.findByText(esignTexts.documentFailed)).toBeVisible();
    expect(screen.getByText(esignTexts.documentNotOpened)).toBeVisible();
    expect(screen.getByRole('button', { name: esignTexts.sign })).toBeDisabled();
  });

  it('declines after confirmation, and finishes later', async () => {
    const server = mockServer({
      [`GET ${base}/`]: { body: session },
      [`POST ${base}/decline/`]: {
        body: { event: 'decline', redirect_url: '/change-requests/sign-callback/5/?event=decline' },
      },
      // The session's decline records it: the callback page only reads the outcome.
      'GET /api/change-requests/5/': { body: request({ status: 'declined', my_status: 'declined' }) },
    });
    const { user, location } = renderApp(`/esign/sign/${TOKEN}/`, { token: 't' });
    await user.click(await screen.findByRole('button', { name: esignTexts.decline }, { timeout: 10_000 }));
    expect(screen.getByText(esignTexts.declineConfirm)).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: esignTexts.decline }).at(-1)!);
    await waitFor(() => expect(location.current.search).toBe('?event=decline'));
    expect(await screen.findByText(esignTexts.declinedPrimary, {}, { timeout: 10_000 })).toBeVisible();
    expect(server.callsTo(`POST ${base}/decline/`)).toHaveLength(1);
    expect(server.callsTo('POST /api/change-requests/5/decline/')).toHaveLength(0);
  });

  it('times the session out at the time the server gives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      [`GET ${base}/`]: { body: { ...session, expires_at: new Date(Date.now() + 60_000).toISOString() } },
      [`POST ${base}/timeout/`]: {
        body: {
          event: 'session_timeout',
          redirect_url: '/change-requests/sign-callback/5/?event=session_timeout',
        },
      },
      'GET /api/change-requests/5/': { body: request() },
    });
    renderApp(`/esign/sign/${TOKEN}/`, { token: 't', fakeTimers: true });
    expect(await screen.findByText(session.title, {}, { timeout: 10_000 })).toBeVisible();
    act(() => vi.advanceTimersByTime(61_000));
    expect(
      await screen.findByRole('heading', { name: 'Session time out' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(server.callsTo(`POST ${base}/timeout/`)).toHaveLength(1);
  });

  it('says a used link is used', async () => {
    mockServer({ [`GET ${base}/`]: { status: 410, body: { detail: esignTexts.linkUsed } } });
    renderApp(`/esign/sign/${TOKEN}/`);
    expect(await screen.findByText(esignTexts.linkUsed, {}, { timeout: 10_000 })).toBeVisible();
  });
});
