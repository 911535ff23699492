import { getChangePdf } from '../../contract/changePdfCalls';
import { callUrl } from '../api/callApi';

/**
 * A change's confirmation to save (issue 41): the PDF of get-change-pdf, for the member by their member
 * link's enrollment, else for the signed-in rep or group administrator. The server answers it as an
 * attachment, so the browser saves it, as the receipt's application PDF.
 */
export function ChangePdfLink({
  policyId,
  changeId,
  enrollmentId,
}: {
  policyId: string;
  changeId: string;
  enrollmentId?: string;
}) {
  const query = {
    policy_id: policyId,
    change_id: changeId,
    ...(enrollmentId === undefined ? {} : { enrollment_id: enrollmentId }),
  };
  return (
    <p>
      <a href={callUrl(getChangePdf, { query })} download>
        Download confirmation (PDF)
      </a>
    </p>
  );
}
