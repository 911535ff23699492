import { z } from 'zod';
import { apiCatalog } from '../../contract/apiCatalog';
import { fullPath } from '../../contract/callPath';
import type { Endpoint } from '../../contract/endpoint';
import { errorEnvelopeSchema } from '../../contract/envelope';

type JsonSchema = Record<string, unknown>;

/** The security scheme of the agency API's calls. */
export const API_KEY_SCHEME = 'agencyApiKey';

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(definition: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', definition.params],
    ['query', definition.query],
  ] as const) {
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

/** The OpenAPI 3.1 document, generated from the same declarations the routes are registered from. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorSchema = schemaOf(errorEnvelopeSchema, 'output');
  for (const [name, definition] of Object.entries(apiCatalog) as [string, Endpoint][]) {
    const path = fullPath(definition).replace(/:(\w+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: name,
      summary: definition.summary,
      parameters: parametersOf(definition),
      responses: {
        '200': {
          description: 'Success envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { const: 'success' },
                  statusCode: { type: 'integer' },
                  data: schemaOf(definition.data, 'output'),
                },
              },
            },
          },
        },
        '4XX': { description: 'Field errors', content: { 'application/json': { schema: errorSchema } } },
      },
    };
    if (definition.security === 'apiKey') operation.security = [{ [API_KEY_SCHEME]: [] }];
    if (definition.method !== 'GET') {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(definition.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Benefit store API', version: '1' },
    paths,
    components: {
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An agency API key (`npm run accounts -- add-api-key`), sent as `Authorization: Bearer <key>`; a missing, unknown or revoked key answers 401.',
        },
      },
    },
  };
}
