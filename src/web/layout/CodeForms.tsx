import { validateAgent, validateGroup } from '../../contract/landingCalls';
import { agentCodeForm, groupCodeForm } from '../../domain/forms/accessCodeForm';
import { formatPhone } from '../../domain/phone';
import { callApi } from '../api/callApi';
import { useServerForm } from '../forms/useServerForm';
import { ErrorSummary } from '../ui/ErrorSummary';
import { TextField } from '../ui/Field';

/** What the pop-up asks the visitor to confirm, and where Yes leads. */
export interface Found {
  lines: string[];
  landingUrl: string | null;
}

export function RepCodeForm({ onFound }: { onFound: (found: Found) => void }) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(agentCodeForm, {
    defaultValues: { agent_code: '' },
    onValid: async (values) => {
      const rep = await callApi(validateAgent, { query: values });
      onFound({
        lines: [`${rep.first_name} ${rep.last_name}`, formatPhone(rep.phone), rep.email],
        landingUrl: rep.landing_url,
      });
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Access Code"
        hint="For example JE7K2M9Q"
        error={errorOf('agent_code')}
        {...form.register('agent_code')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Submit
      </button>
    </form>
  );
}

export function GroupCodeForm({ onFound }: { onFound: (found: Found) => void }) {
  const { form, submit, attempt, summary, errorOf } = useServerForm(groupCodeForm, {
    defaultValues: { group_code: '' },
    onValid: async (values) => {
      const group = await callApi(validateGroup, { query: values });
      onFound({ lines: [group.name], landingUrl: group.landing_url });
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label="Group Code"
        hint="For example CDP25120"
        error={errorOf('group_code')}
        {...form.register('group_code')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Submit
      </button>
    </form>
  );
}
