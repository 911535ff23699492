import type { Finding } from './finding';
import { fits, type LoopRule, type SegmentRule } from './guideRules';
import type { Segment } from './tokenizer';

type Child = SegmentRule | LoopRule;

/** A segment at the place the guide gives it: its rule and its loop. */
export interface Placed {
  segment: Segment;
  /** Position in the transaction set (ST is 1). */
  position: number;
  rule: SegmentRule;
  loop: string;
}

/** One open loop instance: which child was last seen and how often each was. */
interface Frame {
  id: string;
  children: readonly Child[];
  /** A loop's first child begins it; a repeat of it begins a new instance in the parent. */
  isLoop: boolean;
  cursor: number;
  counts: number[];
}

const trigger = (child: Child): SegmentRule => (child.kind === 'segment' ? child : child.children[0]);

function openFrame(id: string, children: readonly Child[], isLoop: boolean): Frame {
  const counts = children.map(() => 0);
  if (isLoop) counts[0] = 1;
  return { id, children, isLoop, cursor: 0, counts };
}

/** Every segment id the structure knows, to tell an unexpected segment from an unknown one. */
function knownIds(children: readonly Child[], into = new Set<string>()): Set<string> {
  for (const child of children) {
    if (child.kind === 'segment') into.add(child.id);
    else knownIds(child.children, into);
  }
  return into;
}

/**
 * Walks a transaction set's segments (between ST and SE) through the guide's loops, as an X12 parser
 * does: each segment is placed at the first rule at or after the current one, in the open loop or one
 * that encloses it, a loop's first segment opening an instance of it. Reports what is out of place
 * (IK304 1, 2, 3, 4, 5, 7) and gives each placed segment its rule for the element checks.
 */
export function walkLoops(
  body: readonly Segment[],
  root: readonly Child[],
  endPosition: number,
): { placed: Placed[]; findings: Finding[] } {
  const placed: Placed[] = [];
  const findings: Finding[] = [];
  const known = knownIds(root);
  const stack: Frame[] = [openFrame('', root, false)];
  const segmentFinding = (id: string, position: number, loop: string, code: string, message: string) =>
    findings.push({ level: 'segment', code, segment: id, position, loop: loop || undefined, message });

  const close = (frame: Frame, position: number) => {
    for (const [index, child] of frame.children.entries()) {
      if (child.usage !== 'R' || (frame.counts[index] ?? 0) > 0) continue;
      const first = trigger(child);
      segmentFinding(
        first.id,
        position,
        child.kind === 'loop' ? child.id : frame.id,
        '3',
        `${child.kind === 'loop' ? `loop ${child.id} (${child.name})` : `${first.id} (${first.name})`} is required${frame.id ? ` in loop ${frame.id}` : ''} and missing`,
      );
    }
  };

  const find = (frame: Frame, elements: readonly string[], exact: boolean): number => {
    for (
      let index = Math.max(frame.cursor, frame.isLoop ? 1 : 0);
      index < frame.children.length;
      index += 1
    ) {
      const child = frame.children[index];
      if (!child) continue;
      const first = trigger(child);
      if (exact ? fits(first, elements) : child.kind === 'segment' && first.id === elements[0]) return index;
    }
    // Segments of one id told apart by their qualifier share one position (the 2000 loop's REF*0F,
    // REF*1L and other REFs): among them the order is free.
    const current = frame.children[frame.cursor];
    if (exact && current?.kind === 'segment' && current.id === elements[0]) {
      for (let index = frame.cursor - 1; index >= (frame.isLoop ? 1 : 0); index -= 1) {
        const child = frame.children[index];
        if (child?.kind !== 'segment' || child.id !== current.id) break;
        if (fits(child, elements)) return index;
      }
    }
    return -1;
  };

  for (const [offset, segment] of body.entries()) {
    const position = offset + 2;
    let depth = -1;
    let index = -1;
    for (const exact of [true, false]) {
      for (let level = stack.length - 1; level >= 0 && index < 0; level -= 1) {
        const frame = stack[level];
        if (!frame) continue;
        index = find(frame, segment.elements, exact);
        if (index >= 0) depth = level;
      }
      if (index >= 0) break;
    }
    const frame = stack[depth];
    const child = frame?.children[index];
    if (!frame || !child) {
      const before = stack.some((open) =>
        open.children.slice(0, open.cursor + 1).some((earlier) => fits(trigger(earlier), segment.elements)),
      );
      const loop = stack.at(-1)?.id ?? '';
      if (before)
        segmentFinding(
          segment.id,
          position,
          loop,
          '7',
          `${segment.id} is not in its place in the guide's order`,
        );
      else if (known.has(segment.id))
        segmentFinding(segment.id, position, loop, '2', `${segment.id} is not expected here`);
      else segmentFinding(segment.id, position, loop, '1', `${segment.id} is not a segment of the 834`);
      continue;
    }
    while (stack.length - 1 > depth) {
      const done = stack.pop();
      if (done) close(done, position);
    }
    // Only the current rule or one of its same-position neighbours can have been seen already.
    const seen = (frame.counts[index] ?? 0) + 1;
    frame.cursor = index;
    frame.counts[index] = seen;
    if (child.kind === 'loop') {
      if (seen > child.max)
        segmentFinding(
          segment.id,
          position,
          child.id,
          '4',
          `loop ${child.id} occurs more than ${child.max} times`,
        );
      stack.push(openFrame(child.id, child.children, true));
      placed.push({ segment, position, rule: child.children[0], loop: child.id });
    } else {
      if (seen > child.max)
        segmentFinding(
          segment.id,
          position,
          frame.id,
          '5',
          `${segment.id} (${child.name}) occurs more than ${child.max} times`,
        );
      placed.push({ segment, position, rule: child, loop: frame.id });
    }
  }
  while (stack.length > 0) {
    const done = stack.pop();
    if (done) close(done, endPosition);
  }
  return { placed, findings };
}
