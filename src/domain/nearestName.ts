/** Edits (insert, delete, replace, swap of neighbours) between two words, case aside. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[x.length] as number[])[y.length] as number;
}

/**
 * The allowed name nearest to a mistyped one ("deductable" → "deductible"), or null when none is close
 * (more edits than a third of the word's length, at least 1 and at most 3).
 */
export function nearestName(name: string, allowed: readonly string[]): string | null {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of allowed) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ": did you mean "deductible"?" or nothing; then the allowed names, for a message an operator acts on. */
export function didYouMean(name: string, allowed: readonly string[]): string {
  const nearest = nearestName(name, allowed);
  return `${nearest ? ` (did you mean "${nearest}"?)` : ''}; allowed: ${allowed.join(', ')}`;
}
