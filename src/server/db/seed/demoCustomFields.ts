import type { CustomField } from '../../../domain/customFields';
import { customFieldRow } from '../../wizard/customFieldStore';
import type { CustomFieldTable } from '../schema';

/** Harborline Mutual's fitness plan; no journey or API test buys it, so its required question changes none of them. */
const FITNESS_PLAN = 162;
const HARBORLINE = 1;

/**
 * The demo's custom fields: Harborline Mutual asks buyers of its fitness plan, on Personal
 * Information, whether they belong to a gym today (required, one choice) and which one (optional text).
 */
export const DEMO_CUSTOM_FIELDS: CustomField[] = [
  {
    id: 'harborline-gym-today',
    step: 'personal',
    position: 10,
    kind: 'choice',
    label: 'Do you belong to a gym or fitness club today?',
    hint: 'Harborline Mutual asks this to set up your Fitness Perks card.',
    required: true,
    options: [
      { value: 'own', label: 'Yes, on my own' },
      { value: 'employer', label: 'Yes, through my employer' },
      { value: 'none', label: 'No' },
    ],
    scope: { carrier: HARBORLINE, plan: FITNESS_PLAN },
  },
  {
    id: 'harborline-gym-name',
    step: 'personal',
    position: 20,
    kind: 'text',
    label: 'Current gym or fitness club',
    required: false,
    limits: {
      max_length: 60,
      pattern: "^[A-Za-z0-9 &'.-]+$",
      pattern_message: "Use letters, digits, spaces and & ' . - only",
    },
    scope: { carrier: HARBORLINE, plan: FITNESS_PLAN },
  },
];

/** The demo's custom_fields rows. */
export function customFieldRows(): CustomFieldTable[] {
  return DEMO_CUSTOM_FIELDS.map(customFieldRow);
}
