import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductDetailsStep } from './product-details-step';

const TYPES = [
  { id: 1, term: null, is_at_call: true, interest_type: 'variable', interest_rate: '4.75', active: true },
  { id: 2, term: 3, is_at_call: false, interest_type: 'fixed', interest_rate: '6.25', active: true },
  { id: 4, term: 12, is_at_call: false, interest_type: 'fixed', interest_rate: '7.25', active: true },
  { id: 6, term: 36, is_at_call: false, interest_type: 'fixed', interest_rate: '8.25', active: true },
  { id: 7, term: 60, is_at_call: false, interest_type: 'fixed', interest_rate: '8.50', active: false },
];
const BANKS = [{ id: 31, name: 'Everyday', bsb: '062000', number_ending: '678' }];
const BUNDLE = {
  id: 12,
  account: 9,
  bank_account: 31,
  can_edit: true,
  loan_notes: [
    {
      id: 1,
      note_type: 4,
      face_value: '20000.00',
      interest_capitalisation: false,
      is_automatically_created: false,
    },
  ],
};

/** What the server answers to an application: the bundle with the products saved, each with its id. */
const appliedBundle = (request: unknown) => {
  const { loan_notes: notes, ...rest } = request as { loan_notes: object[] };
  return {
    ...BUNDLE,
    ...rest,
    loan_notes: notes.map((note, i) => ({ id: i + 1, ...note, is_automatically_created: false })),
  };
};

const setup = (productId: number | null = null, extra: Record<string, unknown> = {}) => {
  const server = mockServer({
    'GET /api/loan-notes/types/': { body: TYPES },
    'GET /api/loan-notes/bank-accounts/': { body: BANKS },
    'GET /api/loan-note-bundles/12/': { body: BUNDLE },
    'POST /api/loan-notes/apply-now/': (call) => ({ status: 201, body: appliedBundle(call.body) }),
    'PATCH /api/loan-note-bundles/12/': { body: BUNDLE },
    ...extra,
  });
  const onDone = vi.fn();
  const view = renderWithProviders(
    <ProductDetailsStep accountId={9} productId={productId} submitLabel="Next" onDone={onDone} />,
  );
  return { server, onDone, ...view };
};

const product = (n: number) => screen.getByRole('group', { name: `Product ${n}` });
const choose = async (user: ReturnType<typeof setup>['user'], n: number, label: string) =>
  user.selectOptions(within(product(n)).getByLabelText('Product'), label);
const amount = (n: number) => within(product(n)).getByLabelText('Amount ($)');
const next = () => screen.getByRole('button', { name: 'Next' });

describe('ProductDetailsForm', () => {
  it('labels products by term, rate and interest type, without withdrawn ones', async () => {
    setup();
    const select = await screen.findByLabelText('Product');
    const labels = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual([
      'Select…',
      '48-hour at-call - 4.75% - Variable',
      '3 months - 6.25% - Fixed',
      '1 year - 7.25% - Fixed',
      '3 years - 8.25% - Fixed',
    ]);
  });

  it('requires product and amount, $10,000 at least or $1 for the 48-hour product', async () => {
    const { user } = setup();
    await screen.findByLabelText('Product');
    expect(next()).toBeDisabled();
    await user.type(amount(1), '5');
    await user.clear(amount(1));
    expect(await screen.findByText('This field is required')).toBeVisible();
    await choose(user, 1, '1 year - 7.25% - Fixed');
    await user.type(amount(1), '9999.99');
    expect(await screen.findByText('Enter an amount equal to or greater than $10,000')).toBeVisible();
    expect(next()).toBeDisabled();
    await choose(user, 1, '48-hour at-call - 4.75% - Variable');
    await user.clear(amount(1));
    await user.type(amount(1), '0.5');
    expect(await screen.findByText('Enter an amount equal to or greater than $1')).toBeVisible();
    await user.clear(amount(1));
    await user.type(amount(1), '1');
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('adds and removes products, allowing one 48-hour product only', async () => {
    const { user } = setup();
    await screen.findByLabelText('Product');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await choose(user, 1, '48-hour at-call - 4.75% - Variable');
    await user.type(amount(1), '500');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await choose(user, 2, '48-hour at-call - 4.75% - Variable');
    await user.type(amount(2), '600');
    expect(await screen.findByText('Only one 48-hour at-call product can be added')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.click(within(product(2)).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Product 2' })).toBeNull();
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('says how often interest is paid: quarterly, monthly for the 48-hour product', async () => {
    const { user } = setup();
    await screen.findByLabelText('Product');
    await choose(user, 1, '1 year - 7.25% - Fixed');
    expect(screen.getByLabelText('Interest paid quarterly to my bank account')).toBeChecked();
    await choose(user, 1, '48-hour at-call - 4.75% - Variable');
    expect(screen.getByLabelText('Interest paid monthly to my bank account')).toBeChecked();
  });

  it('applies with account, bank account and the products (money as text)', async () => {
    const { user, server, onDone } = setup();
    await screen.findByLabelText('Product');
    await choose(user, 1, '3 years - 8.25% - Fixed');
    await user.type(amount(1), '150000.50');
    await user.click(screen.getByLabelText('Interest added to the note (capitalised)'));
    await user.click(next());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/loan-notes/apply-now/')[0]!.body).toEqual({
      account: 9,
      bank_account: 31,
      loan_notes: [{ note_type: 6, face_value: '150000.50', interest_capitalisation: true }],
    });
  });

  it('disables submission with a notice when a chosen product is withdrawn', async () => {
    setup(12, {
      'GET /api/loan-note-bundles/12/': {
        body: { ...BUNDLE, loan_notes: [{ ...BUNDLE.loan_notes[0], note_type: 7, face_value: '50000.00' }] },
      },
    });
    expect(
      await screen.findByText(
        'A product you chose is no longer available. Remove it or choose another product to submit your application.',
      ),
    ).toBeVisible();
    expect(next()).toBeDisabled();
  });

  it("opens 'Product option is not available' when the server says the note type is not active", async () => {
    const { user, onDone } = setup(12, {
      'PATCH /api/loan-note-bundles/12/': {
        status: 400,
        body: { 'loan_notes.0.note_type': ['Note type is not active'] },
      },
    });
    await waitFor(() => expect(amount(1)).toHaveValue('$20,000.00'));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    const dialog = await screen.findByRole('dialog', { name: 'Product option is not available' });
    expect(
      within(dialog).getByText(
        'There is no such product available at the moment. Please contact your advisor for further information.',
      ),
    ).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
