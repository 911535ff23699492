import type { UseFormRegister } from 'react-hook-form';
import type { AgreementText } from '../../../../contract/agreementBillingCalls';
import type { AgreementFormValues } from '../../../../domain/forms/agreementForm';
import { fieldId } from '../../../ui/Field';
import { tickLabel } from './agreementWords';

/** The agreement texts in order; a text that must be acknowledged has its checkbox, its message under it. */
export function AgreementTextList({
  texts,
  register,
  errorOf,
}: {
  texts: AgreementText[];
  register: UseFormRegister<AgreementFormValues>;
  errorOf: (name: string) => string | undefined;
}) {
  return (
    <>
      {texts.map((text, index) => {
        const name = `acknowledgements.${index}` as const;
        const id = fieldId(name);
        const error = errorOf(name);
        return (
          <section
            key={`${text.text_head}-${index}`}
            className="agreement-text"
            aria-labelledby={`${id}-head`}
          >
            <h2 id={`${id}-head`}>{text.text_head}</h2>
            <p>{text.text_body}</p>
            {text.text_required ? (
              <div className={`field${error ? ' field--error' : ''}`}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    id={id}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...register(name)}
                  />
                  {tickLabel(text.text_head)}
                </label>
                {error ? (
                  <p className="field__error" id={`${id}-error`}>
                    {error}
                  </p>
                ) : null}
              </div>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
