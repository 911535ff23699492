import { LEAD_HELP_MESSAGE } from '../../../domain/forms/assistantForm';
import type { AppDeps } from '../../appDeps';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';

/** The help widget's server side: the "contact rep" assistant and the support links. */
export function assistantHandlers(
  deps: AppDeps,
): HandlersFor<'assistGet' | 'assistAdd' | 'getTicketLink' | 'checkLeadInformation'> {
  const checkRep = async (agentId: number) => {
    const agent = await deps.db
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent) throw notFound('agent_id', 'Unknown representative');
  };

  const conversation = async (deviceId: string, agentId: number) => {
    const questions = await deps.db
      .selectFrom('assistant_questions')
      .selectAll()
      .orderBy('position')
      .execute();
    const answers = await deps.db
      .selectFrom('assistant_answers')
      .select(['question_id', 'answer'])
      .where('device_id', '=', deviceId)
      .where('agent_id', '=', agentId)
      .execute();
    const answered = new Map(answers.map((a) => [a.question_id, a.answer]));
    const next = questions.find((q) => !answered.has(q.id)) ?? null;
    return {
      question: next ? { id: next.id, question: next.question } : null,
      answers: questions
        .filter((q) => answered.has(q.id))
        .map((q) => ({
          question_id: q.id,
          answer: answered.get(q.id) ?? '',
          assistant_question: { question: q.question },
        })),
      message: next ? null : LEAD_HELP_MESSAGE,
    };
  };

  return {
    async assistGet({ query }) {
      await checkRep(query.agent_id);
      return conversation(query.device_id, query.agent_id);
    },

    async assistAdd({ body }) {
      await checkRep(body.agent_id);
      const question = await deps.db
        .selectFrom('assistant_questions')
        .select('id')
        .where('id', '=', body.question_id)
        .executeTakeFirst();
      if (!question) throw notFound('question_id', 'Unknown question');
      const row = {
        device_id: body.device_id,
        agent_id: body.agent_id,
        question_id: body.question_id,
        answer: body.answer,
        web_url: body.web_url,
        updated_at: deps.now().toISOString(),
      };
      // An answer given again replaces the earlier one.
      await deps.db
        .insertInto('assistant_answers')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['device_id', 'agent_id', 'question_id']).doUpdateSet({
            answer: row.answer,
            web_url: row.web_url,
            updated_at: row.updated_at,
          }),
        )
        .execute();
      return conversation(body.device_id, body.agent_id);
    },

    async checkLeadInformation({ query }) {
      await checkRep(query.agent_id);
      const chat = await conversation(query.device_id, query.agent_id);
      return { exists: chat.question === null, message: chat.message };
    },

    async getTicketLink() {
      return { ticket: deps.config.SUPPORT_TICKET_URL, feedback: deps.config.FEEDBACK_URL };
    },
  };
}
