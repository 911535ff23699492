// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgreementFormValues } from '../../../../domain/forms/agreementForm';
import { SaveLaterContext } from '../saveLaterContext';
import { ESIGN } from './agreementWords';
import { EsignConsent } from './EsignConsent';

afterEach(cleanup);

function Consent() {
  const form = useForm<AgreementFormValues>();
  return <EsignConsent register={form.register} error={undefined} />;
}

/** The consent as the wizard shows it, where the store pictures its steps (`pictures`) or not. */
const showWith = (pictures: boolean | null) =>
  render(
    <SaveLaterContext.Provider
      value={{ enrollmentId: 'e1', step: 'agreement', draft: { current: null }, pictures }}
    >
      <Consent />
    </SaveLaterContext.Provider>,
  );

describe('where the shopper agrees, the step pictures are told', () => {
  it('says a picture of each page is kept with the application where the store keeps them', () => {
    showWith(true);
    const consent = screen.getByRole('region', { name: ESIGN.heading });
    expect(consent.textContent).toContain(
      'A picture of each page you fill in during this application is kept with your application',
    );
  });

  it('says nothing of pictures where the store turned them off, or before its settings are read', () => {
    for (const pictures of [false, null]) {
      showWith(pictures);
      expect(screen.getByRole('region', { name: ESIGN.heading }).textContent).not.toContain('picture');
      cleanup();
    }
  });
});
