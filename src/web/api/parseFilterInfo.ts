import { type FilterInfo, filterInfoSchema } from '../../contract/filterCalls';

/** The saved filter checked by its contract schema; loaded on demand by getFilterInfoQuery (zod stays off the first page). */
export function parseFilterInfo(result: unknown): FilterInfo {
  return filterInfoSchema.parse(result);
}
