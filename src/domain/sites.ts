/**
 * The store's name in the page where its site has none (a store whose catalog package has no site.json):
 * plain words, never the demo's name.
 */
export const PLAIN_STORE_NAME = 'Benefit enrollment';

/** The doctor-branded site's host name: the spec's fixed constant (the demo serves it on doctor.localhost). */
export const DOCTOR_HOST = 'doctor.localhost';

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
