import type { z } from 'zod';
import { didYouMean } from '../../domain/nearestName';

type Issue = z.core.$ZodIssue;

/** The value at `path` inside `raw`, or undefined where there is none. */
export function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The field names an object schema allows (through optional, nullable and default), for a misspelt key. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let inner: unknown = schema;
  for (let depth = 0; depth < 5 && inner; depth++) {
    const def = (inner as { def?: { type?: string; shape?: object; innerType?: unknown } }).def;
    if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
    inner = def?.innerType;
  }
  return [];
}

/** The schema of the object at `path` inside `schema`, when it can be followed (objects, lists, records). */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let at: unknown = schema;
  for (const key of path) {
    for (let depth = 0; depth < 5; depth++) {
      const def = (at as { def?: { type?: string; innerType?: unknown } } | undefined)?.def;
      if (def && ['optional', 'nullable', 'default'].includes(def.type ?? '')) at = def.innerType;
      else break;
    }
    const def = (
      at as
        | { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown; valueType?: unknown } }
        | undefined
    )?.def;
    if (def?.type === 'object') at = def.shape?.[String(key)];
    else if (def?.type === 'array') at = def.element;
    else if (def?.type === 'record') at = def.valueType;
    else return undefined;
  }
  return at as z.ZodType | undefined;
}

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : typeof value;

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  literal: 'a fixed value',
};

/**
 * A schema problem in plain words an operator can act on, instead of the schema library's ("Too big:
 * expected string to have <=22 characters" → "is 25 characters; at most 22"): `value` is the value the
 * problem is about (valueAt), `schema` the whole file's, for the allowed names of an object's fields.
 */
export function plainIssue(issue: Issue, value: unknown, schema?: z.ZodType): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is missing';
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(value)} (${shown(value)})`;
    case 'too_big': {
      const most = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string') return `is ${String(value).length} characters; ${most} ${issue.maximum}`;
      if (issue.origin === 'array')
        return `has ${(value as unknown[]).length} entries; ${most} ${issue.maximum}`;
      return `is ${shown(value)}; ${most} ${issue.maximum}`;
    }
    case 'too_small': {
      const least = issue.inclusive === false ? 'more than' : 'at least';
      if (issue.origin === 'string')
        return String(value).trim() === ''
          ? 'is empty'
          : `is ${String(value).length} characters; ${least} ${issue.minimum}`;
      if (issue.origin === 'array')
        return (value as unknown[]).length === 0
          ? 'is an empty list'
          : `has ${(value as unknown[]).length} entries; ${least} ${issue.minimum}`;
      return `is ${shown(value)}; ${least} ${issue.minimum}`;
    }
    case 'invalid_value': {
      // A list whose schema says in its own words what the values mean (HD03, a sponsor) keeps them.
      if (!issue.message.startsWith('Invalid')) return issue.message;
      const allowed = issue.values.map(String);
      return `is ${shown(value)}${didYouMean(String(value), allowed)}`;
    }
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (options) return `is ${shown(value)}${didYouMean(String(value), options.map(String))}`;
      return `is ${shown(value)}, which matches none of the shapes allowed here`;
    }
    case 'unrecognized_keys': {
      const allowed = keysOf(schema ? schemaAt(schema, issue.path) : undefined);
      return issue.keys
        .map(
          (key) => `has a field "${key}" it does not know${allowed.length ? didYouMean(key, allowed) : ''}`,
        )
        .join('; ');
    }
    case 'invalid_format':
      return issue.message.startsWith('Invalid')
        ? `is ${shown(value)}, not a valid ${issue.format}`
        : issue.message;
    default:
      return issue.message;
  }
}
