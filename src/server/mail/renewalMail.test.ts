import { describe, expect, it } from 'vitest';
import { composeRenewalNotice, type NoticeCoverage } from './renewalMail';

const dental: NoticeCoverage = {
  planName: 'Dental Plus',
  option: 'Basic',
  oldCents: 2919,
  next: { planName: 'Dental Plus', option: 'Basic', cents: 3140, priced: true },
};
const notice = (coverages: NoticeCoverage[], changeWindow = { from: '01/01/2027', until: '01/31/2027' }) =>
  composeRenewalNotice({
    name: 'Maria Lopez',
    policyId: 'BS1234567890',
    renewsOn: '01/01/2027',
    yearEnd: '12/31/2026',
    coverages,
    changeWindow,
  });

describe('the renewal notice', () => {
  it('says each coverage’s new monthly price against the old, up, down or the same', () => {
    const { subject, text, html } = notice([
      dental,
      {
        ...dental,
        planName: 'Vision',
        next: { ...dental, planName: 'Vision', cents: 1500, priced: true },
        oldCents: 1650,
      },
      {
        ...dental,
        planName: 'Accident',
        next: { ...dental, planName: 'Accident', cents: 900, priced: true },
        oldCents: 900,
      },
    ]);
    expect(subject).toBe('Your coverage renews on 01/01/2027');
    expect(text).toContain('Dear Maria Lopez,');
    expect(text).toContain('confirmation number BS1234567890 renews on 01/01/2027');
    expect(text).toContain(
      '- Your Dental Plus (Basic) plan renews on 01/01/2027 at $31.40 a month, up from $29.19.',
    );
    expect(text).toContain(
      '- Your Vision (Basic) plan renews on 01/01/2027 at $15.00 a month, down from $16.50.',
    );
    expect(text).toContain(
      '- Your Accident (Basic) plan renews on 01/01/2027 at $9.00 a month, the same as now.',
    );
    expect(text).toContain('You can change your plan option from 01/01/2027 until 01/31/2027');
    expect(text).toContain('You do not need to do anything for your coverage to continue.');
    expect(html).toContain(
      '<li>Your Dental Plus (Basic) plan renews on 01/01/2027 at $31.40 a month, up from $29.19.</li>',
    );
  });

  it('says a move to the successor, an end without one, and a price not known yet', () => {
    const { text } = notice([
      { ...dental, next: { planName: 'Dental Preferred', option: 'Basic', cents: 3300, priced: true } },
      { ...dental, planName: 'Term Life 10', option: '$25,000 benefit', next: null },
      {
        ...dental,
        planName: 'Hospital',
        next: { ...dental, planName: 'Hospital', cents: 2919, priced: false },
      },
    ]);
    expect(text).toContain(
      'Your Dental Plus (Basic) plan is no longer offered: on 01/01/2027 your coverage moves to Dental Preferred (Basic) at $33.00 a month, up from $29.19.',
    );
    expect(text).toContain(
      'Your Term Life 10 ($25,000 benefit) plan is no longer offered and has no replacement: its coverage ends on 12/31/2026.',
    );
    expect(text).toContain('Your Hospital (Basic) plan renews on 01/01/2027 at $29.19 a month for now');
    expect(text).toContain('A coverage that ends is not renewed');
    expect(text).not.toContain('You do not need to do anything');
  });

  it('escapes what it puts in the HTML', () => {
    const { html } = notice([{ ...dental, planName: '<b>Plan</b>', next: null }]);
    expect(html).toContain('&lt;b&gt;Plan&lt;/b&gt;');
    expect(html).not.toContain('<b>Plan</b>');
  });
});
