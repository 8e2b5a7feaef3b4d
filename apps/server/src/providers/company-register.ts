// The company register: what an ACN or ABN belongs to. The embedded register holds a few sample
// Australian companies, corporate trustees, trusts and self-managed super funds, so the demo and the
// tests work offline; with ABR_GUID set, the Australian Business Register's JSON web services answer.
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';

export type RegisterDirector = { uuid: string; first_name: string; last_name: string };

export type RegisterAddress = { address_line_1: string; suburb: string; state: string; post_code: string };

/** What the register knows of a company (or a corporate trustee) by its ACN. */
export type AcnRecord = {
  business_name: string;
  acn: string;
  abn: string;
  /** The entity type as the register names it ('Australian Private Company'). */
  type: string;
  directors: RegisterDirector[];
  /** As much of the registered office as the register gives; null when it gives none. */
  registered_office: RegisterAddress | null;
};

/** What the register knows of an organisation (a company, trust or fund) by its ABN. */
export type AbnRecord = { organization_name: string; abn: string; acn: string | null };

export type CompanyRegister = {
  /** null when the register holds no such ACN. */
  lookupAcn(acn: string): Promise<AcnRecord | null>;
  /** null when the register holds no such ABN, or only a cancelled one. */
  lookupAbn(abn: string): Promise<AbnRecord | null>;
};

/** The register could not be asked (network, timeout, a refused key): not the same as "not found". */
export class RegisterUnavailableError extends Error {}

/**
 * A stable id for a director of a register answer, so the answer the client saw and the one the server
 * stores name each director alike (DELETE /api/utils/acn-data/{uuid}/ removes one by it).
 */
export function directorUuid(acn: string, index: number, firstName: string, lastName: string): string {
  const hex = createHash('sha256').update(`${acn}:${index}:${firstName}:${lastName}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type SampleEntity = {
  name: string;
  abn: string;
  acn?: string;
  type: string;
  directors?: Array<[string, string]>;
  /** [address line, suburb, state, postcode] */
  office?: [string, string, string, string];
};

const PRIVATE_COMPANY = 'Australian Private Company';
const SMSF = 'ATO Regulated Self-Managed Superannuation Fund';

/**
 * Sample entities. Every ACN carries ASIC's check digit and every ABN the ATO's checksum (the ABN of a
 * company is its ACN behind two check digits), so they pass the same rules as real numbers.
 */
export const SAMPLE_REGISTER: readonly SampleEntity[] = [
  {
    name: 'Sharma Holdings Pty Ltd',
    office: ['Level 4, 60 Martin Place', 'Sydney', 'NSW', '2000'],
    acn: '612345678',
    abn: '10612345678',
    type: PRIVATE_COMPANY,
    directors: [
      ['Priya', 'Sharma'],
      ['Daniel', 'Sharma'],
    ],
  },
  {
    name: 'Southern Cross Investments Pty Ltd',
    office: ['120 Collins Street', 'Melbourne', 'VIC', '3000'],
    acn: '623456780',
    abn: '85623456780',
    type: PRIVATE_COMPANY,
    directors: [
      ['James', 'Wilson'],
      ['Emma', 'Wilson'],
      ['Noah', 'Patel'],
    ],
  },
  {
    name: 'Koala Ridge Holdings Pty Ltd',
    office: ['15 Adelaide Street', 'Brisbane City', 'QLD', '4000'],
    acn: '634567892',
    abn: '59634567892',
    type: PRIVATE_COMPANY,
    directors: [['Liam', "O'Brien"]],
  },
  {
    name: 'Coral Coast Ventures Limited',
    office: ['200 St Georges Terrace', 'Perth', 'WA', '6000'],
    acn: '645678904',
    abn: '25645678904',
    type: 'Australian Public Company',
    directors: [
      ['Hannah', 'Lee'],
      ['Marcus', 'Chen'],
      ['Sophie', 'Martin'],
    ],
  },
  {
    name: 'Wattle Trustee Services Pty Ltd',
    acn: '656789016',
    abn: '60656789016',
    type: PRIVATE_COMPANY,
    directors: [
      ['Olivia', 'Nguyen'],
      ['Thomas', 'Nguyen'],
    ],
  },
  {
    name: 'Banksia Super Pty Ltd',
    acn: '667890128',
    abn: '75667890128',
    type: PRIVATE_COMPANY,
    directors: [
      ['Robert', 'Campbell'],
      ['Margaret', 'Campbell'],
    ],
  },
  {
    name: 'Jacaranda Nominees Pty Ltd',
    acn: '678901230',
    abn: '82678901230',
    type: PRIVATE_COMPANY,
    directors: [['Aisha', 'Rahman']],
  },
  {
    name: 'Eucalypt Advisory Pty Ltd',
    acn: '689012342',
    abn: '57689012342',
    type: PRIVATE_COMPANY,
    directors: [
      ['Ben', 'Harris'],
      ['Chloe', 'Harris'],
    ],
  },
  { name: 'The Wattle Family Trust', abn: '13512345678', type: 'Discretionary Investment Trust' },
  { name: 'Jacaranda Unit Trust', abn: '95523456789', type: 'Fixed Unit Trust' },
  { name: 'Banksia Superannuation Fund', abn: '11534567890', type: SMSF },
  { name: 'Sharma Family Super Fund', abn: '85545678901', type: SMSF },
  { name: 'Tran Retirement Fund', abn: '50556789012', type: SMSF },
];

const compact = (value: string) => value.replace(/\s/g, '');

/** The register the demo and the tests use: the sample entities, answered at once. */
export const embeddedCompanyRegister: CompanyRegister = {
  async lookupAcn(acn) {
    const entity = SAMPLE_REGISTER.find((e) => e.acn === compact(acn));
    if (!entity?.acn) return null;
    return {
      business_name: entity.name,
      acn: entity.acn,
      abn: entity.abn,
      type: entity.type,
      directors: (entity.directors ?? []).map(([first, last], index) => ({
        uuid: directorUuid(entity.acn!, index, first, last),
        first_name: first,
        last_name: last,
      })),
      registered_office: entity.office
        ? {
            address_line_1: entity.office[0],
            suburb: entity.office[1],
            state: entity.office[2],
            post_code: entity.office[3],
          }
        : null,
    };
  },
  async lookupAbn(abn) {
    const entity = SAMPLE_REGISTER.find((e) => e.abn === compact(abn));
    if (!entity) return null;
    return { organization_name: entity.name, abn: entity.abn, acn: entity.acn ?? null };
  },
};

// --- The Australian Business Register (ABN Lookup JSON web services) ---

const ABR_BASE = 'https://abr.business.gov.au/json';
const ABR_TIMEOUT_MS = 8000;

/** The fields of an ABR AbnDetails / AcnDetails answer this portal reads. */
export type AbrDetails = {
  Abn: string;
  AbnStatus: string;
  Acn: string;
  EntityName: string;
  EntityTypeName: string;
  /** The state and postcode of the main business location: all of an address the ABR publishes. */
  AddressState: string;
  AddressPostcode: string;
  Message: string;
};

/**
 * Reads an ABR JSON answer. The service wraps its JSON in a JSONP callback (`callback({...})`) even when
 * asked for JSON. An answer without an ABN is "not found" (null); a message about the GUID means the
 * portal's key was refused, which is the register being unavailable, not the number being unknown.
 */
export function parseAbrResponse(body: string): AbrDetails | null {
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start)
    throw new RegisterUnavailableError('The register answered something unreadable');
  let data: Partial<AbrDetails>;
  try {
    data = JSON.parse(body.slice(start, end + 1)) as Partial<AbrDetails>;
  } catch {
    throw new RegisterUnavailableError('The register answered something unreadable');
  }
  const message = data.Message ?? '';
  if (/guid/i.test(message)) throw new RegisterUnavailableError(message);
  if (!data.Abn) return null;
  // A cancelled ABN belongs to no organisation that can open an account.
  if (data.AbnStatus && data.AbnStatus !== 'Active') return null;
  return {
    Abn: data.Abn,
    AbnStatus: data.AbnStatus ?? '',
    Acn: data.Acn ?? '',
    EntityName: data.EntityName ?? '',
    EntityTypeName: data.EntityTypeName ?? '',
    AddressState: data.AddressState ?? '',
    AddressPostcode: data.AddressPostcode ?? '',
    Message: message,
  };
}

/** The ABR's answer as this portal's records. The ABR does not list directors (ASIC holds those). */
export const abrToAcnRecord = (details: AbrDetails): AcnRecord => ({
  business_name: details.EntityName,
  acn: details.Acn,
  abn: details.Abn,
  type: details.EntityTypeName,
  directors: [],
  registered_office:
    details.AddressState || details.AddressPostcode
      ? { address_line_1: '', suburb: '', state: details.AddressState, post_code: details.AddressPostcode }
      : null,
});
export const abrToAbnRecord = (details: AbrDetails): AbnRecord => ({
  organization_name: details.EntityName,
  abn: details.Abn,
  acn: details.Acn || null,
});

export function abrCompanyRegister(guid: string, fetchImpl: typeof fetch = fetch): CompanyRegister {
  const ask = async (path: string, params: Record<string, string>): Promise<AbrDetails | null> => {
    const url = new URL(`${ABR_BASE}/${path}`);
    for (const [key, value] of Object.entries({ ...params, guid, callback: 'callback' }))
      url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(ABR_TIMEOUT_MS) });
    } catch (error) {
      throw new RegisterUnavailableError(`The register could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new RegisterUnavailableError(`The register answered ${response.status}`);
    return parseAbrResponse(await response.text());
  };
  return {
    async lookupAcn(acn) {
      const details = await ask('AcnDetails.aspx', { acn: compact(acn) });
      return details ? abrToAcnRecord(details) : null;
    },
    async lookupAbn(abn) {
      const details = await ask('AbnDetails.aspx', { abn: compact(abn) });
      return details ? abrToAbnRecord(details) : null;
    },
  };
}

/** The ABR when its key is configured, else the embedded register. */
export const createCompanyRegister = (config: Pick<Config, 'abrGuid'>): CompanyRegister =>
  config.abrGuid ? abrCompanyRegister(config.abrGuid) : embeddedCompanyRegister;
