import type { z } from 'zod';
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

/** A look-up's form: one code field, named by its wire name. */
interface CodeKind {
  schema: z.ZodType<Record<string, string>, Record<string, string>>;
  label: string;
  example: string;
  lookup: (code: string) => Promise<Found>;
}

/**
 * The two look-ups differ only in their wire field (agent_code, group_code), label, example and answer.
 * The examples are made up, in the codes' shape: the demo accepts neither, so no one lands on a real
 * rep's or group's store by copying the hint.
 */
const KINDS: Record<'agent' | 'group', CodeKind> = {
  agent: {
    schema: agentCodeForm,
    label: 'Access Code',
    example: 'AB3C4D5E',
    lookup: async (code: string): Promise<Found> => {
      const rep = await callApi(validateAgent, { query: { agent_code: code } });
      return {
        lines: [`${rep.first_name} ${rep.last_name}`, formatPhone(rep.phone), rep.email],
        landingUrl: rep.landing_url,
      };
    },
  },
  group: {
    schema: groupCodeForm,
    label: 'Group Code',
    example: 'ACME1234',
    lookup: async (code: string): Promise<Found> => {
      const group = await callApi(validateGroup, { query: { group_code: code } });
      return { lines: [group.name], landingUrl: group.landing_url };
    },
  },
};

/** The code field of the Access Code (rep) or Employee Enrollment (group) pop-up. */
export function CodeForm({ kind, onFound }: { kind: 'agent' | 'group'; onFound: (found: Found) => void }) {
  const { schema, label, example, lookup } = KINDS[kind];
  const field = kind === 'agent' ? 'agent_code' : 'group_code';
  const { form, submit, attempt, summary, errorOf } = useServerForm(schema, {
    defaultValues: { [field]: '' },
    onValid: async (values: Record<string, string>) => onFound(await lookup(values[field] ?? '')),
  });
  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary items={summary} attempt={attempt} />
      <TextField
        label={label}
        hint={`For example ${example}`}
        error={errorOf(field)}
        {...form.register(field)}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Submit
      </button>
    </form>
  );
}
