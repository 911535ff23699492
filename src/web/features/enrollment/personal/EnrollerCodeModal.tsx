import { z } from 'zod';
import { type EnrollerCodeStatus, saveEnrollerCode } from '../../../../contract/enrollerCodeCalls';
import { ENROLLER_CODE_MAX, enrollerCodeField } from '../../../../domain/enrollerCode';
import { ApiError } from '../../../api/apiError';
import { callApi } from '../../../api/callApi';
import { useServerForm } from '../../../forms/useServerForm';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { TextField } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { EnrollerCodeHint } from './EnrollerCodeHint';

/**
 * The server names the code `enrollerCode`, as the page's own error does (it links to the Enter
 * Enroller Code button); in the modal the input is `code`, so the two never share an id.
 */
const codeForm = z.object({ code: enrollerCodeField });
const inModal = (error: ApiError) =>
  new ApiError(
    error.statusCode,
    error.fieldErrors.map((item) =>
      item.target_element === 'enrollerCode' ? { ...item, target_element: 'code' } : item,
    ),
  );

/** The Enroller Code modal: one field and Save; the server's refusal shows under the field. */
export function EnrollerCodeModal({
  enrollmentId,
  onClose,
  onSaved,
}: {
  enrollmentId: string;
  onClose: () => void;
  onSaved: (status: EnrollerCodeStatus) => void;
}) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(codeForm, {
    defaultValues: { code: '' },
    onValid: async (values) => {
      try {
        onSaved(
          await callApi(saveEnrollerCode, {
            body: { enrollment_id: enrollmentId, enrollerCode: values.code },
          }),
        );
      } catch (error) {
        throw error instanceof ApiError ? inModal(error) : error;
      }
    },
  });
  return (
    <Modal open title="Enter Enroller Code" onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <ErrorSummary items={summary} attempt={attempt} />
        <TextField
          label="Enroller Code"
          hint={<EnrollerCodeHint />}
          autoComplete="off"
          maxLength={ENROLLER_CODE_MAX}
          error={errorOf('code')}
          {...form.register('code')}
        />
        <div className="button-row">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
