import type { FieldError } from '../../contract/envelope';

/** A call that did not succeed: its status and the field errors the server sent. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fieldErrors: FieldError[],
  ) {
    super(fieldErrors[0]?.error_message ?? `Request failed (${statusCode})`);
  }

  /** The first message, or a general one when the server sent none. */
  get firstMessage(): string {
    return this.fieldErrors[0]?.error_message ?? 'Something went wrong. Please try again.';
  }
}
