import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SECTION_LOOKUPS, savedCorporateTax } from '../sections/section-test-fixtures';
import { makeAccount } from '../summary/account-test-fixtures';

const steps = (unfilled_fields: string[]) => ({
  body: {
    step: 'fill_in_missing_details',
    data: { unfilled_fields, warning: null, loan_note_bundle_id: null },
  },
});

/**
 * An SMSF with an individual trustee whose trust details are done: the server lists what its state
 * still misses, as the real engine does; `lists` decides the list from what has been saved.
 */
const setup = (lists: (saved: { tax: boolean; deedSkipped: boolean }) => string[]) => {
  const saved = { tax: false, deedSkipped: false };
  const server = mockServer({
    ...SECTION_LOOKUPS,
    'GET /api/accounts/41/activation-steps/': () => steps(lists(saved)),
    'GET /api/accounts/41/': {
      body: makeAccount({ type: 'smsf', type_display: 'SMSF', trustee: 'individual', abn: '11534567890' }),
    },
    'GET /api/accounts/41/corporate-tax/': { body: null },
    'POST /api/accounts/41/corporate-tax/': (call) => {
      saved.tax = true;
      return { body: savedCorporateTax(41, call.body as object) };
    },
    'GET /api/accounts/41/deed-attachments/': { body: [] },
    'PATCH /api/accounts/41/': () => {
      saved.deedSkipped = true;
      return { body: makeAccount({ skip_deed_attachment: true }) };
    },
  });
  const view = renderApp('/account-setup/apply-now/?account=41', { token: 't' });
  return { server, ...view };
};

const answer = (user: ReturnType<typeof setup>['user'], question: string, choice: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(choice));

const skipDeed = async (user: ReturnType<typeof setup>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Skip' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip for now' }));
};

describe('the fill-in-missing-details host', () => {
  it('shows the listed sections one at a time in order, then goes to the summary when the server lists none', async () => {
    const { user, server, location } = setup((saved) => [
      ...(saved.tax ? [] : ['corporate_tax']),
      ...(saved.deedSkipped ? [] : ['deed_attachments']),
    ]);
    expect(await screen.findByRole('heading', { name: 'Tax details' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Trust deed' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText("I don't have a TFN"));
    await answer(user, 'Foreign entity', 'No');
    await user.click(await screen.findByLabelText('Australian private company'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Trust deed' })).toBeVisible();
    expect(location.current.pathname).toBe('/account-setup/apply-now/');
    expect(server.callsTo('POST /api/accounts/41/corporate-tax/')).toHaveLength(1);

    await skipDeed(user);
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/summary/'));
    expect(location.current.search).toBe('?account=41');
    expect(server.callsTo('PATCH /api/accounts/41/')[0]!.body).toEqual({ skip_deed_attachment: true });
  });

  it('asks the server again once its list ran out, and shows what it lists then', async () => {
    // Skipping the deed uncovers the tax details (as a change of the account would).
    const { user, location } = setup((saved) =>
      saved.deedSkipped ? (saved.tax ? [] : ['corporate_tax']) : ['deed_attachments'],
    );
    expect(await screen.findByRole('heading', { name: 'Trust deed' }, { timeout: 10_000 })).toBeVisible();
    await skipDeed(user);
    expect(await screen.findByRole('heading', { name: 'Tax details' })).toBeVisible();
    expect(location.current.pathname).toBe('/account-setup/apply-now/');
  });

  it('goes straight to the summary when nothing is missing', async () => {
    const { location } = setup(() => []);
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/summary/'), {
      timeout: 10_000,
    });
  });
});
