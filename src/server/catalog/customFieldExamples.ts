import type { CustomFieldKind } from '../../domain/customFieldKinds';

/** One example record of forms/custom-fields.json for each kind (catalogReference; a test checks each is valid). */
export function customFieldExamples(): Record<CustomFieldKind, Record<string, unknown>> {
  return {
    text: {
      id: 'employee-number',
      step: 'employer',
      position: 10,
      kind: 'text',
      label: 'Employee number',
      required: true,
      limits: {
        min_length: 4,
        max_length: 12,
        pattern: '^[A-Z0-9]+$',
        pattern_message: 'Letters and digits only',
      },
    },
    number: {
      id: 'hours-per-week',
      step: 'employer',
      position: 20,
      kind: 'number',
      label: 'Hours worked a week',
      required: false,
      limits: { min: 0, max: 80 },
    },
    date: {
      id: 'hire-date',
      step: 'employer',
      position: 30,
      kind: 'date',
      label: 'Date of hire',
      required: true,
      limits: { not_in_future: true },
    },
    choice: {
      id: 'gym-today',
      step: 'personal',
      position: 10,
      kind: 'choice',
      label: 'Do you belong to a gym today?',
      required: true,
      options: [
        { value: 'own', label: 'Yes, on my own' },
        { value: 'none', label: 'No' },
      ],
      scope: { carrier: 1 },
    },
    choices: {
      id: 'contact-times',
      step: 'contact',
      position: 10,
      kind: 'choices',
      label: 'When may we call you?',
      hint: 'Pick every time that suits you.',
      required: false,
      options: [
        { value: 'morning', label: 'Mornings' },
        { value: 'evening', label: 'Evenings' },
      ],
    },
    yes_no: {
      id: 'paperless',
      step: 'agreement',
      position: 10,
      kind: 'yes_no',
      label: 'Send my documents by email only',
      required: true,
      scope: { category: 'dental' },
    },
  };
}
