import { staffKey } from '../../api/staff-keys';

export const staffDataKey = [...staffKey, 'data'] as const;
export const availabilityKey = [...staffDataKey, 'availability'] as const;
/** The recent imports; one job lives under it too, so refresh the list alone with `exact: true`. */
export const importsKey = [...staffDataKey, 'imports'] as const;
export const importJobKey = (id: number | null) => [...importsKey, id] as const;
