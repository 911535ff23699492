import type { Db } from '../db/database';
import type { EnrollmentTable, PortalTable } from '../db/schema';
import { repOfGroup } from './repOwnership';

type Who = Pick<EnrollmentTable, 'eprocess' | 'agent_id' | 'group_id'>;

/**
 * The rep whose enrollment portals an enrollment chooses among (document 2, 4): a rep's own, a
 * group's enrollment its group's rep, an applicant the rep it came through (none without one).
 */
async function portalRepOf(db: Db, who: Who): Promise<number | null> {
  if (who.eprocess === 'group') return repOfGroup(db, who.group_id);
  return who.agent_id;
}

/** The portals an enrollment may choose from; the chooser lists them and the choice must be one. */
export async function portalsOpenTo(db: Db, who: Who): Promise<PortalTable[]> {
  const rep = await portalRepOf(db, who);
  if (rep === null) return [];
  return db.selectFrom('portals').selectAll().where('agent_id', '=', rep).orderBy('id').execute();
}

/**
 * Whether the enrollment must pick a portal before a plan is priced (portalError): none is stored
 * and its rep has some. An applicant without a rep, or whose rep has none, is never asked.
 */
export async function mustChoosePortal(
  db: Db,
  who: Who & Pick<EnrollmentTable, 'portal_id'>,
): Promise<boolean> {
  if (who.portal_id !== null) return false;
  return (await portalsOpenTo(db, who)).length > 0;
}

/**
 * The portal an applicant's page is configured with (the group's landing, else the rep's), so a
 * shopper arriving there is not asked; null when the page has none of the rep's portals.
 */
export async function landingPortal(
  db: Db,
  who: Pick<EnrollmentTable, 'agent_id' | 'group_id'>,
): Promise<number | null> {
  const open = new Set((await portalsOpenTo(db, { eprocess: 'applicant', ...who })).map((p) => p.id));
  if (open.size === 0) return null;
  const group =
    who.group_id === null
      ? undefined
      : await db
          .selectFrom('groups')
          .select('landing_portal_id')
          .where('id', '=', who.group_id)
          .executeTakeFirst();
  const agent =
    who.agent_id === null
      ? undefined
      : await db
          .selectFrom('agents')
          .select('landing_portal_id')
          .where('id', '=', who.agent_id)
          .executeTakeFirst();
  const configured = [group?.landing_portal_id, agent?.landing_portal_id];
  return configured.find((id): id is number => typeof id === 'number' && open.has(id)) ?? null;
}
