/**
 * Query keys from one factory, so a change invalidates exactly what it touched. A key here is either a
 * group (a prefix: invalidating it reaches every query under it, e.g. all of one enrollment's cart) or
 * the key of a query that is more than one contract call; a query of one call takes its key from the
 * call itself (callQuery.ts), under one of these groups when a change must reach it. Literal keys
 * anywhere else fail the lint (biome's plugin lint/noLiteralQueryKey.grit).
 */
export const queryKeys = {
  /** Every enrollment's cart: what adding a plan changes. */
  carts: () => ['cart'] as const,
  cart: (enrollmentId: string) => ['cart', enrollmentId] as const,
  cartCount: (enrollmentId: string) => ['cart', enrollmentId, 'count'] as const,
  planListPage: (enrollmentId: string, categories: string, page: number) =>
    ['plans', enrollmentId, categories, page] as const,
  /** Every plan's price for every enrollment: what choosing a portal changes. */
  pricings: () => ['pricing'] as const,
  pricing: (enrollmentId: string, planId: number) => ['pricing', enrollmentId, planId] as const,
  /** Everything read of one enrollment (its filter, saved steps, tabs): what a portal or effective date changes. */
  enrollment: (enrollmentId: string) => ['enrollment', enrollmentId] as const,
  filter: (enrollmentId: string) => ['enrollment', enrollmentId, 'filter_info'] as const,
  /** One read of an enrollment, named by its temp-info column or by what it reads (one or more calls). */
  tempInfo: (enrollmentId: string, column: string) => ['enrollment', enrollmentId, column] as const,
  stepDocument: (enrollmentId: string, step: string) =>
    ['enrollment', enrollmentId, 'document', step] as const,
  featured: () => ['featured'] as const,
  /** Who is signed in: what signing in changes. */
  auth: () => ['auth'] as const,
  /** What a rep's assistant knows of this device's lead: what a message to the rep changes. */
  lead: (agentId: number | null) => ['lead', agentId] as const,
  /** The lead kept with a rep when the assistant opens: once per rep, group and device, on whatever page. */
  leadKept: (agentId: number, groupId: number | null, device: string) =>
    ['lead-kept', agentId, groupId, device] as const,
  /** A rep's assistant conversation on this device, on whatever page it opens. */
  assistant: (agentId: number, device: string) => ['assistant', agentId, device] as const,
  /** The signed-in account's book of business (each account its own). */
  bookOfBusiness: (kind?: string, agentId?: number | null, groupId?: number | null) =>
    ['book-of-business', kind, agentId, groupId] as const,
  branding: (domain: string) => ['branding', domain] as const,
};
