/**
 * One thing wrong with a catalog package: the file, where in it (a CSV line, or a record and a path
 * inside it), the field, and a plain message. `validate` prints every one of them at once.
 */
export interface PackageProblem {
  file: string;
  /** The line (1 is the first; a CSV's header), for rates and a JSON file that does not parse. */
  line?: number;
  /** The column on that line, where it is known. */
  column?: number;
  /** Where in a JSON file: the record ("plan 101", "[3]") and the path inside it. */
  path?: string;
  field?: string;
  message: string;
}

/** "plans.json plan 101 eligibility.zip_areas[0]: must be three digits" */
export function problemText(problem: PackageProblem): string {
  const where = [
    problem.file,
    problem.line !== undefined ? `line ${problem.line}` : '',
    problem.column !== undefined ? `column ${problem.column}` : '',
    problem.path ?? '',
    problem.field && !problem.path?.endsWith(problem.field) ? `field ${problem.field}` : '',
  ]
    .filter((part) => part !== '')
    .join(' ');
  return `${where}: ${problem.message}`;
}

/** Problems, collected up to a cap per file (a broken rate sheet of a million rows need not print a million lines). */
export class ProblemList {
  readonly problems: PackageProblem[] = [];
  private readonly perFile = new Map<string, number>();

  constructor(private readonly capPerFile = 500) {}

  add(problem: PackageProblem): void {
    const count = (this.perFile.get(problem.file) ?? 0) + 1;
    this.perFile.set(problem.file, count);
    if (count <= this.capPerFile) this.problems.push(problem);
  }

  /** How many were found in all, counted beyond the cap. */
  get total(): number {
    let total = 0;
    for (const count of this.perFile.values()) total += count;
    return total;
  }

  /** Files with more problems than were kept, and how many more. */
  omitted(): { file: string; more: number }[] {
    return [...this.perFile]
      .filter(([, count]) => count > this.capPerFile)
      .map(([file, count]) => ({ file, more: count - this.capPerFile }));
  }
}
