import { describe, expect, it } from 'vitest';
import { coverageLines } from './coverageLines';

const span = (tier: string, start: string, end: string | null) => ({
  plan_id: 102,
  plan_name: 'Harborline Dental Preferred',
  carrier_name: 'Harborline Mutual',
  category: 'dental',
  option: 'Basic',
  tier,
  start,
  end,
});

const texts = (...spans: ReturnType<typeof span>[]) => coverageLines(spans).map((line) => line.text);

describe('coverageLines', () => {
  it('names the plan, carrier, option and tier, running or ended', () => {
    expect(texts(span('IO', '12/01/2026', null))).toEqual([
      'Harborline Dental Preferred (Harborline Mutual), Basic, Member Only: from 12/01/2026',
    ]);
    expect(texts(span('IC', '12/01/2026', '01/31/2027'))).toEqual([
      'Harborline Dental Preferred (Harborline Mutual), Basic, Member + Children: 12/01/2026 – 01/31/2027',
    ]);
  });

  it('leaves out a span replaced from its first day, and says when one was cancelled outright', () => {
    expect(texts(span('IO', '12/01/2026', '11/30/2026'), span('IC', '12/01/2026', null))).toEqual([
      'Harborline Dental Preferred (Harborline Mutual), Basic, Member + Children: from 12/01/2026',
    ]);
    expect(texts(span('IO', '12/01/2026', '11/30/2026'))).toEqual([
      'Harborline Dental Preferred (Harborline Mutual), Basic, Member Only: cancelled before 12/01/2026',
    ]);
  });
});
