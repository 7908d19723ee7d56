import { z } from 'zod';
import { MAX_EPOCH_MS } from '../core/bounds.js';
import { UpdateBroadcastBodySchema } from './update-broadcast.js';
import { UpdateMatchDataBodySchema } from './update-match-data.js';
import { ACTIONS } from './registry.js';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  propertyNames?: JsonSchema;
  maxProperties?: number;
};

/** A pattern bounds a string's length when it is anchored and has no unbounded repetition. */
const boundedPattern = (pattern: string) =>
  pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);

/** Every field path of `schema` (its JSON Schema) that has no upper bound, with why. */
function unboundedFields(schema: JsonSchema, path = 'body'): string[] {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return branches.flatMap((branch) => unboundedFields(branch, path));
  if (schema.enum || 'const' in schema) return [];
  switch (schema.type) {
    case 'null':
    case 'boolean':
      return [];
    case 'string':
      return schema.maxLength !== undefined || (schema.pattern && boundedPattern(schema.pattern))
        ? []
        : [`${path}: a string without maxLength`];
    case 'number':
    case 'integer':
      return Number.isFinite(schema.minimum) && Number.isFinite(schema.maximum)
        ? []
        : [`${path}: a number without minimum and maximum`];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${path}: an array without maxItems`] : []),
        ...(schema.items
          ? unboundedFields(schema.items, `${path}[]`)
          : [`${path}[]: items of any shape`]),
      ];
    case 'object':
      // A map (z.record): bounded when its keys and its number of keys are, and every value is.
      if (schema.propertyNames && typeof schema.additionalProperties === 'object')
        return [
          ...(schema.maxProperties === undefined ? [`${path}: a map without maxProperties`] : []),
          ...unboundedFields(schema.propertyNames, `${path}{key}`),
          ...unboundedFields(schema.additionalProperties, `${path}{}`),
        ];
      return [
        ...(schema.additionalProperties === false
          ? []
          : [`${path}: an object that accepts unknown keys`]),
        ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
          unboundedFields(child, `${path}.${key}`),
        ),
      ];
    case undefined:
    default:
      return [`${path}: a value of any type`];
  }
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

describe('action bodies are bounded (a user mistake is a 400, never a database error)', () => {
  it.each(Object.entries(ACTIONS))(
    '%s: every field has an upper bound and no unknown key passes',
    (_name, action) => {
      expect(unboundedFields(jsonSchemaOf(action.body))).toEqual([]);
    },
  );

  it.each([
    [
      'a string without maxLength',
      z.strictObject({ a: z.string() }),
      ['body.a: a string without maxLength'],
    ],
    [
      'a number without maximum',
      z.strictObject({ a: z.number().min(0) }),
      ['body.a: a number without minimum and maximum'],
    ],
    ['a loose object', z.object({ a: z.boolean() }), ['body: an object that accepts unknown keys']],
    [
      'an unbounded pattern',
      z.strictObject({ a: z.string().regex(/^a+$/) }),
      ['body.a: a string without maxLength'],
    ],
    [
      'an array without maxItems',
      z.strictObject({ a: z.array(z.boolean()) }),
      ['body.a: an array without maxItems'],
    ],
    [
      'a map without maxProperties',
      z.strictObject({ a: z.record(z.string().max(3), z.boolean()) }),
      ['body.a: a map without maxProperties'],
    ],
    [
      'a map with unbounded keys',
      z.strictObject({ a: z.record(z.string(), z.boolean()).meta({ maxProperties: 2 }) }),
      ['body.a{key}: a string without maxLength'],
    ],
    [
      'a nullable bounded string',
      z.strictObject({ a: z.string().max(3).nullable().optional() }),
      [],
    ],
  ])('the walk catches %s', (_label, schema, expected) => {
    expect(unboundedFields(jsonSchemaOf(schema))).toEqual(expected);
  });

  it.each([
    [
      'countdownEnd past the year 9999',
      false,
      UpdateBroadcastBodySchema,
      { countdownEnd: MAX_EPOCH_MS + 1 },
    ],
    [
      'countdownEnd of 8.64e15 + 1',
      false,
      UpdateBroadcastBodySchema,
      { countdownEnd: 8.64e15 + 1 },
    ],
    [
      'countdownEnd at the last millisecond of 9999',
      true,
      UpdateBroadcastBodySchema,
      { countdownEnd: MAX_EPOCH_MS },
    ],
    [
      'start in the year 0000',
      false,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { start: '0000-01-01T00:00:00Z' } },
    ],
    [
      'start in the year 1999',
      false,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { start: '1999-12-31T23:59:59Z' } },
    ],
    [
      'start in the year 9999 ending in 10000 UTC',
      false,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { start: '9999-12-31T23:00:00-12:00' } },
    ],
    [
      'start in 2026',
      true,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { start: '2026-11-25T18:00:00+01:00' } },
    ],
    [
      'a score of 1000',
      false,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { score_1: 1000 } },
    ],
    [
      'a javascript: VOD',
      false,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { vod: 'javascript:alert(1)' } },
    ],
    [
      'an https VOD',
      true,
      UpdateMatchDataBodySchema,
      { matchID: 'rec00000000000000', updatedData: { vod: 'https://youtu.be/x' } },
    ],
  ])('%s → accepted: %s', (_label, valid, schema: z.ZodType, body) => {
    expect(schema.safeParse(body).success).toBe(valid);
  });
});
