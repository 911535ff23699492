/** plan/{plan_id}/{plan_name}, with the name made safe for a URL. */
export function planPath(planId: number, planName: string): string {
  const slug = planName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/plan/${planId}/${slug}`;
}
