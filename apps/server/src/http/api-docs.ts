import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The security scheme every signed-in call names: `Authorization: Token <key>` (the key sign-in answers). */
export const TOKEN_SECURITY = [{ token: [] }];
/** The security of a call anyone may make. */
export const PUBLIC: [] = [];
/** The security of a call anyone may make that answers a signed-in caller differently. */
export const TOKEN_OPTIONAL = [...TOKEN_SECURITY, {}];

/**
 * The OpenAPI 3.1 document generated from the routes' schemas, at /api/openapi.json, and its reference
 * page at /api/docs/. Registered before the routes: the document is made of the routes registered after.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Client Portal API',
        version: '1.0.0',
        description:
          'Every call of the client portal. Errors share one shape: `detail`, messages per field, ' +
          '`non_field_errors`, and `extra.code` for a blocked account.',
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The word `Token`, a space and the key that sign-in answers: `Token <key>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page fetches the document from this server only; no call to an outside validator.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
