/**
 * The route a page address belongs to, for checking each kind of page once: numbers and long ids
 * or tokens in the path become placeholders, and only the names of the query's parameters count
 * (`/plan/121/3?from=x` and `/plan/204/1?from=y` are one page, `/plans` and `/plans?type=` two).
 */
export function routePattern(address: string): string {
  const url = new URL(address);
  const parts: string[] = [];
  for (const part of url.pathname.split('/')) {
    if (/^\d+$/.test(part)) parts.push(':n');
    // A name after a number is that thing's readable slug (`/plan/121/summit-health-bronze`).
    else if (parts.at(-1) === ':n' && /^[a-z0-9]+(-[a-z0-9]+)+$/.test(part)) parts.push(':slug');
    else if (part.length >= 16 && /\d/.test(part)) parts.push(':id');
    else parts.push(part);
  }
  const path = parts.join('/');
  const keys = [...new Set(url.searchParams.keys())].sort();
  return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}
