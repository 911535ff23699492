import { LEAD_HELP_MESSAGE } from '../../../domain/forms/assistantForm';
import type { AppDeps } from '../../appDeps';
import type { Db } from '../../db/database';
import { openText } from '../../db/sealedJson';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { composeLead } from '../../mail/leadMail';
import { reserveMail } from '../../mail/mailLimits';
import { queueMail } from '../../mail/outbox';
import { requestDomain, siteBranding } from '../../sites/siteBranding';

/** The store's own contact for leads when a rep has no e-mail: the support mailbox of the ticket link. */
function supportMailbox(ticketUrl: string): string | null {
  const match = /^mailto:([^?]+)/.exec(ticketUrl);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The help widget's server side: the "contact rep" assistant and the support links. */
export function assistantHandlers(
  deps: AppDeps,
): HandlersFor<'assistGet' | 'assistAdd' | 'getTicketLink' | 'checkLeadInformation' | 'getLeadInformation'> {
  const checkRep = async (agentId: number) => {
    const agent = await deps.db
      .selectFrom('agents')
      .select('id')
      .where('id', '=', agentId)
      .executeTakeFirst();
    if (!agent) throw notFound('agent_id', 'Unknown representative');
  };

  const conversation = async (deviceId: string, agentId: number, db: Db = deps.db) => {
    const questions = await db.selectFrom('assistant_questions').selectAll().orderBy('position').execute();
    const answers = await db
      .selectFrom('assistant_answers')
      .select(['question_id', 'answer'])
      .where('device_id', '=', deviceId)
      .where('agent_id', '=', agentId)
      .execute();
    const answered = new Map(answers.map((a) => [a.question_id, openText(deps.secretBox, a.answer)]));
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

  /** Keeps the device's lead with the rep: first sight creates it; a known group and the latest page update it. */
  const keepLead = async (
    db: Db,
    lead: { device_id: string; agent_id: number; web_url: string; group_id: number | undefined },
  ) => {
    const now = deps.now().toISOString();
    await db
      .insertInto('leads')
      .values({
        device_id: lead.device_id,
        agent_id: lead.agent_id,
        group_id: lead.group_id ?? null,
        web_url: lead.web_url,
        created_at: now,
        completed_at: null,
        notified_at: null,
        notified_to: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['device_id', 'agent_id'])
          .doUpdateSet(
            lead.group_id === undefined
              ? { web_url: lead.web_url }
              : { web_url: lead.web_url, group_id: lead.group_id },
          ),
      )
      .execute();
  };

  /** Where a rep's lead mail goes: the rep's e-mail, else the store's support mailbox. */
  const leadInbox = (repEmail: string) => repEmail.trim() || supportMailbox(deps.config.SUPPORT_TICKET_URL);

  /** Where the rep's mail would go if this answer finishes a conversation not yet told; null when it does not. */
  const inboxToTell = async (deviceId: string, agentId: number, questionId: number) => {
    const [questions, answers, lead, rep] = await Promise.all([
      deps.db.selectFrom('assistant_questions').select('id').execute(),
      deps.db
        .selectFrom('assistant_answers')
        .select('question_id')
        .where('device_id', '=', deviceId)
        .where('agent_id', '=', agentId)
        .execute(),
      deps.db
        .selectFrom('leads')
        .select('notified_at')
        .where('device_id', '=', deviceId)
        .where('agent_id', '=', agentId)
        .executeTakeFirst(),
      deps.db.selectFrom('agents').select('email').where('id', '=', agentId).executeTakeFirstOrThrow(),
    ]);
    const answered = new Set([...answers.map((a) => a.question_id), questionId]);
    if (lead?.notified_at || !questions.every((q) => answered.has(q.id))) return null;
    return leadInbox(rep.email);
  };

  /**
   * Marks the lead complete and, the first time only, queues the rep's mail with the answers. The
   * conditional update makes two finishing answers at once send one mail.
   */
  const tellRep = async (
    trx: Db,
    deviceId: string,
    agentId: number,
    answers: { answer: string; assistant_question: { question: string } }[],
  ) => {
    const now = deps.now();
    const rep = await trx
      .selectFrom('agents')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();
    const to = leadInbox(rep.email);
    const claimed = await trx
      .updateTable('leads')
      .set({ completed_at: now.toISOString(), notified_at: now.toISOString(), notified_to: to })
      .where('device_id', '=', deviceId)
      .where('agent_id', '=', agentId)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0 || !to) return;
    const lead = await trx
      .selectFrom('leads')
      .leftJoin('groups', 'groups.id', 'leads.group_id')
      .select(['leads.web_url', 'groups.name as group_name'])
      .where('leads.device_id', '=', deviceId)
      .where('leads.agent_id', '=', agentId)
      .executeTakeFirstOrThrow();
    const mail = composeLead({
      repName: `${rep.first_name} ${rep.last_name}`.trim(),
      groupName: lead.group_name,
      webUrl: lead.web_url,
      answers: answers.map((a) => ({ question: a.assistant_question.question, answer: a.answer })),
    });
    await queueMail(trx, { kind: 'lead', enrollmentId: null, to, ...mail }, now, deps.secretBox);
  };

  return {
    async assistGet({ query }) {
      await checkRep(query.agent_id);
      return conversation(query.device_id, query.agent_id);
    },

    async assistAdd({ body, request }) {
      await checkRep(body.agent_id);
      // The answer that finishes the conversation mails the rep: that mail obeys the mail limits
      // (the rep's inbox, the caller's address), counted before anything is kept.
      const repInbox = await inboxToTell(body.device_id, body.agent_id, body.question_id);
      if (repInbox) await reserveMail(deps, request, repInbox, { anonymous: true }, { target: 'answer' });
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
        // A prospect's name, phone or e-mail and what they need help with: sealed at rest.
        answer: deps.secretBox.seal(body.answer),
        web_url: body.web_url,
        updated_at: deps.now().toISOString(),
      };
      // The answer, the lead and the rep's mail are kept together or not at all.
      return deps.db.transaction().execute(async (trx) => {
        // An answer given again replaces the earlier one.
        await trx
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
        const chat = await conversation(body.device_id, body.agent_id, trx);
        await keepLead(trx, {
          device_id: body.device_id,
          agent_id: body.agent_id,
          web_url: body.web_url,
          group_id: undefined,
        });
        if (chat.question === null) await tellRep(trx, body.device_id, body.agent_id, chat.answers);
        return chat;
      });
    },

    async getLeadInformation({ query }) {
      await checkRep(query.agent_id);
      if (query.store_information === '1') {
        // A group is kept only when it is this rep's: another rep's group name never reaches this rep.
        const group =
          query.group_id === undefined
            ? undefined
            : await deps.db
                .selectFrom('groups')
                .select('id')
                .where('id', '=', query.group_id)
                .where('agent_id', '=', query.agent_id)
                .executeTakeFirst();
        await keepLead(deps.db, { ...query, group_id: group?.id });
      }
      const lead = await deps.db
        .selectFrom('leads')
        .selectAll()
        .where('device_id', '=', query.device_id)
        .where('agent_id', '=', query.agent_id)
        .executeTakeFirst();
      if (!lead) return { lead: null, message: null };
      return {
        lead: {
          device_id: lead.device_id,
          agent_id: lead.agent_id,
          group_id: lead.group_id,
          web_url: lead.web_url,
          completed: lead.completed_at !== null,
          rep_notified: lead.notified_at !== null,
        },
        message: lead.completed_at !== null ? LEAD_HELP_MESSAGE : null,
      };
    },

    async checkLeadInformation({ query }) {
      await checkRep(query.agent_id);
      const chat = await conversation(query.device_id, query.agent_id);
      return { exists: chat.question === null, message: chat.message };
    },

    async getTicketLink({ request }) {
      // The site's own links (site.json's support_url and feedback_url), else the store's settings.
      const branding = await siteBranding(deps.db, requestDomain(request));
      return {
        ticket: branding.support_url || deps.config.SUPPORT_TICKET_URL,
        feedback: branding.feedback_url || deps.config.FEEDBACK_URL,
      };
    },
  };
}
