import { describe, expect, it } from 'vitest';
import { maskTfn, zCorporateTaxForm, zIndividualTaxForm } from './tax.ts';

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const individual = {
  tfn: '123456782',
  has_not_tfn: false,
  is_australian_tax_resident: true,
  is_other_country_tax_resident: false,
};

describe('tax forms', () => {
  it('masks a TFN to one width whatever its length', () => {
    expect(maskTfn('782')).toBe('******782');
    expect(maskTfn(null)).toBeNull();
  });

  it('needs the TFN unless none is held or one is on file', () => {
    expect(messagesOf(zIndividualTaxForm().safeParse({ ...individual, tfn: '' }))).toEqual({
      tfn: 'This field is required',
    });
    expect(zIndividualTaxForm().safeParse({ ...individual, tfn: '', has_not_tfn: true }).success).toBe(true);
    expect(zIndividualTaxForm({ tfnOnFile: true }).safeParse({ ...individual, tfn: '' }).success).toBe(true);
    expect(
      messagesOf(zIndividualTaxForm({ tfnOnFile: true }).safeParse({ ...individual, tfn: '1234' })),
    ).toEqual({
      tfn: 'TFN must contain 8 or 9 digits',
    });
  });

  it('answers a TFN of the wrong type with a message rather than failing', () => {
    expect(
      Object.keys(messagesOf(zIndividualTaxForm().safeParse({ ...individual, tfn: 123456782 }))),
    ).toEqual(['tfn']);
    expect(zCorporateTaxForm().safeParse({ tfn: false }).success).toBe(false);
  });

  it('asks a trust or company for the ABN, and a foreign entity for the country and TIN', () => {
    const corporate = { tfn: '123456782', is_foreign_entity: false, category: 2 };
    expect(zCorporateTaxForm().safeParse(corporate).success).toBe(true);
    expect(messagesOf(zCorporateTaxForm({ abnRequired: true }).safeParse(corporate))).toEqual({
      abn: 'This field is required',
    });
    expect(
      messagesOf(
        zCorporateTaxForm().safeParse({ ...corporate, is_foreign_entity: true, tin: '1'.repeat(19) }),
      ),
    ).toEqual({ country: 'This field is required', tin: 'Ensure this field has no more than 18 characters' });
  });
});
