import type { UseFormRegister } from 'react-hook-form';
import type { AgreementFormValues } from '../../../../domain/forms/agreementForm';
import { fieldId } from '../../../ui/Field';
import { useSaveLater } from '../saveLaterContext';
import { ESIGN } from './agreementWords';

/**
 * The consent to sign electronically (ESIGN): read and accepted before the signature; with it, where
 * the store keeps them, that a picture of each page filled in is kept with the application.
 */
export function EsignConsent({
  register,
  error,
}: {
  register: UseFormRegister<AgreementFormValues>;
  error: string | undefined;
}) {
  const id = fieldId('esign_consent');
  const pictures = useSaveLater()?.pictures === true;
  return (
    <section className="agreement-text esign" aria-labelledby="esign-heading">
      <h2 id="esign-heading">{ESIGN.heading}</h2>
      {ESIGN.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {pictures ? <p>{ESIGN.pictures}</p> : null}
      <p>
        <button type="button" className="button" onClick={() => window.print()}>
          {ESIGN.print}
        </button>
      </p>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            id={id}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('esign_consent')}
          />
          {ESIGN.label}
        </label>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
