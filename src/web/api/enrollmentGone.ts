import { ApiError } from './apiError';

/**
 * Why a read of the shopper's enrollment failed when retrying cannot help: the server answers 404 for
 * an enrollment this browser does not hold (resumed elsewhere, cleared, or never this browser's).
 * Undefined for any other failure (a connection, a server error), which a Retry may mend.
 */
export function enrollmentGoneReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.statusCode === 404
    ? 'Your details are no longer open in this browser.'
    : undefined;
}
