import { ENROLLER_CODE_HINT } from '../../../../domain/enrollerCode';
import { formatPhone } from '../../../../domain/phone';
import { useEnrollmentContacts } from '../../../components/useEnrollmentContacts';

/**
 * What an enroller code is and who gives it, with the shopper's representative to ask when the
 * store knows them (name, phone, e-mail); the code itself is never shown.
 */
export function EnrollerCodeHint() {
  const { rep, repName } = useEnrollmentContacts();
  return (
    <>
      {ENROLLER_CODE_HINT}
      {rep ? (
        <>
          {' '}
          Your representative: {repName}
          {rep.phone ? (
            <>
              , <a href={`tel:${rep.phone.replace(/\D/g, '')}`}>{formatPhone(rep.phone)}</a>
            </>
          ) : null}
          {rep.email ? (
            <>
              , <a href={`mailto:${rep.email}`}>{rep.email}</a>
            </>
          ) : null}
          .
        </>
      ) : null}
    </>
  );
}
