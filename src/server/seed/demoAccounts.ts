import type { AccountTable } from '../db/schema';
import { AGENTS, GROUPS } from './demoPeople';

/** Every demo account signs in with this password (README); its scrypt hash is precomputed. */
export const DEMO_PASSWORD = 'Demo-Benefits-2026';
const DEMO_PASSWORD_HASH =
  'scrypt:32768:8:1:q5dpCYEkyzMEOghJ6AEQlw:ywkiUGe48Y7SKRn-jQcieT_opryNJyir9gKmigsJCPM';

/** A rep account per rep (their e-mail) and a group administrator per group (admin.<group id>@example.com). */
export function accountRows(): AccountTable[] {
  return [
    ...AGENTS.map((agent) => ({
      id: agent.id,
      username: agent.email,
      password_hash: DEMO_PASSWORD_HASH,
      kind: 'agent',
      agent_id: agent.id,
      group_id: null,
      disabled_at: null,
    })),
    ...GROUPS.map((group, index) => ({
      id: 100 + index,
      username: `admin.${group.id}@example.com`,
      password_hash: DEMO_PASSWORD_HASH,
      kind: 'group',
      agent_id: null,
      group_id: group.id,
      disabled_at: null,
    })),
  ];
}
