import type { Deps } from '../../deps.ts';
import { findApplication } from './queries.ts';

/** Where an application's clients write to; undefined for an unknown application. */
export async function applicationSupportEmail(
  deps: Deps,
  applicationId: string,
): Promise<string | undefined> {
  return (await findApplication(deps.db, applicationId))?.configuration.support_email;
}
