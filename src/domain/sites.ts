/**
/**
 * The kind of a doctor-branded site (`sites.kind`): its host's landing page is the six-step wizard, and
 * its group and rep (`sites.group_id`, `sites.agent_id`) become every visitor's. Any host name can be
 * one (`npm run accounts -- add-site --host … --doctor --group …`); the demo's is doctor.localhost.
 */
export const DOCTOR_SITE_KIND = 'doctor';

/**
 * The store's name in the page where its site has none (a store whose catalog package has no site.json):
 * plain words, never the demo's name.
 */
export const PLAIN_STORE_NAME = 'Benefit enrollment';

/** The external tools' menu (some of whose links carry the rep's code) shows only on a branded site that allows it. */
export function showsToolsMenu(branding: Readonly<Record<string, string | undefined>>): boolean {
  return (
    Boolean(branding.external_tools_url) &&
    branding.site_kind !== 'default' &&
    branding.hide_admin_menu === 'false'
  );
}

/**
 * The id of the JSON block in which the server hands the page shell the site's branding, so the
 * first render shows the site's logo and banner without a call of its own.
 */
export const SITE_BRANDING_ELEMENT_ID = 'site-branding';
