import type { Deps } from '../../deps.ts';
import { findApplication, listUserApplications } from './queries.ts';

/** Where an application's clients write to; undefined for an unknown application. */
export async function applicationSupportEmail(
  deps: Deps,
  applicationId: string,
): Promise<string | undefined> {
  return (await findApplication(deps.db, applicationId))?.configuration.support_email;
}

/** The applications (brands) a user is activated in. */
export function activeApplicationsOf(deps: Deps, userId: number) {
  return listUserApplications(deps.db, userId);
}
