/** Query keys from one factory, so a change invalidates exactly what it touched. */
export const queryKeys = {
  cart: (enrollmentId: string) => ['cart', enrollmentId] as const,
  cartCount: (enrollmentId: string) => ['cart', enrollmentId, 'count'] as const,
  /** Whether a premier plan is in the cart (the tier's name depends on it): a cart's key. */
  cartPremier: (enrollmentId: string) => ['cart', enrollmentId, 'premier'] as const,
  plans: (enrollmentId: string, categories: string) => ['plans', enrollmentId, categories] as const,
  plan: (planId: number) => ['plan', planId] as const,
  pricing: (enrollmentId: string, planId: number) => ['pricing', enrollmentId, planId] as const,
  filter: (enrollmentId: string) => ['enrollment', enrollmentId, 'filter_info'] as const,
  tempInfo: (enrollmentId: string, column: string) => ['enrollment', enrollmentId, column] as const,
  stepDocument: (enrollmentId: string, step: string) =>
    ['enrollment', enrollmentId, 'document', step] as const,
  tabs: (enrollmentId: string) => ['enrollment', enrollmentId, 'tabs'] as const,
  menu: (groupId: number | null = null) => ['menu', groupId] as const,
  featured: () => ['featured'] as const,
  effectiveDates: (enrollmentId: string) => ['cart', enrollmentId, 'effective-dates'] as const,
  /** What the first payment is and how it is taken: a cart's key, so a cart change refreshes it. */
  paymentSummary: (enrollmentId: string) => ['cart', enrollmentId, 'payment'] as const,
  receipt: (enrollmentId: string) => ['receipt', enrollmentId] as const,
};
