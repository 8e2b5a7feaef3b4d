import { describe, expect, it } from 'vitest';
import { zCorporateAddress } from './api/entity-details.ts';
import { AUSTRALIA_COUNTRY_ID, australianPostcodeProblem } from './australian-address.ts';
import { zAdditionalDetailsForm, zAddress } from './forms/details.ts';
import { allIssues } from './test-utils.ts';

const address = (state: string, post_code: string, country: number | string = AUSTRALIA_COUNTRY_ID) => ({
  country,
  address_line_1: '1 George St',
  suburb: 'Sydney',
  state,
  post_code,
});

describe('an Australian address', () => {
  it('takes one of the eight state codes and a four-digit postcode of that state', () => {
    expect(allIssues(zAddress, address('NSW', '2000'))).toEqual([]);
    expect(allIssues(zAddress, address('ACT', '2600'))).toEqual([]);
    expect(allIssues(zAddress, address('NT', '0800'))).toEqual([]);
    expect(allIssues(zAddress, address('XYZ', '2000'))).toEqual([['state', 'State is not valid']]);
    expect(allIssues(zAddress, address('NSW', '20A0'))).toEqual([
      ['post_code', 'Postcode must contain numbers only'],
    ]);
    expect(allIssues(zAddress, address('NSW', '200'))).toEqual([
      ['post_code', 'Postcode must contain 4 symbols'],
    ]);
    expect(allIssues(zAddress, address('VIC', '2000'))).toEqual([['post_code', 'Postcode is not valid']]);
  });

  it('accepts the postcodes a border locality shares with a neighbouring state', () => {
    expect(australianPostcodeProblem('3644', 'NSW')).toBeNull(); // Barooga
    expect(australianPostcodeProblem('2406', 'QLD')).toBeNull(); // Mungindi
    expect(australianPostcodeProblem('0872', 'WA')).toBeNull();
    expect(australianPostcodeProblem('3644', 'QLD')).toBe('Postcode is not valid');
  });

  it('leaves the state and postcode of an address abroad free', () => {
    expect(allIssues(zAddress, address('XYZ', 'SW1A 1AA', AUSTRALIA_COUNTRY_ID + 1))).toEqual([]);
  });

  it('is checked in company addresses, the sole trader and postal addresses', () => {
    expect(allIssues(zCorporateAddress, address('XYZ', '20A0', String(AUSTRALIA_COUNTRY_ID)))).toEqual([
      ['state', 'State is not valid'],
      ['post_code', 'Postcode must contain numbers only'],
    ]);
    const issues = allIssues(zAdditionalDetailsForm, {
      occupation: 'Engineer',
      country_of_citizenship: [1],
      is_sole_trader: true,
      business_name: 'Chen Plumbing',
      business_activity: 'Plumbing',
      abn: '51824753556',
      office_address_line_1: '1 George St',
      office_address_suburb: 'Sydney',
      office_address_state: 'XYZ',
      office_address_post_code: '2000',
      office_address_country: AUSTRALIA_COUNTRY_ID,
      principal_place_address_line_1: '1 George St',
      principal_place_suburb: 'Sydney',
      principal_place_state: 'NSW',
      principal_place_post_code: '3000',
      principal_place_country: AUSTRALIA_COUNTRY_ID,
      postal_address_state: 'QLD',
      postal_address_post_code: '20A0',
      postal_address_country: AUSTRALIA_COUNTRY_ID,
      non_australian_resident: false,
      non_australian_tax_resident: false,
    });
    expect(issues).toEqual([
      ['postal_address_post_code', 'Postcode must contain numbers only'],
      ['office_address_state', 'State is not valid'],
      ['principal_place_post_code', 'Postcode is not valid'],
    ]);
  });
});
