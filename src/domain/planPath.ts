/**
 * A plan's path in the store, plan/{plan_id}/{name made safe for a URL}: the web's links and the
 * e-mails' links back to a plan are the same address.
 */
export function planPath(planId: number, planName: string): string {
  const slug = planName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/plan/${planId}/${slug}`;
}
