import { type AgreementText, getAgreementTexts } from '../../../../contract/agreementBillingCalls';
import {
  type AgreementFieldDefinition,
  getFormFieldsAgreementInfo,
} from '../../../../contract/agreementCalls';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { AgreementFieldName } from '../../../../domain/agreement/agreementModes';
import { callApi } from '../../../api/callApi';
import { queryKeys } from '../../../api/queryKeys';
import { useQuery } from '../../../api/useQuery';
import { useStepDocument } from '../useStepDocument';

/** What the Agreement step draws from: the texts, the server's fields and the ticks kept earlier. */
export interface AgreementSetup {
  texts: AgreementText[];
  fields: Map<AgreementFieldName, AgreementFieldDefinition>;
  /** Ticks from a draft (or the saved step) when they were given for these same texts. */
  ticks: boolean[];
  /** The catalog's own questions of the step for this enrollment, with the answers on file. */
  custom: CustomFieldOnWire[];
}

const fresh = { staleTime: 0, gcTime: 0, retry: 1 } as const;

/** The three reads the step needs; a failed one is a failed load (Retry), never an empty form. */
export function useAgreementSetup(enrollmentId: string) {
  const query = { enrollment_id: enrollmentId };
  const texts = useQuery({
    queryKey: queryKeys.tempInfo(enrollmentId, 'agreement-texts'),
    queryFn: async () => (await callApi(getAgreementTexts, { query })).result,
    ...fresh,
  });
  const fields = useQuery({
    // The wizard page forgets this key after the step's Next.
    queryKey: queryKeys.tempInfo(enrollmentId, 'fields:agreement'),
    queryFn: async () => {
      const answer = await callApi(getFormFieldsAgreementInfo, { query });
      return { list: answer.result, custom: answer.custom_fields ?? [] };
    },
    ...fresh,
  });
  const documents = useStepDocument(enrollmentId, 'agreement');
  const reads = [texts, fields, documents];
  const retry = () => {
    for (const read of reads) if (read.isError) void read.refetch();
  };
  if (reads.some((read) => read.isError)) return { status: 'error' as const, retry };
  if (!texts.data || !fields.data || !documents.data) return { status: 'pending' as const, retry };
  const kept = documents.data.draft?.acknowledgements ?? documents.data.saved?.acknowledgements;
  const setup: AgreementSetup = {
    texts: texts.data,
    fields: new Map(fields.data.list.map((field) => [field.field_name, field])),
    ticks: texts.data.map((_, index) => kept?.length === texts.data.length && kept[index] === true),
    custom: fields.data.custom,
  };
  return { status: 'ready' as const, setup, retry };
}
