import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { IndividualTaxForm } from './individual-tax-form';
import { COUNTRY_NAMES, SECTION_LOOKUPS, TFN_NOTICE } from './section-test-fixtures';

const SAVED = {
  id: 4,
  tfn: '******782',
  has_not_tfn: false,
  is_australian_tax_resident: true,
  is_other_country_tax_resident: false,
  tin: '',
  country_of_residence: null,
  can_edit: true,
};

type TSent = Record<string, unknown> & {
  tfn?: string;
  has_not_tfn?: boolean;
  country_of_residence?: unknown;
};

/** The server answers a save with the stored details: the TFN masked (an empty one keeps the one on file) and the country named. */
const savedFrom = ({ account: _account, tfn, country_of_residence: country, ...sent }: TSent) => ({
  ...SAVED,
  ...sent,
  tfn: sent.has_not_tfn ? null : tfn ? `******${tfn.slice(-3)}` : SAVED.tfn,
  country_of_residence:
    typeof country === 'number' ? { id: country, name: COUNTRY_NAMES[country] ?? '' } : null,
});

const setup = (saved: unknown = null, mode: 'setup' | 'edit' = 'setup') => {
  const server = mockServer({
    ...SECTION_LOOKUPS,
    'GET /api/individual-tax/': { body: saved },
    'POST /api/individual-tax/': (call) => ({ body: savedFrom(call.body as TSent) }),
    'PATCH /api/individual-tax/4/': (call) => ({ body: savedFrom(call.body as TSent) }),
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<IndividualTaxForm accountId={9} mode={mode} onDone={onDone} />);
  return { server, onDone, ...view };
};

const answer = async (user: ReturnType<typeof setup>['user'], question: string, choice: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(choice));

describe('IndividualTaxForm', () => {
  it('shows the not-an-offence notice and checks the TFN', async () => {
    const { user } = setup();
    expect(await screen.findByText(TFN_NOTICE)).toBeVisible();
    const tfn = screen.getByLabelText('TFN');
    await user.type(tfn, '1234567');
    expect(await screen.findByText('TFN must contain 8 or 9 digits')).toBeVisible();
    // Only digits get in, grouped as the spec shows a TFN.
    await user.clear(tfn);
    await user.type(tfn, '12345678a');
    expect((tfn as HTMLInputElement).value.trimEnd()).toBe('123 456 78');
    await user.clear(tfn);
    await user.type(tfn, '123456789');
    expect(await screen.findByText('TFN is not valid')).toBeVisible();
    await user.clear(tfn);
    expect(await screen.findByText('This field is required')).toBeVisible();
  });

  it("clears and locks the TFN when 'I don't have a TFN' is ticked", async () => {
    const { user, server, onDone } = setup();
    const tfn = await screen.findByLabelText('TFN');
    await user.type(tfn, '1234');
    await user.click(screen.getByLabelText("I don't have a TFN"));
    expect(tfn).toHaveValue('');
    expect(tfn).toBeDisabled();
    await answer(user, 'Australian tax resident', 'Yes');
    await answer(user, 'Tax resident of another country', 'No');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/individual-tax/')[0]!.body).toEqual({
      tfn: '',
      has_not_tfn: true,
      is_australian_tax_resident: true,
      is_other_country_tax_resident: false,
      tin: '',
      country_of_residence: null,
      account: 9,
    });
  });

  it('asks a resident of another country for the country and the TIN, digits only', async () => {
    const { user, server, onDone } = setup();
    await user.type(await screen.findByLabelText('TFN'), '123456782');
    await answer(user, 'Australian tax resident', 'No');
    expect(screen.queryByLabelText('TIN')).not.toBeInTheDocument();
    await answer(user, 'Tax resident of another country', 'Yes');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await chooseCountry(user, screen.getByLabelText('Country of tax residence'), 'New Zealand');
    await user.type(screen.getByLabelText('TIN'), '12-34');
    expect(await screen.findByText('TIN must contain numbers only')).toBeVisible();
    await user.clear(screen.getByLabelText('TIN'));
    await user.type(screen.getByLabelText('TIN'), '987654321');
    expect(next).toBeEnabled();
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/individual-tax/')[0]!.body).toMatchObject({
      tfn: '123456782',
      tin: '987654321',
      country_of_residence: 160,
    });
  });

  it('keeps the TFN on file when left empty, with Save on an edit page', async () => {
    const { user, server, onDone } = setup(SAVED, 'edit');
    expect(
      await screen.findByText('A TFN is on file (******782). Enter a new one only to replace it.'),
    ).toBeVisible();
    expect(screen.getByLabelText('TFN')).toHaveValue('');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/individual-tax/4/')[0]!.body).toMatchObject({ tfn: '' });
  });

  it('requires both residency answers and shows server field errors under their fields', async () => {
    const { user, server, onDone } = setup();
    server.on('POST /api/individual-tax/', { status: 400, body: { tfn: ['TFN is not valid'] } });
    await user.type(await screen.findByLabelText('TFN'), '123456782');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await answer(user, 'Australian tax resident', 'Yes');
    expect(next).toBeDisabled();
    await answer(user, 'Tax resident of another country', 'No');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('TFN is not valid')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
