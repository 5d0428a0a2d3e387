import type { INestApplication } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorBodySchema } from '@takehome/contracts';
import { z } from 'zod';
import { ANSWERS_METADATA, ZodPipe, type Answer } from './validation.js';

// Nest's RequestMethod and RouteParamtypes enums, by value.
const METHODS = ['get', 'post', 'put', 'delete', 'patch', 'all', 'options', 'head', 'search'] as const;
const BODY = 3;
const QUERY = 4;
const PARAM = 5;

type JsonSchema = Record<string, unknown>;
type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type RouteArgs = Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;

/** A zod schema as OpenAPI 3.0 sees it: what a client sends (`input`) or receives (`output`). */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' });
  return json;
}

const ERROR_ANSWER = {
  description: 'Any failure: `{ "error": message }` with the message of docs/product/copy.md',
  content: { 'application/json': { schema: openApiSchema(apiErrorBodySchema, 'output') } },
};

function zodSchemaOf(args: RouteArgs, type: number, data?: string): z.ZodType | undefined {
  for (const [key, arg] of Object.entries(args)) {
    if (!key.startsWith(`${type}:`) || (data !== undefined && arg.data !== data)) continue;
    const pipe = arg.pipes?.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe);
    if (pipe) return pipe.schema;
  }
  return undefined;
}

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`.replace(/:(\w+)/g, '{$1}');

/** The success status Nest answers with: @Redirect's, @HttpCode's, else 201 for POST and 200 otherwise. */
function successStatus(handler: object, method: string, answer: Answer | undefined): number {
  if (answer?.status) return answer.status;
  const redirect = Reflect.getMetadata(REDIRECT_METADATA, handler) as { statusCode?: number } | undefined;
  if (redirect) return redirect.statusCode ?? 302;
  return (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200);
}

function describe(operation: Operation, args: RouteArgs, answer: Answer | undefined, status: number): void {
  const body = zodSchemaOf(args, BODY);
  if (body) {
    const accepted = body.safeParse(undefined).success;
    operation.requestBody = {
      required: !accepted,
      content: { 'application/json': { schema: openApiSchema(body, 'input') } },
    };
  }
  const query = zodSchemaOf(args, QUERY);
  const parameters = (operation.parameters ?? []).filter((p) => !(query && p.in === 'query'));
  for (const parameter of parameters) {
    const schema = parameter.in === 'path' ? zodSchemaOf(args, PARAM, parameter.name) : undefined;
    if (schema) parameter.schema = openApiSchema(schema, 'input');
  }
  if (query) {
    const json = openApiSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {}))
      parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
  }
  operation.parameters = parameters;
  if (!answer) return;
  const content = answer.schema
    ? { [answer.contentType ?? 'application/json']: { schema: openApiSchema(answer.schema, 'output') } }
    : undefined;
  operation.responses = {
    [status]: { description: answer.description ?? (content ? 'Success' : 'Success, without a body'), content },
    default: ERROR_ANSWER,
  };
}

/**
 * Fills /docs from the zod schemas the routes validate with and answer (@Answers): request bodies,
 * query and path parameters, the success answer and the `{ error }` answer. Swagger's own scan
 * sees only TypeScript types, which zod-inferred types are not at run time.
 */
export function describeRoutesFromSchemas(app: INestApplication, document: OpenAPIObject): void {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || paths === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as RouteArgs;
        const answer = Reflect.getMetadata(ANSWERS_METADATA, handler) as Answer | undefined;
        const status = successStatus(handler, method, answer);
        for (const prefix of prefixes)
          for (const path of [paths].flat()) {
            const operation = (document.paths[joinPath(prefix, path)] as Record<string, Operation> | undefined)?.[method];
            if (operation) describe(operation, args, answer, status);
          }
      }
    }
  }
}
