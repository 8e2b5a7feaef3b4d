import { type TUnfilledField, UNFILLED_FIELDS } from '@portal/contracts/api/onboarding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineFacts } from './queries.ts';
import { extraApplicationInfoOf, unfilledFieldsOf } from './unfilled-fields.ts';

/**
 * A freshly created application: nothing filled in yet, seen by its primary user. The line is viv, which
 * has no sections of its own, so the common sections show alone; the lines' own cases name theirs.
 */
const fresh = (overrides: Partial<EngineFacts>): EngineFacts => ({
  account_type: 'individual',
  trustee_type: null,
  application_id: 'viv',
  status: 'application_in_progress',
  has_secondary_users: null,
  has_additional_trustees: null,
  primary_user_role_id: null,
  skip_beneficial_owners: false,
  skip_deed_attachment: false,
  viewer_is_primary: true,
  viewer_has_individual_tax: false,
  contact_people: 0,
  director_people: 0,
  beneficial_people: 0,
  has_corporate_account_details: false,
  has_trust_details: false,
  has_corporate_tax: false,
  deed_attachments: 0,
  certificates: 0,
  has_signing_authority: false,
  signing_authority_members_match: false,
  has_portfolio_application: false,
  has_completed_ips: false,
  has_bank_account: false,
  loan_note_bundle_id: null,
  ...overrides,
});

/** Every section of each kind of account, filled: what a finished application looks like. */
const complete = (overrides: Partial<EngineFacts>): EngineFacts =>
  fresh({
    has_secondary_users: true,
    has_additional_trustees: true,
    primary_user_role_id: 2,
    viewer_has_individual_tax: true,
    contact_people: 1,
    beneficial_people: 1,
    has_corporate_account_details: true,
    has_trust_details: true,
    has_corporate_tax: true,
    deed_attachments: 1,
    certificates: 1,
    has_signing_authority: true,
    signing_authority_members_match: true,
    has_portfolio_application: true,
    has_completed_ips: true,
    has_bank_account: true,
    loan_note_bundle_id: 1,
    ...overrides,
  });

describe('the sections a new application asks for, per account type', () => {
  const cases: Array<[string, Partial<EngineFacts>, TUnfilledField[]]> = [
    ['individual', { account_type: 'individual' }, ['individual_tax']],
    ['joint', { account_type: 'joint' }, ['individual_tax', 'secondary_users']],
    [
      'company',
      { account_type: 'company' },
      ['individual_tax', 'beneficial_owners', 'directors', 'corporate_account_details', 'corporate_tax'],
    ],
    [
      'trust with an individual trustee',
      { account_type: 'trust', trustee_type: 'individual' },
      [
        'individual_tax',
        'beneficial_owners',
        'trust',
        'trustee_details',
        'corporate_tax',
        'deed_attachments',
      ],
    ],
    [
      'trust with a corporate trustee',
      { account_type: 'trust', trustee_type: 'corporate' },
      [
        'individual_tax',
        'beneficial_owners',
        'directors',
        'corporate_account_details',
        'trust',
        'corporate_tax',
        'deed_attachments',
      ],
    ],
    [
      'SMSF with an individual trustee',
      { account_type: 'smsf', trustee_type: 'individual' },
      ['individual_tax', 'trust', 'trustee_details', 'corporate_tax', 'deed_attachments'],
    ],
    [
      'SMSF with a corporate trustee',
      { account_type: 'smsf', trustee_type: 'corporate' },
      [
        'individual_tax',
        'directors',
        'corporate_account_details',
        'trust',
        'corporate_tax',
        'deed_attachments',
      ],
    ],
    [
      'individual in the loan-note line: certificates and the bank account interest is paid to',
      { account_type: 'individual', application_id: 'icf' },
      ['individual_tax', 'certificates', 'bank_accounts'],
    ],
    [
      'individual in the private-portfolio line: the portfolio details, then the IPS',
      { account_type: 'individual', application_id: 'ipm' },
      ['individual_tax', 'portfolio_application', 'ongoing_ips'],
    ],
    [
      'company in the private-portfolio line',
      { account_type: 'company', application_id: 'ipm' },
      [
        'individual_tax',
        'beneficial_owners',
        'directors',
        'corporate_account_details',
        'corporate_tax',
        'portfolio_application',
        'ongoing_ips',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(unfilledFieldsOf(fresh(facts))).toEqual(expected);
  });
});

describe("the primary user's own tax details (spec: individual tax of secondary users and primary)", () => {
  it.each(['company', 'trust', 'smsf'] as const)(
    'a %s account asks its primary user for their TFN and tax residency, before submitting',
    (type) => {
      const filled = complete({
        account_type: type,
        trustee_type: 'individual',
        viewer_has_individual_tax: false,
      });
      expect(unfilledFieldsOf(filled)).toEqual(['individual_tax']);
      expect(unfilledFieldsOf({ ...filled, viewer_has_individual_tax: true })).toEqual([]);
    },
  );
});

describe('what completes each section', () => {
  const joint = fresh({ account_type: 'joint', viewer_has_individual_tax: true });
  it('joint: a contact person, or saying there are no secondary users', () => {
    expect(unfilledFieldsOf(joint)).toEqual(['secondary_users']);
    expect(unfilledFieldsOf({ ...joint, has_secondary_users: false })).toEqual([]);
    // With a second member the account needs its signing authority.
    expect(unfilledFieldsOf({ ...joint, contact_people: 1 })).toEqual(['signing_authority']);
  });

  it('trustees: the additional-trustees answer, and the trustees when the answer is yes', () => {
    const smsf = fresh({
      account_type: 'smsf',
      trustee_type: 'individual',
      has_trust_details: true,
      has_corporate_tax: true,
      deed_attachments: 1,
      viewer_has_individual_tax: true,
    });
    expect(unfilledFieldsOf(smsf)).toEqual(['trustee_details']);
    expect(unfilledFieldsOf({ ...smsf, has_additional_trustees: false })).toEqual([]);
    expect(unfilledFieldsOf({ ...smsf, has_additional_trustees: true })).toEqual(['trustee_details']);
    expect(unfilledFieldsOf({ ...smsf, has_additional_trustees: true, contact_people: 1 })).toEqual([
      'signing_authority',
    ]);
  });

  it('beneficial owners can be skipped; the deed too', () => {
    const trust = fresh({
      account_type: 'trust',
      trustee_type: 'individual',
      skip_beneficial_owners: true,
      skip_deed_attachment: true,
      viewer_has_individual_tax: true,
    });
    expect(unfilledFieldsOf(trust)).toEqual(['trust', 'trustee_details', 'corporate_tax']);
  });

  it('signing authority is asked again when the members changed since it was set', () => {
    const company = complete({ account_type: 'company', director_people: 1, contact_people: 0 });
    expect(unfilledFieldsOf(company)).toEqual([]);
    const changed = { ...company, signing_authority_members_match: false };
    expect(unfilledFieldsOf(changed)).toEqual(['signing_authority']);
    expect(extraApplicationInfoOf(changed).data.warning).toMatch(/Signing authority/);
    expect(extraApplicationInfoOf({ ...changed, has_signing_authority: false }).data.warning).toBeNull();
  });
});

describe('who sees what, and when', () => {
  it('a secondary member is asked only for their own tax details, whatever the account', () => {
    for (const account_type of ['individual', 'joint', 'company', 'trust', 'smsf'] as const) {
      expect(unfilledFieldsOf(fresh({ account_type, viewer_is_primary: false }))).toEqual(['individual_tax']);
      expect(
        unfilledFieldsOf(fresh({ account_type, viewer_is_primary: false, viewer_has_individual_tax: true })),
      ).toEqual([]);
    }
  });

  it('names the step by the status', () => {
    expect(extraApplicationInfoOf(fresh({})).step).toBe('fill_in_missing_details');
    expect(extraApplicationInfoOf(fresh({ status: 'draft' })).step).toBe('activate_account');
    const active = extraApplicationInfoOf(fresh({ status: 'active' }));
    expect(active).toEqual({
      step: null,
      data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
    });
    expect(extraApplicationInfoOf(fresh({ status: 'awaiting_activation' })).data.unfilled_fields).toEqual([]);
    const waiting = fresh({ status: 'awaiting_secondary_users', viewer_is_primary: false });
    expect(extraApplicationInfoOf(waiting)).toMatchObject({
      step: 'fill_in_missing_details',
      data: { unfilled_fields: ['individual_tax'] },
    });
  });

  it("lists sections in the engine order, only its own line's sections, and nothing once complete", () => {
    const facts = fc.record({
      account_type: fc.constantFrom('individual', 'joint', 'company', 'trust', 'smsf'),
      trustee_type: fc.constantFrom('individual', 'corporate', null),
      application_id: fc.constantFrom('ipm', 'icf', 'viv'),
      has_secondary_users: fc.constantFrom(true, false, null),
      has_additional_trustees: fc.constantFrom(true, false, null),
      primary_user_role_id: fc.constantFrom(null, 2),
      skip_beneficial_owners: fc.boolean(),
      skip_deed_attachment: fc.boolean(),
      viewer_has_individual_tax: fc.boolean(),
      contact_people: fc.nat(3),
      director_people: fc.nat(3),
      beneficial_people: fc.nat(2),
      has_corporate_account_details: fc.boolean(),
      has_trust_details: fc.boolean(),
      has_corporate_tax: fc.boolean(),
      deed_attachments: fc.nat(2),
      certificates: fc.nat(2),
      has_signing_authority: fc.boolean(),
      signing_authority_members_match: fc.boolean(),
      has_portfolio_application: fc.boolean(),
      has_completed_ips: fc.boolean(),
      has_bank_account: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, (partial) => {
        const list = unfilledFieldsOf(fresh(partial as Partial<EngineFacts>));
        const positions = list.map((field) => UNFILLED_FIELDS.indexOf(field));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        if (partial.application_id !== 'icf') expect(list).not.toContain('bank_accounts');
        if (partial.application_id !== 'ipm') {
          expect(list).not.toContain('portfolio_application');
          expect(list).not.toContain('ongoing_ips');
        }
        const done = complete({
          account_type: partial.account_type,
          trustee_type: partial.trustee_type,
          application_id: partial.application_id,
          director_people: partial.director_people,
        });
        expect(unfilledFieldsOf(done)).toEqual([]);
      }),
    );
  });
});
