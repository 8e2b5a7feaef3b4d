// Australian addresses: the state or territory is one of the eight codes, and the postcode is four digits
// inside a range Australia Post gives that state. Checked in every address form whose country is
// Australia, by the forms and the server alike; an address abroad keeps free state and postcode fields.
import type * as z from 'zod/mini';
import { messages } from './messages.ts';

export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export type TAustralianState = (typeof AUSTRALIAN_STATES)[number];

/**
 * The id of Australia in GET /api/utils/countries/ (the 14th row migration 003 seeded; the server's
 * lookups test holds it to the database). Forms hold a country as its id, so the rule needs this one.
 */
export const AUSTRALIA_COUNTRY_ID = 14;

type TRange = readonly [from: number, to: number];

/**
 * Postcode ranges of each state (Australia Post), with the localities near a border that carry a
 * neighbour's postcode (Barooga NSW 3644, Mungindi QLD 2406, the APY lands SA and WA 0872, Jervis Bay
 * ACT 2540...) and North Pole VIC 9999, so that every suburb of the shipped suburb list passes.
 */
export const AUSTRALIAN_POSTCODE_RANGES: Record<TAustralianState, readonly TRange[]> = {
  NSW: [
    [1000, 2599],
    [2611, 2611],
    [2618, 2899],
    [2921, 2999],
    [3500, 3500],
    [3585, 3586],
    [3644, 3644],
    [3691, 3691],
    [3707, 3707],
    [4375, 4385],
  ],
  ACT: [
    [200, 299],
    [2540, 2540],
    [2600, 2620],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
    [9999, 9999],
  ],
  QLD: [
    [2406, 2406],
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [
    [872, 872],
    [5000, 5999],
  ],
  WA: [
    [872, 872],
    [6000, 6999],
  ],
  TAS: [[7000, 7999]],
  NT: [
    [800, 999],
    [4825, 4825],
  ],
};

export const isAustralianState = (state: string): state is TAustralianState =>
  (AUSTRALIAN_STATES as readonly string[]).includes(state);

const POSTCODE_LABEL = 'Postcode';
const STATE_LABEL = 'State';

/** The message for a state, or null when it is one of the eight codes. */
export const australianStateProblem = (state: string): string | null =>
  isAustralianState(state) ? null : messages.isNotValid(STATE_LABEL);

/**
 * The message for a postcode, or null when it is four digits inside a range of `state` (any state's when
 * the state itself is not valid: that field carries the message then).
 */
export const australianPostcodeProblem = (postcode: string, state: string): string | null => {
  if (!/^\d+$/.test(postcode)) return messages.numbersOnly(POSTCODE_LABEL);
  if (postcode.length !== 4) return messages.exactSymbols(POSTCODE_LABEL, 4);
  const value = Number(postcode);
  const ranges = isAustralianState(state)
    ? AUSTRALIAN_POSTCODE_RANGES[state]
    : Object.values(AUSTRALIAN_POSTCODE_RANGES).flat();
  return ranges.some(([from, to]) => value >= from && value <= to)
    ? null
    : messages.isNotValid(POSTCODE_LABEL);
};

export const isAustralia = (country: unknown): boolean =>
  String(country ?? '') === String(AUSTRALIA_COUNTRY_ID);

type TAddressKeys = { country: string; state: string; post_code: string };

/**
 * An object refinement: when the address at `keys` is in Australia, its state and postcode must be
 * Australian; each message goes on its own field. An address that may stay blank (the postal address)
 * is not made required here.
 */
export const checkAustralianAddress =
  (keys: TAddressKeys, prefix: readonly PropertyKey[] = []) =>
  (data: unknown, ctx: z.core.$RefinementCtx<unknown>): void => {
    const address = (data ?? {}) as Record<string, unknown>;
    if (!isAustralia(address[keys.country])) return;
    const state = String(address[keys.state] ?? '').trim();
    const postcode = String(address[keys.post_code] ?? '').trim();
    // Empty fields are left to the form's own required rules.
    const stateProblem = state === '' ? null : australianStateProblem(state);
    if (stateProblem) ctx.addIssue({ code: 'custom', message: stateProblem, path: [...prefix, keys.state] });
    const postcodeProblem = postcode === '' ? null : australianPostcodeProblem(postcode, state);
    if (postcodeProblem)
      ctx.addIssue({ code: 'custom', message: postcodeProblem, path: [...prefix, keys.post_code] });
  };

/** The keys of an address object ({ country, state, post_code }). */
export const ADDRESS_KEYS: TAddressKeys = { country: 'country', state: 'state', post_code: 'post_code' };
