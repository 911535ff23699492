import { formatCents } from '../../domain/pricing';
import {
  type CatalogDiff,
  type DeliveryChange,
  isUnchanged,
  RECORD_KINDS,
  type RecordChanges,
} from './catalogDiff';
import type { FieldChange } from './fieldChanges';
import type { RateChange, RateChanges } from './rateDiff';

/** Changed rates printed as lines at most; `--json` lists more (rateDiff.ts). */
const PRINTED_RATES = 200;
/** A value longer than this (an agreement's body) is cut in the text; `--json` has it whole. */
const SHOWN_CHARS = 200;

const listed = (ids: (number | string)[]) =>
  ids.length > 12 ? `${ids.slice(0, 12).join(', ')} and ${ids.length - 12} more` : ids.join(', ');

const shown = (value: string | null) => value ?? '(none)';

/** A field's value as JSON ((none) where the record has no such field), cut when long. */
function valueText(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

const fieldLine = (change: FieldChange) =>
  `  ${change.field}: ${valueText(change.old)} → ${valueText(change.new)}`;

/** "carrier 3 delivery:" then each field, "old → new" where it changes, its value where it stays. */
function deliveryText(change: DeliveryChange): string[] {
  return [
    `carrier ${change.carrier} delivery:`,
    ...change.fields.map(({ field, before, after }) =>
      before === after
        ? `  ${field}: ${shown(after)} (unchanged)`
        : `  ${field}: ${shown(before)} → ${shown(after)}`,
    ),
  ];
}

/** "plan 101 option Basic tier EE ages 18-29 state all tobacco any" */
function rateName(rate: Omit<RateChange, 'oldCents' | 'newCents'>): string {
  const tobacco = rate.tobacco === null ? 'any' : rate.tobacco ? 'yes' : 'no';
  return `plan ${rate.plan} option ${rate.option} tier ${rate.tier} ages ${rate.ageMin}-${rate.ageMax} state ${rate.state ?? 'all'} tobacco ${tobacco}`;
}

const byPlanText = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([plan, count]) => `plan ${plan} ${count}`)
    .join(', ');

function rateText(rates: RateChanges): string[] {
  if (rates.added + rates.removed + rates.changed === 0) return [];
  const lines = [`rate rows: ${rates.added} added; ${rates.removed} removed; ${rates.changed} changed`];
  if (rates.added > 0) lines.push(`  added by plan: ${byPlanText(rates.addedByPlan)}`);
  if (rates.removed > 0) lines.push(`  removed by plan: ${byPlanText(rates.removedByPlan)}`);
  for (const rate of rates.changes.slice(0, PRINTED_RATES))
    lines.push(`  ${rateName(rate)}: ${formatCents(rate.oldCents)} → ${formatCents(rate.newCents)}`);
  const more = rates.changed - Math.min(rates.changes.length, PRINTED_RATES);
  if (more > 0) lines.push(`  and ${more} more changed rates (diff --json lists them)`);
  return lines;
}

/** When the package's rates would price coverage: the --effective date (ISO), or at once. */
function whenText(effectiveFrom: string | null): string {
  if (!effectiveFrom) return 'takes effect at once (no --effective date)';
  const [year, month, day] = effectiveFrom.split('-');
  return `rates take effect for coverage from ${month}/${day}/${year}`;
}

/** The counts of the whole diff: records added, removed and changed, and rate rows. */
function diffSummary(diff: CatalogDiff) {
  const records = { added: 0, removed: 0, changed: 0 };
  for (const [kind] of RECORD_KINDS) {
    records.added += diff[kind].added.length;
    records.removed += diff[kind].removed.length;
    records.changed += diff[kind].changed.length;
  }
  const { added, removed, changed } = diff.rates;
  return { records, rates: { added, removed, changed }, siteFaces: diff.site.length };
}

/**
 * The diff as the command prints it: a line a kind, counted and named; each changed record with its
 * fields old → new; each changed rate with its old and new price; then a summary line with the date.
 */
export function diffText(diff: CatalogDiff, effectiveFrom: string | null = null): string {
  if (isUnchanged(diff)) return 'No change: the store already has this catalog.';
  const lines: string[] = [];
  for (const [kind, heading, noun] of RECORD_KINDS) {
    const changes: RecordChanges = diff[kind];
    const parts = [
      changes.added.length ? `${changes.added.length} added (${listed(changes.added)})` : '',
      changes.removed.length ? `${changes.removed.length} removed (${listed(changes.removed)})` : '',
      changes.changed.length
        ? `${changes.changed.length} changed (${listed(changes.changed.map((record) => record.id))})`
        : '',
    ].filter(Boolean);
    if (parts.length) lines.push(`${heading}: ${parts.join('; ')}`);
    if (kind === 'carriers') lines.push(...diff.deliveries.flatMap(deliveryText));
    for (const record of changes.changed) {
      if (record.fields.length === 0) continue;
      const name = kind === 'agency' ? noun : noun ? `${noun} ${record.id}` : String(record.id);
      lines.push(`${name}:`, ...record.fields.map(fieldLine));
    }
  }
  lines.push(...diff.site);
  lines.push(...rateText(diff.rates));
  const { records, rates, siteFaces } = diffSummary(diff);
  lines.push(
    `Summary: records ${records.added} added, ${records.removed} removed, ${records.changed} changed; ` +
      `rate rows ${rates.added} added, ${rates.removed} removed, ${rates.changed} changed; ` +
      `${siteFaces ? `${siteFaces} site face${siteFaces === 1 ? '' : 's'} changed; ` : ''}${whenText(effectiveFrom)}.`,
  );
  return lines.join('\n');
}

/** The same diff as JSON for a pull-request check: every fact of the text, prices in cents. */
export function diffJson(diff: CatalogDiff, effectiveFrom: string | null = null): string {
  return JSON.stringify(
    { unchanged: isUnchanged(diff), effective_from: effectiveFrom, summary: diffSummary(diff), ...diff },
    null,
    2,
  );
}
