/**
 * Which server a call goes to: the enrollment API, the "benefit host" (recommendations, dob checks) or
 * the agency API (called by the agency's own systems with an API key).
 */
export type Host = 'enrollment' | 'benefit' | 'agency';

/** Each host's path prefix. */
export const HOST_PREFIX: Record<Host, string> = {
  enrollment: '/api/v1',
  benefit: '/api/benefit',
  agency: '/api/agency/v1',
};

/**
 * A call's path with its host's prefix, from its route alone (no schemas): its own zod-free file so
 * the web's client does not bring zod into the first page.
 */
export function fullPath(e: { host: Host; path: string }): string {
  return `${HOST_PREFIX[e.host]}/${e.path}`;
}
