import type { Readable } from 'node:stream';
import { ERROR_RESPONSES, ZFileSchema } from '@portal/contracts/api/errors';
import type { FastifyInstance, FastifyReply, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { parse } from './validation.ts';

/**
 * Routes declare the contracts' zod schemas. A request part is checked by `parse`, so a route that
 * declares its schema refuses bad input with the same 400 answer its handler gave when it parsed the
 * input itself; an answer is written through the schema of its status, so a field the schema does not
 * name never leaves the server.
 */
export function useContractSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validateWithContract);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify hands a body validator `null` when no body was sent, which reads as a JSON null; the API has
  // always read a missing body as an empty form, and a JSON null as a body to refuse.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
}

const validateWithContract: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (value) => {
    try {
      return { value: parse(schema, value) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Route options of a call whose body rules depend on what is stored (a TFN already on file, the type of
 * the account): its declared body schema documents the form, and the service parses the body once it has
 * read those facts, so one 400 answer names every field's error, as it always did. The other parts of
 * the request are checked as on any route.
 */
export const BODY_PARSED_BY_SERVICE: { validatorCompiler: FastifySchemaCompiler<unknown> } = {
  validatorCompiler: (route) =>
    route.httpPart === 'body'
      ? (value) => ({ value })
      : validateWithContract({ ...route, schema: route.schema as z.core.$ZodType }),
};

/** The answers a call declares: its own for 200, the error shape for every 4xx and 5xx. */
export function answers<S>(ok: S) {
  return { 200: ok, ...ERROR_RESPONSES };
}

/** The answers of a call that creates: its own for 201, the error shape for every 4xx and 5xx. */
export function created<S>(made: S) {
  return { 201: made, ...ERROR_RESPONSES };
}

/**
 * The answers of a call that answers a file (streamed, never serialised): its content type for 200, the
 * error shape for every 4xx and 5xx.
 */
export function fileAnswers(contentType: string, description = 'The file') {
  return {
    200: { description, content: { [contentType]: { schema: ZFileSchema } } },
    ...ERROR_RESPONSES,
  };
}

/** The answers of a page for people (HTML, sent as written): the page for 200, the error shape otherwise. */
export const pageAnswers = () => fileAnswers('text/html', 'The page');

/**
 * Sends a file as it is streamed or held. Fastify never serialises a stream or Buffer, but the typed reply
 * of a route with schemas accepts only its schemas' types: this is the one place that steps past them.
 */
export function sendStream(reply: FastifyReply, body: Readable | Buffer): FastifyReply {
  return reply.send(body);
}
