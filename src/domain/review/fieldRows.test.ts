import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BuiltInField } from '../formFields/builtInField';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../formFields/stepFieldCatalog';
import { describeStep } from './applicationSummary';
import { fieldRows, reviewLabelOf } from './fieldRows';
import type { SummaryDocument } from './summaryTypes';

const STEPS = Object.keys(CONFIGURED_STEPS) as ConfiguredStep[];

/** A filled-in value of a field's input, as a save stores it. */
function filled(name: string, field: BuiltInField): unknown {
  if (field.input.kind === 'flags') return { Standard_6: 1 };
  if (field.input.kind === 'checkbox') return name === 'is_physical_address' ? 'yes' : '1';
  return '24680';
}

const ownLine = (field: BuiltInField) =>
  !field.review || !('partOf' in field.review || 'omitted' in field.review);

/** The step's saved document with one entry: list steps keep their people in a list. */
function savedDocument(step: ConfiguredStep, person: SummaryDocument): SummaryDocument {
  if (step === 'beneficiary') return { beneficiaries: [person] };
  if (step === 'dependent') return { dependents: [{ primary_info: person }] };
  if (step === 'billing') return { payment_method: 'eft', ...person };
  return person;
}

describe('built-in fields, described once', () => {
  it.each(STEPS)('%s: a field left out of the summary says why, or names the line it is part of', (step) => {
    const fields = CONFIGURED_STEPS[step]().fields;
    for (const [name, field] of Object.entries(fields)) {
      expect(field.label, `${step}.${name} has a label`).not.toBe('');
      const line = field.review;
      if (line && 'partOf' in line) {
        const whole = fields[line.partOf];
        expect(whole, `${step}.${name} is part of ${line.partOf}, a field of the step`).toBeDefined();
        expect(whole && ownLine(whole), `${line.partOf} has a line of its own`).toBe(true);
      }
      if (line && 'omitted' in line)
        expect(line.omitted.length, `${step}.${name} says why`).toBeGreaterThan(10);
    }
  });

  it.each(STEPS)('%s: every field with a line of its own reaches the summary, by its label', (step) => {
    const fields = CONFIGURED_STEPS[step]().fields;
    const person = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, filled(name, field)]),
    );
    const summary = describeStep(step, 'Step', savedDocument(step, person), {});
    const labels = summary.sections.flatMap((section) => section.rows.map((row) => row.label));
    const expected = Object.values(fields).filter(ownLine).map(reviewLabelOf);
    for (const label of expected) expect(labels, `${step}: "${label}" in the summary`).toContain(label);
    // Nothing shows twice: a part of a line does not get a line of its own as well.
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('a field added to a step reaches its rows with no change to the summary', () => {
    const contact = CONFIGURED_STEPS.contact();
    const county: BuiltInField = {
      label: 'County',
      input: { kind: 'text' },
      check: z.string(),
      wire: z.string(),
    };
    const withCounty = { ...contact, fields: { ...contact.fields, county } };
    expect(fieldRows(withCounty, { city: 'Brooklyn', county: 'Kings' }, {})).toEqual([
      { label: 'City', value: 'Brooklyn' },
      { label: 'County', value: 'Kings' },
    ]);
  });

  it('lines made of two fields: zip and its +4, height in feet and inches, an ethnic group typed in', () => {
    const lines = (step: ConfiguredStep, doc: SummaryDocument) =>
      fieldRows(CONFIGURED_STEPS[step](), doc, {}).map((row) => `${row.label}: ${row.value}`);
    expect(lines('contact', { zip: '90210', zip4: '1234' })).toEqual(['Zip: 90210-1234']);
    expect(lines('contact', { zip4: '1234' })).toEqual(['Zip: 1234']);
    expect(lines('personal', { height_feet: '5', height_inch: '0' })).toEqual(['Height: 5 ft 0 in']);
    expect(lines('personal', { ethnic_category: '12', ethnic_category_other_type: 'Basque' })).toEqual([
      'Ethnic Group: Basque',
    ]);
    expect(lines('contact', { with_validation: '1', state: 'ny' })).toEqual(['State: NY']);
  });
});
