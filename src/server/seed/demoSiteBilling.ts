/** The default site's statement descriptor (`sites.settings` key `billing_text`), for carriers without one. */
export function siteBillingText(kind: string): { billing_text?: string } {
  return kind === 'default' ? { billing_text: 'BENEFIT STORE*ENROLL' } : {};
}
