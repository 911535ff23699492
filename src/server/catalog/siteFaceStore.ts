import type { Db } from '../db/database';
import { fromJsonText, toJsonText } from '../db/json';
import { DEFAULT_SITE } from '../sites/siteBranding';
import { hostFace } from './siteFaceFile';
import type { SiteFace, SiteFile } from './siteFaceSchema';

/**
 * The face in each site's branding (`sites.settings`, what get-external-site-dynamic-information and the
 * page shell hand the web), by the keys the web reads. Apply writes these over and leaves a site's other
 * settings (its step icons, tools link, statement descriptor) as they are.
 */
const FACE_KEYS = [
  'site_name',
  'logo',
  'favicon',
  'banner_image',
  'footer_icon',
  'brand_color',
  'brand_dark_color',
  'brand_text_color',
  'support_phone',
  'support_url',
  'feedback_url',
  'app_store_url',
  'app_store_icon',
  'play_store_url',
  'play_store_icon',
  'footer_text',
  'association_menu',
  'association_menu_setting',
  'step_pictures',
] as const;

type FaceSettings = Partial<Record<(typeof FACE_KEYS)[number], string>>;

/** The app badges' pictures, shown beside a given app link. */
const APP_STORE_ICON = '/brand/app-store.svg';
const PLAY_STORE_ICON = '/brand/play-store.svg';

/**
 * A face as branding keys. The "Association Benefits" menu shows only when the catalog sells an
 * association plan and site.json does not hide it.
 */
function faceSettings(face: SiteFace | null, associationPlans: boolean): FaceSettings {
  const hidden = face?.menus?.association === false;
  const settings: FaceSettings = {
    association_menu: associationPlans && !hidden ? 'true' : 'false',
    ...(hidden ? { association_menu_setting: 'hidden' } : {}),
  };
  if (!face) return settings;
  const put = (key: (typeof FACE_KEYS)[number], value: string | null | undefined) => {
    if (value) settings[key] = value;
  };
  put('site_name', face.name);
  put('logo', face.logo);
  put('favicon', face.favicon);
  put('banner_image', face.hero_image);
  put('footer_icon', face.footer_logo);
  put('brand_color', face.colors?.brand);
  put('brand_dark_color', face.colors?.brand_dark);
  put('brand_text_color', face.colors?.text_on_brand);
  put('support_phone', face.phone);
  put('support_url', face.support_url);
  put('feedback_url', face.feedback_url);
  if (face.apps?.app_store) {
    put('app_store_url', face.apps.app_store);
    put('app_store_icon', APP_STORE_ICON);
  }
  if (face.apps?.google_play) {
    put('play_store_url', face.apps.google_play);
    put('play_store_icon', PLAY_STORE_ICON);
  }
  put('footer_text', face.footer_text);
  // Written as given: a site without the key pictures its steps, as every store did before.
  if (face.step_pictures !== undefined) settings.step_pictures = String(face.step_pictures);
  return settings;
}

/** A site's face read back from its branding keys; null for a site with no name of its own (no face). */
function faceOf(settings: FaceSettings): SiteFace | null {
  if (!settings.site_name) return null;
  const face: SiteFace = { name: settings.site_name };
  if (settings.logo) face.logo = settings.logo;
  if (settings.favicon) face.favicon = settings.favicon;
  if (settings.banner_image) face.hero_image = settings.banner_image;
  if (settings.footer_icon) face.footer_logo = settings.footer_icon;
  if (settings.brand_color)
    face.colors = {
      brand: settings.brand_color,
      ...(settings.brand_dark_color ? { brand_dark: settings.brand_dark_color } : {}),
      ...(settings.brand_text_color ? { text_on_brand: settings.brand_text_color } : {}),
    };
  if (settings.support_phone) face.phone = settings.support_phone;
  if (settings.support_url) face.support_url = settings.support_url;
  if (settings.feedback_url) face.feedback_url = settings.feedback_url;
  if (settings.app_store_url || settings.play_store_url)
    face.apps = {
      ...(settings.app_store_url ? { app_store: settings.app_store_url } : {}),
      ...(settings.play_store_url ? { google_play: settings.play_store_url } : {}),
    };
  if (settings.footer_text) face.footer_text = settings.footer_text;
  if (settings.association_menu_setting === 'hidden') face.menus = { association: false };
  if (settings.step_pictures) face.step_pictures = settings.step_pictures === 'true';
  return face;
}

function withoutFace(settings: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...settings };
  for (const key of FACE_KEYS) delete rest[key];
  return rest;
}

/**
 * Gives every site its face from site.json (the store's, with a host's own fields over it), in the
 * apply's transaction: a host the store has no site for gets one (of kind `default`), and a package
 * without site.json leaves every site with the plain face (no name, phone, pictures or app links).
 */
export async function applySiteFace(
  trx: Db,
  file: SiteFile | null,
  plans: readonly { category: string; active: boolean }[],
): Promise<void> {
  const associationPlans = plans.some((plan) => plan.category === 'association' && plan.active);
  const sites = await trx.selectFrom('sites').select(['domain', 'settings']).execute();
  const known = new Set(sites.map((site) => site.domain));
  for (const domain of [DEFAULT_SITE, ...Object.keys(file?.hosts ?? {})]) {
    if (known.has(domain)) continue;
    await trx
      .insertInto('sites')
      .values({ domain, kind: 'default', agent_id: null, group_id: null, settings: toJsonText({}) })
      .execute();
    sites.push({ domain, settings: toJsonText({}) });
  }
  for (const site of sites) {
    const face = file ? hostFace(file, site.domain) : null;
    const settings = {
      ...withoutFace(fromJsonText<Record<string, unknown>>(site.settings)),
      ...faceSettings(face, associationPlans),
    };
    await trx
      .updateTable('sites')
      .set({ settings: toJsonText(settings) })
      .where('domain', '=', site.domain)
      .execute();
  }
}

/**
 * The store's site.json as it stands (export writes it, diff compares it): the default site's face,
 * and each other site's fields where they differ from it (null where the site has none); null when
 * the store has no face of its own.
 */
export async function storedSiteFile(db: Db): Promise<SiteFile | null> {
  const sites = await db.selectFrom('sites').select(['domain', 'settings']).orderBy('domain').execute();
  const faces = new Map(
    sites.map((site) => [site.domain, faceOf(fromJsonText<FaceSettings>(site.settings))]),
  );
  const store = faces.get(DEFAULT_SITE);
  if (!store) return null;
  const hosts: NonNullable<SiteFile['hosts']> = {};
  for (const [domain, face] of faces) {
    if (domain === DEFAULT_SITE || !face) continue;
    const own: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(store), ...Object.keys(face)]) as Set<keyof SiteFace>) {
      if (JSON.stringify(face[key]) !== JSON.stringify(store[key])) own[key] = face[key] ?? null;
    }
    if (Object.keys(own).length > 0) hosts[domain] = own;
  }
  return Object.keys(hosts).length > 0 ? { ...store, hosts } : store;
}

/** diff's lines for site.json: each site whose face changes, with its fields old → new. */
export function siteFaceChanges(before: SiteFile | null, after: SiteFile | null): string[] {
  const hosts = new Set([
    DEFAULT_SITE,
    ...Object.keys(before?.hosts ?? {}),
    ...Object.keys(after?.hosts ?? {}),
  ]);
  const lines: string[] = [];
  const text = (value: unknown) => (value === undefined || value === null ? 'none' : JSON.stringify(value));
  // The store's own face first, then each host by its name.
  const order = (host: string) => (host === DEFAULT_SITE ? '' : host);
  for (const host of [...hosts].sort((a, b) => order(a).localeCompare(order(b)))) {
    const old: Partial<Record<string, unknown>> = before ? hostFace(before, host) : {};
    const next: Partial<Record<string, unknown>> = after ? hostFace(after, host) : {};
    const changed = [...new Set([...Object.keys(old), ...Object.keys(next)])]
      .sort()
      .filter((key) => text(old[key]) !== text(next[key]))
      .map((key) => `${key} ${text(old[key])} → ${text(next[key])}`);
    if (changed.length > 0)
      lines.push(`site ${host === DEFAULT_SITE ? 'face' : `host ${host}`}: ${changed.join('; ')}`);
  }
  return lines;
}
