import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateFieldGroup, shownDate, typeDate } from '@/test/date-picker';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { DETAIL_LOOKUPS, personalDetail, profileAtSecondaryStep } from './test-fixtures';

const CONSENT =
  'I consent to my identity document being checked with the issuer or official record holder through the Document Verification Service (DVS).';
const FAILURE = 'Your identity document could not be verified.';

const forcedNewProfile = makeProfile({ force_filling_missing_personal_details: true });

const renderStep = (saved: ReturnType<typeof personalDetail>, handlers = {}) => {
  const server = mockServer({
    ...DETAIL_LOOKUPS,
    'GET /api/profiles/my/': { body: forcedNewProfile },
    'GET /api/auth/registration-steps/': { body: { step: 'personal_details', data: saved } },
    ...handlers,
  });
  return { server, ...renderApp('/individual-info/', { token: 't' }) };
};

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the DVS consent of the Personal details step', () => {
  it('is not asked again for a verified, unchanged document, and is asked once the document changes', async () => {
    const { user } = renderStep(personalDetail());
    const card = await screen.findByLabelText('Card number', {}, { timeout: 10_000 });
    expect(card).toHaveValue('C1234567');
    expect(screen.queryByLabelText(CONSENT)).not.toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());

    await user.type(card, '8');
    const consent = screen.getByLabelText(CONSENT);
    expect(consent).not.toBeChecked();
    await waitFor(() => expect(next()).toBeDisabled());
    await user.click(consent);
    await waitFor(() => expect(next()).toBeEnabled());

    await user.type(card, '{Backspace}');
    expect(screen.queryByLabelText(CONSENT)).not.toBeInTheDocument();
  });

  it('is asked when the document is not verified yet', async () => {
    renderStep(personalDetail({ status: 'not_verified', is_verified: false, consent_access: false }));
    await screen.findByLabelText('Card number', {}, { timeout: 10_000 });
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
    expect(next()).toBeDisabled();
  });
});

describe('the Verification required modal', () => {
  it('opens after the third failed check the server reports, and Continue skips the verification', async () => {
    const unverified = personalDetail({ status: 'not_verified', is_verified: false, consent_access: false });
    let attempts = 1;
    const { user, server } = renderStep(unverified, {
      'PATCH /api/personal-details/11/': () => {
        attempts += 1;
        return {
          body: { ...unverified, no_failed_verification_attempts: attempts, verification_error: FAILURE },
        };
      },
      'POST /api/personal-details/11/skip-verification/': { body: { detail: 'Verification skipped.' } },
    });
    await user.click(await screen.findByLabelText(CONSENT, {}, { timeout: 10_000 }));
    await waitFor(() => expect(next()).toBeEnabled());

    await user.click(next());
    expect(await screen.findByText(FAILURE)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Verification required' })).not.toBeInTheDocument();
    expect(server.callsTo('PATCH /api/personal-details/11/')[0]!.body).toMatchObject({
      primary_verification_document: { document_type: 'driver_licence', consent_access: true },
    });

    await user.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Verification required' });
    expect(server.callsTo('PATCH /api/personal-details/11/')).toHaveLength(2);
    expect(server.callsTo('POST /api/personal-details/11/skip-verification/')).toHaveLength(0);

    server.on('GET /api/profiles/my/', { body: profileAtSecondaryStep() });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/personal-details/11/skip-verification/')).toHaveLength(1),
    );
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Secondary verification document' })).toBeVisible(),
      { timeout: 10_000 },
    );
  });

  it('Back closes the modal without skipping', async () => {
    const failed = personalDetail({
      status: 'not_verified',
      is_verified: false,
      consent_access: false,
      no_failed_verification_attempts: 3,
    });
    const { user, server } = renderStep(failed, {
      'PATCH /api/personal-details/11/': { body: { ...failed, verification_error: FAILURE } },
    });
    await user.click(await screen.findByLabelText(CONSENT, {}, { timeout: 10_000 }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Verification required' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Verification required' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('POST /api/personal-details/11/skip-verification/')).toHaveLength(0);
  });
});

describe('the passport variant of the identity document', () => {
  it('keeps the verified licence and asks for the passport in its own fields, with its own consent', async () => {
    const saved = personalDetail({
      primary_verification_document: {
        ...personalDetail().primary_verification_document,
        passport_document_id: null,
        passport_issue_date: null,
        passport_expiry_date: null,
        passport_document_file: null,
      },
    });
    const { user, server } = renderStep(saved, {
      'POST /api/personal-document/': {
        body: { id: 77, file: '/api/personal-document/77/', file_name: 'passport.png' },
      },
      'PATCH /api/personal-details/11/': { body: { ...saved, verification_error: FAILURE } },
    });
    const type = await screen.findByLabelText('Document type', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('Licence number')).toHaveValue('AB123456');
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('licence.pdf');
    expect(screen.queryByLabelText(CONSENT)).not.toBeInTheDocument();

    await user.selectOptions(type, 'Passport');
    const number = screen.getByLabelText('Passport number');
    expect(number).toHaveValue('');
    expect(screen.queryByLabelText('Licence number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await dateFieldGroup('Issue date');
    expect(shownDate('Issue date')).toBe('');
    expect(screen.queryByTestId('uploaded-file')).not.toBeInTheDocument();
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
    await waitFor(() => expect(next()).toBeDisabled());

    await user.type(number, 'PB7654321');
    await typeDate(user, 'Issue date', '2021-05-01');
    await typeDate(user, 'Expiry date', '2099-04-30');
    fireEvent.change(screen.getByLabelText('Copy of the document'), {
      target: { files: [new File(['img'], 'passport.png', { type: 'image/png' })] },
    });
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('passport.png');
    await user.click(screen.getByLabelText(CONSENT));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(server.callsTo('PATCH /api/personal-details/11/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/personal-details/11/')[0]!.body).toMatchObject({
      primary_verification_document: {
        document_type: 'passport',
        passport_document_id: 'PB7654321',
        passport_issue_date: '2021-05-01',
        passport_expiry_date: '2099-04-30',
        passport_document_file: 77,
        passport_consent_access: true,
        document_id: 'AB123456',
        document_file: 5,
      },
    });

    // Back to the licence: the verified licence is on file again, so no consent is asked.
    await user.selectOptions(type, 'Driver licence');
    expect(screen.getByLabelText('Licence number')).toHaveValue('AB123456');
    expect(screen.getByTestId('uploaded-file')).toHaveTextContent('licence.pdf');
    expect(screen.queryByLabelText(CONSENT)).not.toBeInTheDocument();
  });
});
