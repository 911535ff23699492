import type { z } from 'zod';
import type { FieldError } from '../../contract/envelope';

/** An answer the caller can act on: a 4xx status and the messages for the fields concerned. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fieldErrors: FieldError[],
  ) {
    super(fieldErrors.map((e) => `${e.target_element}: ${e.error_message}`).join('; '));
  }
}

export function fieldError(target: string, message: string, statusCode = 400): AppError {
  return new AppError(statusCode, [{ target_element: target, error_message: message }]);
}

export function notFound(target: string, message: string): AppError {
  return fieldError(target, message, 404);
}

/** zod issues as the field-error list: one message per field, the first one found. */
export function toFieldErrors(error: z.ZodError, root: string): FieldError[] {
  const seen = new Set<string>();
  const list: FieldError[] = [];
  for (const issue of error.issues) {
    const target = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
    if (seen.has(target)) continue;
    seen.add(target);
    list.push({ target_element: target, error_message: issue.message });
  }
  return list;
}
