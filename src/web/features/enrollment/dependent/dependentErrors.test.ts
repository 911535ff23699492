import { describe, expect, it } from 'vitest';
import { dependentErrorsOf, dependentSummaryItem, summaryItemOf } from './dependentErrors';

const sent = [{ dependent_id: 'hannah' }, { dependent_id: 'leo' }, { dependent_id: 'maya' }];
const required = (index: number, field: string) => ({
  target_element: `dependents.${index}.primary_info.${field}`,
  error_message: 'Field is required',
});

describe('the dependents’ errors in the summary', () => {
  it('names every missing field of every dependent: “Dependent #N <Field>: <message>”, not only the last', () => {
    const errors = dependentErrorsOf(
      [required(0, 'weight'), required(0, 'height_feet'), required(2, 'height_inch')],
      sent,
    );
    const lines = errors
      .map((e) => summaryItemOf(e, sent))
      .map((item) => (item?.label ? `${item.label}: ${item.message}` : item?.message));
    expect(lines).toEqual([
      'Dependent #1 Weight (lbs): Field is required',
      'Dependent #1 Height (feet): Field is required',
      'Dependent #3 Height (inches): Field is required',
    ]);
  });

  it('follows the dependent by id: renumbered after a delete, gone once it is deleted', () => {
    const [maya] = dependentErrorsOf([required(2, 'weight')], sent);
    const afterDelete = [{ dependent_id: 'hannah' }, { dependent_id: 'maya' }];
    expect(summaryItemOf(maya!, afterDelete)?.label).toBe('Dependent #2 Weight (lbs)');
    expect(summaryItemOf(maya!, [{ dependent_id: 'hannah' }])).toBeNull();
  });

  it('names health fields by question, and keeps list-wide messages as they are', () => {
    const [health, list, other] = dependentErrorsOf(
      [
        {
          target_element: 'dependents.1.health_info.condition_questions.0.conditions.0.health_condition',
          error_message: 'Field is required',
        },
        { target_element: 'dependents', error_message: 'Spouse & Child information required' },
        { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
      ],
      sent,
    );
    expect(summaryItemOf(health!, sent)?.label).toBe('Dependent #2 Question 1, Health Condition');
    expect(summaryItemOf(list!, sent)).toEqual({
      name: 'dependents',
      message: 'Spouse & Child information required',
    });
    expect(summaryItemOf(other!, sent)?.message).toBe('Enrollment not found');
  });

  it('an answer without field errors still says something went wrong', () => {
    expect(dependentErrorsOf([], sent)).toEqual([
      { id: null, field: null, message: 'Something went wrong. Please try again.' },
    ]);
    expect(dependentSummaryItem(2, null, 'This entry is listed twice')).toEqual({
      name: 'dependents.1',
      message: 'This entry is listed twice',
      label: 'Dependent #2',
    });
  });
});
