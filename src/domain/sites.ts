/** The doctor-branded site's host name: the spec's fixed constant (the demo serves it on doctor.localhost). */
export const DOCTOR_HOST = 'doctor.localhost';

/**
 * The id of the JSON block in which the server hands the page shell the site's branding, so the
 * first render shows the site's logo and banner without a call of its own.
 */
export const SITE_BRANDING_ELEMENT_ID = 'site-branding';
