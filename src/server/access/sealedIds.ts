import type { SecretBox } from '../db/secretBox';

/** The kinds of id an Elevate link may carry, as decrypt-detail names them. */
export type SealedIdKind = 'portalId' | 'planId' | 'userID' | 'agentId' | 'groupId';

/**
 * An id sealed with the store's secret box (AES-256-GCM) for a link: the kind is sealed with it,
 * so a sealed plan id cannot be passed off as a group id, and any change to the text is refused.
 * Dots instead of colons keep it URL-safe.
 */
export function sealId(box: SecretBox, kind: SealedIdKind, id: number): string {
  return box
    .seal(JSON.stringify({ k: kind, i: id }))
    .slice(3)
    .replaceAll(':', '.');
}

/** The id a sealed text holds for this kind, or null when it is forged, tampered with or of another kind. */
export function openSealedId(box: SecretBox, kind: SealedIdKind, sealed: string): number | null {
  try {
    const { k, i } = JSON.parse(box.open(`v1:${sealed.replaceAll('.', ':')}`)) as { k: unknown; i: unknown };
    if (k !== kind || typeof i !== 'number' || !Number.isSafeInteger(i) || i <= 0) return null;
    return i;
  } catch {
    return null;
  }
}
