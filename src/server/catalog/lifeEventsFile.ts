import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type LifeEvent, lifeEventSchema } from '../../domain/lifeEventSchema';
import { parsedJson } from './jsonText';
import type { ProblemList } from './packageProblem';
import { PACKAGE_FILES } from './packageSchema';
import { plainIssue, valueAt } from './plainIssue';

const FILE = PACKAGE_FILES.lifeEvents;

/** life_events.json as a whole, for the reference: a list of events. */
export const lifeEventsFileSchema = z.array(lifeEventSchema);

/** How an event is named in a problem: by its id when it has one, else by its place in the list. */
function eventName(raw: unknown, index: number): string {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.trim() !== '' ? `event ${id}` : `event ${index + 1}`;
}

/**
 * life_events.json (optional: none, the package has no life events), each event checked on its own so
 * one bad event does not hide the others' problems, then each id once.
 */
export function readLifeEventsFile(dir: string, problems: ProblemList): LifeEvent[] {
  const full = path.join(dir, FILE);
  if (!fs.existsSync(full)) return [];
  const raw = parsedJson(FILE, fs.readFileSync(full, 'utf8'), problems);
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.add({ file: FILE, message: 'must be a list of life events' });
    return [];
  }
  const events: LifeEvent[] = [];
  const seen = new Set<string>();
  raw.forEach((entry, index) => {
    const where = eventName(entry, index);
    const parsed = lifeEventSchema.safeParse(entry);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [key]) : [[]];
        for (const key of keys) {
          const at = [...issue.path, ...key];
          const one = issue.code === 'unrecognized_keys' ? { ...issue, keys: key } : issue;
          problems.add({
            file: FILE,
            path: [where, at.map(String).join('.')].filter(Boolean).join(' '),
            field: String(at.at(-1) ?? ''),
            message: plainIssue(one, valueAt(entry, at), lifeEventSchema),
          });
        }
      }
      return;
    }
    const event = parsed.data;
    if (seen.has(event.id))
      problems.add({ file: FILE, path: where, field: 'id', message: `event id ${event.id} is used twice` });
    seen.add(event.id);
    events.push(event);
  });
  return events;
}

/** Writes life_events.json as export does (nothing when the store has no life events). */
export function writeLifeEventsFile(dir: string, events: readonly LifeEvent[]): void {
  if (events.length === 0) return;
  // An event whose windows are the same in group plans is written without `group`, as packages write it.
  const written = events.map(({ group, ins04, ...event }) => ({
    ...event,
    ...(group ? { group } : {}),
    ins04,
  }));
  fs.writeFileSync(path.join(dir, FILE), `${JSON.stringify(written, null, 2)}\n`);
}
