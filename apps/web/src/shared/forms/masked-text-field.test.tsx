import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MoneyTextField, PatternTextField, PercentInput, type TPatternKind } from './masked-text-field';

type TValues = { number: string; amount: string };

const Harness = ({ kind = 'bsb', initial = '' }: { kind?: TPatternKind; initial?: string }) => {
  const { control } = useForm<TValues>({ defaultValues: { number: initial, amount: '' } });
  const values = useWatch({ control });
  return (
    <>
      <PatternTextField control={control} name="number" label="Number" kind={kind} />
      <MoneyTextField control={control} name="amount" label="Amount" />
      <output aria-label="Form values">{JSON.stringify(values)}</output>
    </>
  );
};

/** A plain TextField (local state, no form) with the percent input. */
const Percent = () => {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        label="Percent"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ input: { inputComponent: PercentInput } }}
      />
      <output aria-label="Value">{value}</output>
    </>
  );
};

const formValues = () => JSON.parse(screen.getByLabelText('Form values').textContent ?? '{}') as TValues;

describe('fields that format while typing', () => {
  it('shows a BSB as 123-456 and gives the form its digits; letters, e and . do not get in', async () => {
    const { user } = renderWithProviders(<Harness />);
    const field = screen.getByLabelText('Number');
    await user.type(field, '1e2.3a456');
    expect(field).toHaveValue('123-456');
    expect(formValues().number).toBe('123456');
  });

  it.each([
    ['mobile', '0412345678', '0412 345 678'],
    ['homePhone', '0298765432', '02 9876 5432'],
    ['abn', '51824753556', '51 824 753 556'],
    ['acn', '004085616', '004 085 616'],
    ['tfn', '123456782', '123 456 782'],
  ] as const)('groups a %s as the spec does', async (kind, digits, shown) => {
    const { user } = renderWithProviders(<Harness kind={kind} />);
    await user.type(screen.getByLabelText('Number'), digits);
    expect(screen.getByLabelText('Number')).toHaveValue(shown);
    expect(formValues().number).toBe(digits);
  });

  it('shows a saved number grouped', () => {
    renderWithProviders(<Harness kind="mobile" initial="0412345678" />);
    expect(screen.getByLabelText('Number')).toHaveValue('0412 345 678');
  });

  it('shows an amount with $ and thousands separators, and gives the form decimal text', async () => {
    const { user } = renderWithProviders(<Harness />);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '1234567e');
    expect(amount).toHaveValue('$1,234,567');
    expect(formValues().amount).toBe('1234567');
    await user.type(amount, '.505');
    expect(amount).toHaveValue('$1,234,567.50');
    expect(formValues().amount).toBe('1234567.50');
  });

  it('shows a percent with %, at most two decimals and never negative', async () => {
    const { user } = renderWithProviders(<Percent />);
    await user.type(screen.getByLabelText('Percent'), '-12.345e');
    expect(screen.getByLabelText('Percent')).toHaveValue('12.34%');
    expect(screen.getByLabelText('Value')).toHaveTextContent('12.34');
  });
});
