/** Every lookup list lives under ['lookups']; the lists change only with a release, so most are kept. */
export const lookupsKey = ['lookups'] as const;
export const addressSearchKey = (query: string) => [...lookupsKey, 'address-search', query] as const;
export const auStatesKey = [...lookupsKey, 'au-states'] as const;
export const countriesKey = [...lookupsKey, 'countries'] as const;
export const gendersKey = [...lookupsKey, 'genders'] as const;
export const languagesKey = [...lookupsKey, 'languages'] as const;
export const nameTitlesKey = (gender: number | string | null | undefined) =>
  [...lookupsKey, 'name-titles', gender] as const;
export const regionsKey = (country: string) => [...lookupsKey, 'regions', country] as const;
export const statesDocumentInfoKey = [...lookupsKey, 'states-document-info'] as const;
