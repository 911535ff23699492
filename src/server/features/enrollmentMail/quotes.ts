import type { FastifyRequest } from 'fastify';
import { loadOwnedEnrollment } from '../../access/enrollmentAccess';
import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';
import { fieldError } from '../../http/appError';
import { reserveMail } from '../../mail/mailLimits';
import { queueMail } from '../../mail/outbox';
import { composeQuote } from '../../mail/quoteMail';
import { readCart } from '../../pricing/cartView';
import { storeName } from '../../sites/siteBranding';

/** At most this many quotes per enrollment an hour: the store is not a way to send mail to anyone. */
export const QUOTES_PER_HOUR = 10;
export const QUOTE_LIMIT_MESSAGE = 'Too many quotes for this cart. Please try again later.';
/** And at most this many a day per rep or group, across all their carts. */
export const QUOTES_PER_SENDER_PER_DAY = 50;
export const QUOTE_DAILY_LIMIT_MESSAGE =
  'You have sent the most quotes allowed today. Please try again tomorrow.';
const DAY_MS = 86_400_000;
export const QUOTE_EMPTY_CART = 'Add a plan to the cart first';
export const QUOTE_NOT_ALLOWED = 'Quotes are sent by representatives and group administrators';

/** The quote for a rep's or group's enrollment, composed only for that signed-in rep or group. */
export async function quoteFor(
  deps: AppDeps,
  request: FastifyRequest,
  input: { enrollment_id: string; name: string; message?: string | undefined },
) {
  // A rep's or group's enrollment opens only for its own signed-in rep or administrator.
  const { row, filter, account } = await loadOwnedEnrollment(deps, request, input.enrollment_id);
  if (!account) throw fieldError('enrollment_id', QUOTE_NOT_ALLOWED, 403);
  const cart = await readCart(deps, row.id, filter);
  if (!cart.lines.some((line) => line.available)) throw fieldError('enrollment_id', QUOTE_EMPTY_CART);
  const sender = await senderOf(deps, row.eprocess === 'rep' ? null : row.group_id, row.agent_id);
  return {
    enrollmentId: row.id,
    /** Who is sending: the rep, or the group administrator's group. */
    senderKey: row.eprocess === 'rep' ? `agent:${row.agent_id}` : `group:${row.group_id}`,
    ...composeQuote({
      recipientName: input.name,
      message: input.message ?? '',
      lines: cart.lines,
      totals: cart.totals,
      sender,
      storeUrl: deps.config.PUBLIC_URL,
    }),
  };
}

/** Sends the quote through the outbox, at most QUOTES_PER_HOUR an hour per cart. */
export async function sendQuote(
  deps: AppDeps,
  request: FastifyRequest,
  body: { enrollment_id: string; name: string; email: string; message?: string | undefined },
): Promise<{ sent_to: string }> {
  const quote = await quoteFor(deps, request, body);
  const since = new Date(deps.now().getTime() - 3600_000).toISOString();
  const recent = await deps.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('enrollment_id', '=', quote.enrollmentId)
    .where('kind', '=', 'quote')
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (Number(recent?.n ?? 0) >= QUOTES_PER_HOUR) throw fieldError('email', QUOTE_LIMIT_MESSAGE, 429);
  await reserveMail(deps, request, body.email, {
    sender: {
      key: `quotes-by:${quote.senderKey}`,
      limit: QUOTES_PER_SENDER_PER_DAY,
      windowMs: DAY_MS,
      message: QUOTE_DAILY_LIMIT_MESSAGE,
    },
  });
  await queueMail(
    deps.db,
    {
      kind: 'quote',
      enrollmentId: quote.enrollmentId,
      to: body.email,
      subject: quote.subject,
      text: quote.text,
      html: quote.html,
    },
    deps.now(),
    deps.secretBox,
  );
  return { sent_to: body.email };
}

/** Who the quote comes from: the group (its name, phone, e-mail) or the rep. */
async function senderOf(deps: AppDeps, groupId: number | null, agentId: number | null) {
  if (groupId !== null) {
    const group = await deps.db
      .selectFrom('groups')
      .select(['name', 'landing_info'])
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (group) {
      const info = fromJsonText<{ display_phone?: string; display_email?: string }>(group.landing_info);
      return { name: group.name, phone: info.display_phone ?? '', email: info.display_email ?? '' };
    }
  }
  const agent = await deps.db
    .selectFrom('agents')
    .select(['first_name', 'last_name', 'phone', 'email'])
    .where('id', '=', agentId ?? -1)
    .executeTakeFirst();
  return agent
    ? { name: `${agent.first_name} ${agent.last_name}`, phone: agent.phone, email: agent.email }
    : { name: await storeName(deps.db), phone: '', email: '' };
}
