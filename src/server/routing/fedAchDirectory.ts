import { isValidRoutingNumber } from '../../domain/paymentNumbers';

/**
 * The Federal Reserve's FedACH participant directory (FedACHdir.txt): one fixed-width record of 155
 * characters per line. Layout as published by the Federal Reserve Banks' E-Payments Routing Directory
 * ("FedACH Directory File Format", http://www.fedwiredirectory.frb.org/format_ACH.cfm, also reproduced
 * at https://moov-io.github.io/fed/FEDACHDIR_FORMAT); positions are 1-based there, 0-based here:
 *
 *   routing number 9 (1-9), office code 1 (10, O main / B branch), servicing FRB number 9 (11-19),
 *   record type code 1 (20), change date MMDDYY 6 (21-26), new routing number 9 (27-35),
 *   customer name 36 (36-71), address 36 (72-107), city 20 (108-127), state 2 (128-129),
 *   zip 5 (130-134), zip extension 4 (135-138), telephone 3+3+4 (139-148),
 *   institution status code 1 (149), data view code 1 (150), filler 5 spaces (151-155).
 *
 * Only what the store uses is read: the routing number, the name, the city and the state.
 */
export const FEDACH_RECORD_LENGTH = 155;

/** The filler is the record's last 5 characters, all spaces: an editor that strips trailing spaces leaves 150. */
const SHORTEST_RECORD = FEDACH_RECORD_LENGTH - 5;

const FIELDS = {
  routing_number: [0, 9],
  customer_name: [35, 71],
  city: [107, 127],
  state: [127, 129],
} as const satisfies Record<string, readonly [number, number]>;

export interface RoutingEntry {
  routing_number: string;
  bank_name: string;
  city: string;
  state: string;
}

/** One problem of the file: its 1-based line, the field (as the format names it) and a plain message. */
export interface DirectoryProblem {
  line: number;
  field: string;
  message: string;
}

export interface FedAchDirectory {
  entries: RoutingEntry[];
  problems: DirectoryProblem[];
}

const field = (record: string, name: keyof typeof FIELDS) => record.slice(...FIELDS[name]).trim();

/** One record's entry and its own problems (a duplicate is the reader's to find). */
export function parseFedAchRecord(
  text: string,
  line: number,
): { entry: RoutingEntry | null; problems: DirectoryProblem[] } {
  if (text.length > FEDACH_RECORD_LENGTH || text.length < SHORTEST_RECORD) {
    const message = `A record is ${FEDACH_RECORD_LENGTH} characters long; this line has ${text.length}`;
    return { entry: null, problems: [{ line, field: 'record', message }] };
  }
  const problems: DirectoryProblem[] = [];
  const routing = text.slice(...FIELDS.routing_number);
  if (!/^\d{9}$/.test(routing)) {
    problems.push({
      line,
      field: 'routing_number',
      message: `Routing number "${routing.trim()}" is not 9 digits`,
    });
  } else if (!isValidRoutingNumber(routing)) {
    problems.push({
      line,
      field: 'routing_number',
      message: `Routing number ${routing} fails the ABA checksum`,
    });
  }
  const name = field(text, 'customer_name');
  if (name === '') problems.push({ line, field: 'customer_name', message: 'The customer name is empty' });
  const entry = {
    routing_number: routing,
    bank_name: name,
    city: field(text, 'city'),
    state: field(text, 'state'),
  };
  return { entry: problems.length === 0 ? entry : null, problems };
}

/**
 * Reads a directory line by line (so a stream of lines can feed it): `add` each line as it comes,
 * then `result` for every entry and every problem at once. Empty lines are skipped; a byte order mark
 * and a carriage return at a line's end are ignored.
 */
function fedAchDirectoryReader(): { add(text: string): void; result(): FedAchDirectory } {
  const entries: RoutingEntry[] = [];
  const problems: DirectoryProblem[] = [];
  const firstLine = new Map<string, number>();
  let line = 0;
  return {
    add(raw) {
      line++;
      let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
      if (text === '') return;
      const parsed = parseFedAchRecord(text, line);
      problems.push(...parsed.problems);
      if (!parsed.entry) return;
      const earlier = firstLine.get(parsed.entry.routing_number);
      if (earlier !== undefined) {
        const message = `Routing number ${parsed.entry.routing_number} is also on line ${earlier}`;
        problems.push({ line, field: 'routing_number', message });
        return;
      }
      firstLine.set(parsed.entry.routing_number, line);
      entries.push(parsed.entry);
    },
    result: () => ({ entries, problems }),
  };
}

/** A whole directory file's text. */
export function parseFedAchDirectory(text: string): FedAchDirectory {
  const reader = fedAchDirectoryReader();
  for (const line of text.split('\n')) reader.add(line);
  return reader.result();
}

/** A directory read from a stream of lines (e.g. `readline` over the file). */
export async function readFedAchDirectory(lines: AsyncIterable<string>): Promise<FedAchDirectory> {
  const reader = fedAchDirectoryReader();
  for await (const line of lines) reader.add(line);
  return reader.result();
}
