import {
  NOTIFICATION_AREA_PATHS,
  NOTIFICATION_AREA_TITLES,
  NOTIFICATION_AREAS,
  type TNotificationArea,
  ZNotificationSettingsBulkUpdateRequestSchema,
  ZNotificationSettingsResponseSchema,
} from '@portal/contracts/api/account-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { bulkUpdate, settingsOf } from './service.ts';

const tags = ['notification settings'];
const security = TOKEN_SECURITY;

/**
 * GET and PUT bulk-update per area: /api/profiles/my/notification-settings/{area}/ and .../bulk-update/;
 * the loan-note variant /api/icf/account/notification-settings/ serves the finance area.
 */
export function notificationSettingsRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  const register = (base: string, area: TNotificationArea) => {
    const title = NOTIFICATION_AREA_TITLES[area];
    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The caller’s choices for the ${title} notifications`,
          security,
          response: answers(ZNotificationSettingsResponseSchema),
        },
        preValidation,
      },
      async (request) => settingsOf(deps, callerOf(request).actingUserId, area),
    );
    app.put(
      `${base}bulk-update/`,
      {
        schema: {
          tags,
          summary: `Save choices for some ${title} notifications, all or nothing`,
          security,
          body: ZNotificationSettingsBulkUpdateRequestSchema,
          response: answers(ZNotificationSettingsResponseSchema),
        },
        preValidation,
      },
      async (request) => {
        const ctx = callerOf(request);
        return bulkUpdate(
          deps,
          { userId: ctx.actingUserId, actorUserId: ctx.user.id },
          area,
          request.body,
          request.ip,
        );
      },
    );
  };
  for (const area of NOTIFICATION_AREAS) {
    register(`/api/profiles/my/notification-settings/${NOTIFICATION_AREA_PATHS[area]}/`, area);
  }
  register('/api/icf/account/notification-settings/', 'finance');
}
