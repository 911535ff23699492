import { useState } from 'react';
import { validateZipCode } from '../../../../contract/filterCalls';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { isZip } from '../../../../domain/zip';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { TextField } from '../../../ui/Field';
import type { StepForm } from './ConfiguredStep';

/**
 * Zip and state together: a 5-digit zip looks up its state, fills it and locks it; a failed
 * look-up shows the server's message under the zip and clears the state; editing the zip clears
 * and unlocks the state.
 */
export function ZipWithState({ definition, form, errorOf }: { definition: FieldDefinition } & StepForm) {
  const { register, setValue, setError, clearErrors, getValues } = form;
  const [locked, setLocked] = useState(
    () => isZip(String(getValues('zip') ?? '')) && Boolean(getValues('state')),
  );
  const lookUp = async (zip: string) => {
    try {
      const place = await callApi(validateZipCode, { query: { zip_code: zip } });
      if (getValues('zip') !== zip) return;
      setValue('state', place.state_abbreviation, { shouldValidate: true });
      clearErrors('zip');
      setLocked(true);
    } catch (error) {
      setValue('state', '');
      setError('zip', {
        type: 'server',
        message: error instanceof ApiError ? error.firstMessage : 'We could not check this zip code',
      });
    }
  };
  const zipField = register('zip', {
    onChange: (event: { target: { value: string } }) => {
      setLocked(false);
      setValue('state', '');
      if (isZip(event.target.value)) void lookUp(event.target.value);
    },
  });
  return (
    <>
      <TextField
        label="Zip"
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        required={definition.required}
        error={errorOf('zip')}
        {...zipField}
      />
      <TextField
        label="State"
        maxLength={2}
        autoComplete="address-level1"
        required
        readOnly={locked}
        hint={locked ? 'From the zip code' : undefined}
        error={errorOf('state')}
        {...register('state', {
          // Two letters, upper-cased as they are typed.
          onChange: (event: { target: { value: string } }) => {
            const upper = event.target.value.toUpperCase().replace(/[^A-Z]/g, '');
            if (upper !== event.target.value) setValue('state', upper);
          },
        })}
      />
    </>
  );
}
