import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CorporateTaxForm } from './corporate-tax-form';
import { SECTION_LOOKUPS, savedCorporateTax, sectionAccount, TFN_NOTICE } from './section-test-fixtures';

const SAVED = {
  account: 9,
  tfn: '******782',
  has_not_tfn: false,
  abn: '51824753556',
  is_foreign_entity: false,
  country: null,
  tin: '',
  category: { id: 2, title: 'Australian private company' },
  can_edit: true,
};

const setup = (type: 'company' | 'trust' | 'smsf', saved: unknown = null, account: object = {}) => {
  const server = mockServer({
    ...SECTION_LOOKUPS,
    'GET /api/accounts/9/': {
      body: sectionAccount({ type, abn: type === 'smsf' ? '51824753556' : '', ...account }),
    },
    'GET /api/accounts/9/corporate-tax/': { body: saved },
    'POST /api/accounts/9/corporate-tax/': (call) => ({ body: savedCorporateTax(9, call.body as object) }),
    'PATCH /api/accounts/9/corporate-tax/': (call) => ({
      body: savedCorporateTax(9, call.body as object, SAVED.tfn),
    }),
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<CorporateTaxForm accountId={9} mode="setup" onDone={onDone} />);
  return { server, onDone, ...view };
};

const answer = (user: ReturnType<typeof setup>['user'], question: string, choice: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(choice));

describe('CorporateTaxForm', () => {
  it('asks a company for TFN, ABN, foreign entity and category, with the notice and category tooltips', async () => {
    const { user, server, onDone } = setup('company');
    expect(await screen.findByText(TFN_NOTICE)).toBeVisible();
    await user.type(screen.getByLabelText('TFN'), '123456782');
    const abn = screen.getByLabelText('ABN');
    await user.type(abn, '51824753557');
    expect(await screen.findByText('ABN is not valid')).toBeVisible();
    await user.clear(abn);
    await user.type(abn, '51824753556');
    await answer(user, 'Foreign entity', 'No');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.hover(await screen.findByRole('button', { name: 'About Australian private company' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'A proprietary company registered in Australia.',
    );
    await user.click(screen.getByLabelText('Australian private company'));
    expect(next).toBeEnabled();
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/corporate-tax/')[0]!.body).toEqual({
      tfn: '123456782',
      has_not_tfn: false,
      abn: '51824753556',
      is_foreign_entity: false,
      country: null,
      tin: '',
      category: 2,
    });
  });

  it('starts a company with the ABN the register gave for its ACN', async () => {
    setup('company', null, {
      acn: '612345678',
      acn_lookup_data: {
        business_name: 'Sharma Holdings Pty Ltd',
        acn: '612345678',
        abn: '10612345678',
        type: 'Australian Private Company',
        directors: [],
      },
    });
    expect(await screen.findByLabelText('ABN')).toHaveValue('10 612 345 678');
  });

  it('asks a foreign entity for the country and a TIN', async () => {
    const { user } = setup('trust');
    await user.click(await screen.findByLabelText("I don't have a TFN"));
    await user.type(screen.getByLabelText('ABN'), '51824753556');
    await user.click(await screen.findByLabelText('Australian public company'));
    await answer(user, 'Foreign entity', 'Yes');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await chooseCountry(user, screen.getByLabelText('Country'), 'New Zealand');
    await user.type(screen.getByLabelText('TIN'), 'AB1');
    expect(await screen.findByText('TIN must contain numbers only')).toBeVisible();
    await user.clear(screen.getByLabelText('TIN'));
    await user.type(screen.getByLabelText('TIN'), '123');
    expect(next).toBeEnabled();
  });

  it('does not ask an SMSF for the ABN, and keeps a TFN on file', async () => {
    const { user, server, onDone } = setup('smsf', { ...SAVED, abn: '' });
    expect(
      await screen.findByText('A TFN is on file (******782). Enter a new one only to replace it.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('ABN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/corporate-tax/')[0]!.body).toMatchObject({
      tfn: '',
      abn: '',
    });
  });
});
