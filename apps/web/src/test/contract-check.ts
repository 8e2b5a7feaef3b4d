// Checks the fake server's answers against the OpenAPI document the server generates from the contracts,
// so a fixture that drifts from what the server really answers fails its test.

import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import openapiText from '../../../../packages/contracts/openapi.json?raw';

type TSchema = Record<string, unknown>;
type TResponse = { content?: Record<string, { schema?: TSchema }> };
type TOperation = { responses?: Record<string, TResponse> };
type TDocument = { paths: Record<string, Record<string, TOperation>> };

const SNAPSHOT = 'packages/contracts/openapi.json';
const openapi = JSON.parse(openapiText) as TDocument;

type TRoute = { method: string; template: string; pattern: RegExp; params: number; operation: TOperation };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROUTES: TRoute[] = Object.entries(openapi.paths)
  .flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const parts = template.split(/\{[^}]+\}/);
      return {
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${parts.map(escapeRegExp).join('[^/]+')}$`),
        params: parts.length - 1,
        operation,
      };
    }),
  )
  // A literal segment wins over a parameter, as it does in the server's router.
  .sort((a, b) => a.params - b.params);

const findRoute = (method: string, path: string) =>
  ROUTES.find((route) => route.method === method && route.pattern.test(path));

const jsonSchemaOf = (response: TResponse | undefined) => response?.content?.['application/json']?.schema;

/** Every call's error answers share one shape; a call that declares none still answers with it. */
const ERROR_SCHEMAS: Record<string, TSchema | undefined> = Object.fromEntries(
  ['4XX', '5XX'].map((range) => [
    range,
    ROUTES.map((route) => jsonSchemaOf(route.operation.responses?.[range])).find(Boolean),
  ]),
);

const ajv = new Ajv2020({ allErrors: true, strict: false });
// zod names the format of `startsWith` strings; their `pattern` already says what it means.
ajv.addFormat('starts_with', true);
const validators = new Map<TSchema, ValidateFunction>();
const validatorFor = (schema: TSchema) => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
};

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .map((error) => {
      const where = error.instancePath || '(the body)';
      const extra = 'additionalProperty' in error.params ? ` '${error.params.additionalProperty}'` : '';
      return `  ${where} ${error.message}${extra}`;
    })
    .join('\n');

/** Why a fixture key names no operation of the document, or null when it names one. */
export const unknownOperation = (key: string): string | null => {
  const [method = '', path = ''] = key.split(' ');
  return findRoute(method.toUpperCase(), path)
    ? null
    : `The fake server has an answer for '${key}', an operation ${SNAPSHOT} does not have`;
};

/** Why an answer is not one the server could give, or null when it could. */
export const contractViolation = (
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | null => {
  const key = `${method} ${path}`;
  const route = findRoute(method, path);
  if (!route) return unknownOperation(key);
  const responses = route.operation.responses ?? {};
  const range = `${String(status)[0]}XX`;
  const declared = responses[String(status)] ?? responses[range] ?? responses.default;
  const declaresContent = Object.values(responses).some((response) => response.content);
  let schema: TSchema | undefined;
  if (declared) schema = jsonSchemaOf(declared);
  else if (status >= 400) schema = ERROR_SCHEMAS[range];
  // A route without declared answers yet (its schema is still to come) accepts any success.
  else if (declaresContent)
    return `${key} (${route.template} in ${SNAPSHOT}) declares no answer with status ${status}; it declares ${Object.keys(responses).join(', ')}`;
  if (!schema) return null;
  if (body === undefined) return `${key} answered ${status} without a body, but the contract declares one`;
  const validate = validatorFor(schema);
  if (validate(body)) return null;
  return `${key} answered ${status} with a body that does not match the contract (${route.template} in ${SNAPSHOT}):\n${describeErrors(validate.errors)}`;
};
