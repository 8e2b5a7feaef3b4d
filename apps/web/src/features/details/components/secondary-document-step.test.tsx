import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { DETAIL_LOOKUPS, personalDetail, profileAtSecondaryStep } from './test-fixtures';

const UPLOADED = { id: 42, file: '/api/personal-document/42/', file_name: 'medicare.png' };

const setup = () => {
  const server = mockServer({
    ...DETAIL_LOOKUPS,
    'GET /api/profiles/my/': { body: profileAtSecondaryStep() },
    'POST /api/personal-document/': { body: UPLOADED },
    'DELETE /api/personal-document/42/': { body: { detail: 'The file has been deleted.' } },
    'POST /api/secondary-verification-document/': (call) => ({
      body: { detail: 'Your document has been saved.', ...(call.body as object) },
    }),
    'GET /api/auth/registration-steps/': { body: { step: 'contact_details', data: null } },
  });
  return { server, ...renderApp('/individual-info/', { token: 't' }) };
};

const choose = (name: string, type: string) =>
  fireEvent.change(screen.getByLabelText('Copy of the document'), {
    target: { files: [new File(['img'], name, { type })] },
  });

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the Secondary verification document step', () => {
  it('offers the available types, needs a copy, and sends both', async () => {
    const { user, server } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Secondary verification document' }, { timeout: 10_000 }),
    ).toBeVisible();
    const type = screen.getByLabelText('Document type');
    await screen.findByRole('option', { name: 'Medicare card' });
    expect(screen.queryByRole('option', { name: 'Birth certificate' })).not.toBeInTheDocument();
    await user.selectOptions(type, 'Medicare card');
    expect(next()).toBeDisabled();

    choose('medicare.png', 'image/png');
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('medicare.png');
    await waitFor(() => expect(next()).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('uploaded-file')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/personal-document/42/')).toHaveLength(1);
    await waitFor(() => expect(next()).toBeDisabled());

    choose('medicare.png', 'image/png');
    await waitFor(() => expect(next()).toBeEnabled());
    server.on('GET /api/profiles/my/', {
      body: makeProfile({
        force_filling_missing_personal_details: true,
        personal_detail: personalDetail({ status: 'skipped', is_verified: false }) as never,
      }),
    });
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/secondary-verification-document/')).toHaveLength(1));
    expect(server.callsTo('POST /api/secondary-verification-document/')[0]!.body).toEqual({
      document_type: 'medicare_card',
      document_file: 42,
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contact details' })).toBeVisible(), {
      timeout: 10_000,
    });
  });

  it("shows the server's field error and stays on the step", async () => {
    const { user, server } = setup();
    server.on('POST /api/secondary-verification-document/', {
      status: 400,
      body: { document_file: ['This field is required'] },
    });
    await user.selectOptions(
      await screen.findByLabelText('Document type', {}, { timeout: 10_000 }),
      await screen.findByRole('option', { name: 'Passport' }),
    );
    choose('passport.png', 'image/png');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Secondary verification document' })).toBeVisible();
  });
});
