import { describe, expect, it } from 'vitest';
import { allIssues } from '../test-utils.ts';
import {
  ACKNOWLEDGEMENT_KEYS,
  accountSetupMessages,
  zAccountDetailsForm,
  zAcknowledgementsForm,
} from './account-setup.ts';

const REQUIRED = 'This field is required';

describe('zAccountDetailsForm (spec section 5, Account)', () => {
  it('asks for the type of a new account, and for an account to pick in the existing flow', () => {
    expect(allIssues(zAccountDetailsForm, { flow_type: 'new' })).toEqual([['type', REQUIRED]]);
    expect(allIssues(zAccountDetailsForm, { flow_type: 'existing', type: null })).toEqual([
      ['existing_account', accountSetupMessages.chooseExistingAccount],
    ]);
    expect(allIssues(zAccountDetailsForm, { flow_type: 'existing', existing_account: 4 })).toEqual([]);
  });

  it('needs a name unless individual or SMSF', () => {
    expect(allIssues(zAccountDetailsForm, { type: 'individual' })).toEqual([]);
    expect(allIssues(zAccountDetailsForm, { type: 'joint', name: ' ' })).toEqual([['name', REQUIRED]]);
    expect(
      allIssues(zAccountDetailsForm, {
        type: 'smsf',
        abn: '11534567890',
        trustee: 'individual',
        trustee_confirm: true,
      }),
    ).toEqual([]);
  });

  it('needs the ABN of an SMSF, the trustee of a fund or trust, and its confirmation or name', () => {
    expect(allIssues(zAccountDetailsForm, { type: 'smsf' })).toEqual([
      ['abn', REQUIRED],
      ['trustee', REQUIRED],
    ]);
    expect(
      allIssues(zAccountDetailsForm, {
        type: 'trust',
        name: 'T',
        trustee: 'individual',
        trustee_confirm: false,
      }),
    ).toEqual([['trustee_confirm', accountSetupMessages.trusteeConfirm]]);
    expect(
      allIssues(zAccountDetailsForm, { type: 'trust', name: 'T', trustee: 'corporate', acn: '656789016' }),
    ).toEqual([['trustee_name', REQUIRED]]);
  });

  it('needs a 9-digit ACN for a company or a corporate trustee', () => {
    expect(allIssues(zAccountDetailsForm, { type: 'company', name: 'C', acn: '' })).toEqual([
      ['acn', REQUIRED],
    ]);
    expect(allIssues(zAccountDetailsForm, { type: 'company', name: 'C', acn: '61234567' })).toEqual([
      ['acn', 'ACN must contain 9 symbols'],
    ]);
    expect(allIssues(zAccountDetailsForm, { type: 'company', name: 'C', acn: '612345678' })).toEqual([]);
  });
});

describe('zAcknowledgementsForm', () => {
  it('needs every one of the six boxes ticked', () => {
    const all = Object.fromEntries(ACKNOWLEDGEMENT_KEYS.map((key) => [key, true]));
    expect(allIssues(zAcknowledgementsForm, all)).toEqual([]);
    expect(ACKNOWLEDGEMENT_KEYS).toHaveLength(6);
    for (const key of ACKNOWLEDGEMENT_KEYS) {
      expect(allIssues(zAcknowledgementsForm, { ...all, [key]: false })).toEqual([[key, REQUIRED]]);
    }
  });
});
