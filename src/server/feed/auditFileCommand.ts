import os from 'node:os';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { SecretBox } from '../db/secretBox';
import { confirmAuditFile, makeAuditFile } from './auditFile';
import { feedContextOf } from './feedWorker';

/** `npm run catalog -- audit-file`'s help. */
export const AUDIT_FILE_HELP = `Usage: npm run catalog -- audit-file CARRIER [--confirm FILE]
Makes the carrier's audit file: every member with its coverage in force today or starting later (BGN08 4,
INS03 030), queued for the feed's next round. A file that would end 30 % or more of the members the
carrier was told are covered is HELD, not sent, and the command says how many (exit 3).
  --confirm FILE   send a held audit file anyway, named as the command printed it (834_<carrier>_<number>.x12)`;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/**
 * The operator's audit file command, on the store the server uses: answers the exit code (0 made or
 * confirmed, 1 refused, 3 held) after printing what it did in plain words.
 */
export async function auditFileCommand(
  deps: { db: Db; secretBox: SecretBox; config: Config; now: () => Date },
  carrierArg: string | undefined,
  confirm: string | undefined,
): Promise<number> {
  const { db } = deps;
  const carrierId = Number(carrierArg);
  if (!Number.isInteger(carrierId) || carrierId <= 0) {
    console.error(`audit-file needs a carrier id.\n${AUDIT_FILE_HELP}`);
    return 1;
  }
  const context = feedContextOf(deps);
  const carrier = await db
    .selectFrom('carriers')
    .select('name')
    .where('id', '=', carrierId)
    .executeTakeFirst();
  const named = `carrier ${carrierId}${carrier ? ` (${carrier.name})` : ''}`;
  if (confirm !== undefined) {
    const by = os.userInfo().username;
    const refused = await confirmAuditFile(context, carrierId, confirm, by);
    if (refused) {
      console.error(`Not confirmed: ${refused}.`);
      return 1;
    }
    console.log(`Confirmed ${confirm} for ${named} (by ${by}): the feed sends it on its next round.`);
    return 0;
  }
  const outcome = await makeAuditFile(context, carrierId);
  if (typeof outcome === 'string') {
    console.error(`No audit file made: ${outcome}.`);
    return 1;
  }
  const missing = `${outcome.ending} of the ${outcome.told} members ${named} was told are covered (${percent(outcome.ending, outcome.told)} %)`;
  if (outcome.held) {
    console.log(
      `HELD, not sent: audit file ${outcome.fileName} lists ${outcome.listed} members and would end ${missing}, 30 % or more.\n` +
        `Find out why they are missing first. To send it anyway: npm run catalog -- audit-file ${carrierId} --confirm ${outcome.fileName}`,
    );
    return 3;
  }
  console.log(
    `Audit file ${outcome.fileName} for ${named} lists ${outcome.listed} members; it leaves out ${missing}. The feed sends it on its next round.`,
  );
  return 0;
}
