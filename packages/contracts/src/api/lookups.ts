// Reference lists (spec 000 sections 3 and 7): countries, languages, regions, genders, name titles,
// Australian states, which states' driver licences carry a card number, and address search.
import * as z from 'zod/mini';
import { REGION_PAGE_SIZE, SELECT_SEARCH_MAX, SUGGESTION_MIN_CHARS } from '../constants.ts';
import { zQueryInt } from '../query.ts';

export const ZCountrySchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type TCountry = z.infer<typeof ZCountrySchema>;
export const ZCountriesResponseSchema = z.array(ZCountrySchema);

export const ZLanguageSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type TLanguage = z.infer<typeof ZLanguageSchema>;
export const ZLanguagesResponseSchema = z.array(ZLanguageSchema);

export const ZRegionsQuerySchema = z.object({
  country: z._default(z.string().check(z.regex(/^[A-Za-z]{2}$/)), 'AU'),
  page_size: z._default(zQueryInt(1, REGION_PAGE_SIZE), REGION_PAGE_SIZE),
});
export const ZRegionSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  geoname_id: z.number(),
});
export type TRegion = z.infer<typeof ZRegionSchema>;
export const ZRegionsResponseSchema = z.object({ count: z.number(), results: z.array(ZRegionSchema) });
export type TRegionsResponse = z.infer<typeof ZRegionsResponseSchema>;

export const ZGenderSchema = z.object({ id: z.number(), key: z.string(), title: z.string() });
export type TGender = z.infer<typeof ZGenderSchema>;
export const ZGendersResponseSchema = z.array(ZGenderSchema);

export const ZNameTitlesQuerySchema = z.object({
  gender: z.optional(zQueryInt()),
});
export const ZNameTitleSchema = z.object({ id: z.number(), title: z.string() });
export type TNameTitle = z.infer<typeof ZNameTitleSchema>;
export const ZNameTitlesResponseSchema = z.array(ZNameTitleSchema);

/** AU states mapping: code to name. */
export const ZAuStateSchema = z.object({ code: z.string(), name: z.string() });
export type TAuState = z.infer<typeof ZAuStateSchema>;
export const ZAuStatesResponseSchema = z.array(ZAuStateSchema);

/** States document info: whether a driver licence of the state carries a card number. */
export const ZStateDocumentInfoSchema = z.object({ state: z.string(), has_card_number: z.boolean() });
export type TStateDocumentInfo = z.infer<typeof ZStateDocumentInfoSchema>;
export const ZStatesDocumentInfoResponseSchema = z.array(ZStateDocumentInfoSchema);

/** Suggestions need more than 2 characters; the select search input takes at most 40. */
export const ZAddressSearchQuerySchema = z.object({
  query: z.string().check(z.trim(), z.minLength(SUGGESTION_MIN_CHARS), z.maxLength(SELECT_SEARCH_MAX)),
});
/**
 * One suggestion: a suburb (street fields empty: the person's street stays as typed) or, from a G-NAF
 * provider, a whole address whose street fields fill the form's.
 */
export const ZAddressSearchResultSchema = z.object({
  full_address: z.string(),
  /** The street part ('12 Smith St', '1/109 Kirribilli Av'); '' for a suburb. */
  address_line_1: z.string(),
  street_number: z.string(),
  street_name: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
});
export type TAddressSearchResult = z.infer<typeof ZAddressSearchResultSchema>;
export const ZAddressSearchResponseSchema = z.array(ZAddressSearchResultSchema);
