import type { TProfile } from '@portal/contracts/api/auth';

/**
 * The permission modules of the current application (spec section 6), or null when the profile names
 * none for it: then nothing is gated.
 */
export const modulesFor = (
  profile: Pick<TProfile, 'permissions'> | undefined,
  productKey: string | undefined,
): string[] | null => {
  if (!profile || !productKey) return null;
  const entry = profile.permissions.applications.find(
    (application) => application.product_key === productKey,
  );
  return entry && entry.modules.length > 0 ? entry.modules : null;
};

/** An item with no module, or with one the user holds, is shown. */
export const isAllowed = (modules: string[] | null, required: readonly string[] | undefined): boolean =>
  !modules || !required || required.length === 0 || required.some((module) => modules.includes(module));
