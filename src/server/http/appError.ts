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
