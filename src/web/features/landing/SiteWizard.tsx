import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { validateDob, validateZipCode } from '../../../contract/filterCalls';
import { getCoverages } from '../../../contract/siteCalls';
import { CATEGORIES, categoryLabel } from '../../../domain/categories';
import { siteWizardForm, WIZARD_STEPS } from '../../../domain/forms/siteWizardForm';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { saveEligibility } from '../../components/saveEligibility';
import { EligibilityFields } from '../../forms/EligibilityFields';
import { useServerForm } from '../../forms/useServerForm';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { RadioGroup } from '../../ui/Field';

type StepField = (typeof WIZARD_STEPS)[number][number];
const TITLES = [
  'Zip Code',
  'Date of Birth',
  'Gender',
  'Coverage Tier',
  'Plan Categories',
  'Coverage Interest',
];

const stepOf = (field: string) =>
  WIZARD_STEPS.findIndex((fields) => (fields as readonly string[]).includes(field));

/**
 * The doctor-branded site's eligibility wizard: six steps (zip, date of birth, gender, tier, plan
 * categories, coverage interest), each checked before the next, zip and date of birth also by the
 * server. A field the server refuses at the end sends the wizard back to that field's step.
 */
export function SiteWizard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrollmentId = useEnrollmentId();
  const [step, setStep] = useState(0);
  const [stepAttempt, setStepAttempt] = useState(0);
  const coverages = useQuery(callQuery(getCoverages));
  const { form, submit, attempt, summary, errorOf } = useServerForm(siteWizardForm(), {
    defaultValues: { zip: '', dob: '', tier: 'IO', categories: [] },
    onValid: async (values) => {
      try {
        await saveEligibility(values, enrollmentId);
      } catch (error) {
        // Back to the step of the first field the server refused.
        const field = error instanceof ApiError ? error.fieldErrors[0]?.target_element : undefined;
        if (field && stepOf(field) >= 0) setStep(stepOf(field));
        throw error;
      }
      await queryClient.invalidateQueries();
      await navigate(`/plans?type=${values.categories.join(',')}`);
    },
  });

  /** Checks this step's fields, and zip and date of birth with the server, before moving on. */
  const next = async () => {
    const fields = WIZARD_STEPS[step] as readonly StepField[];
    let ok = await form.trigger([...fields]);
    if (ok && fields.includes('zip'))
      ok = await serverCheck('zip', () =>
        callApi(validateZipCode, { query: { zip_code: form.getValues('zip') } }),
      );
    if (ok && fields.includes('dob'))
      ok = await serverCheck('dob', () => callApi(validateDob, { query: { dob: form.getValues('dob') } }));
    if (ok) setStep(step + 1);
    else setStepAttempt((n) => n + 1);
  };
  const serverCheck = async (field: 'zip' | 'dob', call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      form.setError(field, {
        type: 'server',
        message: error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.',
      });
      return false;
    }
  };

  const fields = WIZARD_STEPS[step] as readonly StepField[];
  const last = step === WIZARD_STEPS.length - 1;
  return (
    <form
      onSubmit={(event) => {
        if (!last) {
          event.preventDefault();
          void next();
        } else void submit(event);
      }}
      noValidate
      className="eligibility-form site-wizard"
      aria-labelledby="wizard-title"
    >
      <h2 id="wizard-title">Find plans for you</h2>
      <p>
        Step {step + 1} of {WIZARD_STEPS.length}: {TITLES[step]}
      </p>
      <ErrorSummary items={summary} attempt={attempt + stepAttempt} />
      {fields.some((f) => f === 'zip' || f === 'dob' || f === 'gender' || f === 'tier') ? (
        <EligibilityFields
          register={form.register}
          control={form.control}
          errorOf={errorOf}
          only={fields.filter((f) => f !== 'categories' && f !== 'coverage')}
        />
      ) : null}
      {fields.includes('categories') ? (
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <fieldset className={`field checkbox-group${errorOf('categories') ? ' field--error' : ''}`}>
              <legend>Which plans are you interested in?</legend>
              {CATEGORIES.map((category, index) => (
                <label key={category} className="checkbox">
                  <input
                    type="checkbox"
                    id={index === 0 ? 'field-categories' : undefined}
                    checked={field.value.includes(category)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, category]
                          : field.value.filter((c: string) => c !== category),
                      )
                    }
                  />
                  {categoryLabel(category)}
                </label>
              ))}
              {errorOf('categories') ? (
                <p className="field__error" id="field-categories-error">
                  {errorOf('categories')}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      {fields.includes('coverage') ? (
        <RadioGroup
          name="coverage"
          legend="What matters most to you?"
          options={(coverages.data?.result ?? []).map((c) => ({ value: c.code, label: c.label }))}
          error={errorOf('coverage')}
          inputProps={form.register('coverage')}
        />
      ) : null}
      <div className="button-row">
        {step > 0 ? (
          <button type="button" className="button" onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {last ? 'View Plans' : 'Next'}
        </button>
      </div>
    </form>
  );
}
