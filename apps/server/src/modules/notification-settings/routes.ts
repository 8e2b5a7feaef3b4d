import {
  NOTIFICATION_AREA_PATHS,
  NOTIFICATION_AREAS,
  type TNotificationArea,
  ZNotificationSettingsBulkUpdateRequestSchema,
} from '@portal/contracts/api/account-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { bulkUpdate, settingsOf } from './service.ts';

/**
 * GET and PUT bulk-update per area: /api/profiles/my/notification-settings/{area}/ and .../bulk-update/;
 * the loan-note variant /api/icf/account/notification-settings/ serves the finance area.
 */
export function notificationSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const register = (base: string, area: TNotificationArea) => {
    app.get(base, async (request) => {
      const ctx = await authenticate(deps, request);
      return settingsOf(deps, ctx.actingUserId, area);
    });
    app.put(`${base}bulk-update/`, async (request: FastifyRequest) => {
      const ctx = await authenticate(deps, request);
      const items = parse(ZNotificationSettingsBulkUpdateRequestSchema, request.body ?? []);
      return bulkUpdate(
        deps,
        { userId: ctx.actingUserId, actorUserId: ctx.user.id },
        area,
        items,
        request.ip,
      );
    });
  };
  for (const area of NOTIFICATION_AREAS) {
    register(`/api/profiles/my/notification-settings/${NOTIFICATION_AREA_PATHS[area]}/`, area);
  }
  register('/api/icf/account/notification-settings/', 'finance');
}
