import { zAbn, zAcn } from '@portal/contracts/fields';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  abrCompanyRegister,
  embeddedCompanyRegister,
  parseAbrResponse,
  RegisterUnavailableError,
  SAMPLE_REGISTER,
} from './company-register.ts';

// Answers recorded from the ABR's JSON web services (AbnDetails.aspx / AcnDetails.aspx): JSONP-wrapped.
const RECORDED_ACN =
  'callback({"Abn":"33051775556","AbnStatus":"Active","AbnStatusEffectiveFrom":"2000-03-08","Acn":"051775556","AddressDate":"2014-07-31","AddressPostcode":"3000","AddressState":"VIC","BusinessName":["Telstra"],"EntityName":"TELSTRA CORPORATION LIMITED","EntityTypeCode":"PUB","EntityTypeName":"Australian Public Company","Gst":"2000-07-01","Message":""})';
const RECORDED_ABN =
  'callback({"Abn":"51824753556","AbnStatus":"Active","AbnStatusEffectiveFrom":"2000-07-01","Acn":"","AddressDate":"2015-02-06","AddressPostcode":"2601","AddressState":"ACT","BusinessName":[],"EntityName":"AUSTRALIAN TAXATION OFFICE","EntityTypeCode":"CGE","EntityTypeName":"Commonwealth Government Entity","Gst":"2000-07-01","Message":""})';
const RECORDED_NOT_FOUND =
  'callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":"","Gst":null,"Message":"Search text is not a valid ABN or ACN"})';
const RECORDED_BAD_GUID =
  'callback({"Abn":"","AbnStatus":"","AbnStatusEffectiveFrom":"","Acn":"","AddressDate":null,"AddressPostcode":"","AddressState":"","BusinessName":[],"EntityName":"","EntityTypeCode":"","EntityTypeName":"","Gst":null,"Message":"The GUID entered is not recognised as a Registered Party"})';

/** ASIC's ACN check digit: weights 8..1 over the first eight digits, the complement of the sum mod 10. */
const acnCheckDigit = (acn: string) =>
  (10 - ([...acn.slice(0, 8)].reduce((sum, digit, i) => sum + Number(digit) * (8 - i), 0) % 10)) % 10;

describe('the embedded register', () => {
  it('holds a dozen entities whose numbers pass the shared ABN and ACN rules and the ACN check digit', () => {
    expect(SAMPLE_REGISTER.length).toBeGreaterThanOrEqual(12);
    for (const entity of SAMPLE_REGISTER) {
      expect(z.safeParse(zAbn(), entity.abn).success, entity.abn).toBe(true);
      if (entity.acn) {
        expect(z.safeParse(zAcn(), entity.acn).success, entity.acn).toBe(true);
        expect(Number(entity.acn[8]), entity.acn).toBe(acnCheckDigit(entity.acn));
        // A company's ABN is its ACN behind two check digits.
        expect(entity.abn.slice(2)).toBe(entity.acn);
      }
    }
    const kinds = new Set(SAMPLE_REGISTER.map((e) => e.type));
    expect(kinds).toContain('Australian Private Company');
    expect(kinds).toContain('ATO Regulated Self-Managed Superannuation Fund');
    expect([...kinds].some((k) => k.includes('Trust'))).toBe(true);
  });

  it('answers a company by ACN with its directors, each with a stable id', async () => {
    const first = await embeddedCompanyRegister.lookupAcn('612 345 678');
    expect(first).toMatchObject({
      business_name: 'Sharma Holdings Pty Ltd',
      acn: '612345678',
      abn: '10612345678',
      type: 'Australian Private Company',
      directors: [
        { first_name: 'Priya', last_name: 'Sharma' },
        { first_name: 'Daniel', last_name: 'Sharma' },
      ],
      registered_office: {
        address_line_1: 'Level 4, 60 Martin Place',
        suburb: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
    });
    const again = await embeddedCompanyRegister.lookupAcn('612345678');
    expect(again?.directors.map((d) => d.uuid)).toEqual(first?.directors.map((d) => d.uuid));
    expect(new Set(first?.directors.map((d) => d.uuid)).size).toBe(2);
  });

  it('answers funds and trusts by ABN, and nothing for unknown numbers', async () => {
    expect(await embeddedCompanyRegister.lookupAbn('11 534 567 890')).toEqual({
      organization_name: 'Banksia Superannuation Fund',
      abn: '11534567890',
      acn: null,
    });
    expect(await embeddedCompanyRegister.lookupAbn('10612345678')).toMatchObject({ acn: '612345678' });
    expect(await embeddedCompanyRegister.lookupAcn('123456780')).toBeNull();
    expect(await embeddedCompanyRegister.lookupAbn('51824753556')).toBeNull();
  });
});

describe('the ABR adapter', () => {
  it('reads a recorded ACN answer', () => {
    expect(parseAbrResponse(RECORDED_ACN)).toMatchObject({
      Abn: '33051775556',
      Acn: '051775556',
      EntityName: 'TELSTRA CORPORATION LIMITED',
      EntityTypeName: 'Australian Public Company',
    });
  });

  it('reads "not found", a cancelled ABN and a refused key apart', () => {
    expect(parseAbrResponse(RECORDED_NOT_FOUND)).toBeNull();
    expect(
      parseAbrResponse(RECORDED_ABN.replace('"AbnStatus":"Active"', '"AbnStatus":"Cancelled"')),
    ).toBeNull();
    expect(() => parseAbrResponse(RECORDED_BAD_GUID)).toThrow(RegisterUnavailableError);
    expect(() => parseAbrResponse('<html>Service unavailable</html>')).toThrow(RegisterUnavailableError);
  });

  it('asks the JSON endpoints with the key and maps the answers', async () => {
    const asked: URL[] = [];
    const answers = [RECORDED_ACN, RECORDED_ABN, RECORDED_NOT_FOUND];
    const register = abrCompanyRegister('test-guid', (async (url: URL) => {
      asked.push(url);
      return new Response(answers.shift(), { status: 200 });
    }) as unknown as typeof fetch);
    expect(await register.lookupAcn('051 775 556')).toEqual({
      business_name: 'TELSTRA CORPORATION LIMITED',
      acn: '051775556',
      abn: '33051775556',
      type: 'Australian Public Company',
      directors: [],
      registered_office: { address_line_1: '', suburb: '', state: 'VIC', post_code: '3000' },
    });
    expect(await register.lookupAbn('51824753556')).toEqual({
      organization_name: 'AUSTRALIAN TAXATION OFFICE',
      abn: '51824753556',
      acn: null,
    });
    expect(await register.lookupAbn('51824753557')).toBeNull();
    expect(asked.map((u) => `${u.origin}${u.pathname}`)).toEqual([
      'https://abr.business.gov.au/json/AcnDetails.aspx',
      'https://abr.business.gov.au/json/AbnDetails.aspx',
      'https://abr.business.gov.au/json/AbnDetails.aspx',
    ]);
    expect(asked[0]!.searchParams.get('acn')).toBe('051775556');
    expect(asked[0]!.searchParams.get('guid')).toBe('test-guid');
  });

  it('reports a failed or refused call as the register being unavailable', async () => {
    const down = abrCompanyRegister('g', (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(down.lookupAcn('051775556')).rejects.toThrow(RegisterUnavailableError);
    const refusing = abrCompanyRegister(
      'g',
      (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch,
    );
    await expect(refusing.lookupAbn('51824753556')).rejects.toThrow(RegisterUnavailableError);
  });
});
