import { z } from 'zod';

/**
 * site.json: the store's own face (docs/catalog.md "site.json"): its name, pictures, colours, phone,
 * support and feedback links, app links, footer words, which menus show and whether the wizard's steps
 * are pictured (`step_pictures`); `hosts` gives a site host
 * the fields in which it differs. Checked here for shape; the reader (siteFaceFile.ts) then checks
 * that each picture is a file and that the colours' contrast is enough to read.
 */

/** A picture the store serves itself: a path under public/ (the Content-Security-Policy shows no other site's). */
const picture = z
  .string()
  .refine(
    (value) => /^\/(?!\/)[\w/.-]+\.(svg|png|jpg|jpeg|webp|gif|ico)$/i.test(value) && !value.includes('..'),
    {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a picture path: write a path under public/ that starts with /, e.g. /brand/logo.svg (the store shows only its own pictures)`,
    },
  );

// Both cases spelled out, not HEX_COLOUR's flag: the published JSON Schema's pattern has no flags.
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a colour: write it as #rrggbb, e.g. #0b5cad`,
});

/** Where a support request or feedback goes: a web page or a mailbox. */
const contactLink = z
  .string()
  .max(500, { error: 'is longer than 500 characters' })
  .regex(/^(https:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/, {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a link: write an https:// address or a mailto: address`,
  });

const storeLink = (store: 'an App Store' | 'a Google Play', start: string) =>
  z
    .string()
    .max(500, { error: 'is longer than 500 characters' })
    .refine((value) => value.startsWith(start) && !/[\s"<>]/.test(value), {
      error: (issue) => `${JSON.stringify(issue.input)} is not ${store} address: it starts with ${start}`,
    });

const faceFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'is empty: give the store’s name' })
    .max(80, { error: 'is longer than 80 characters' }),
  logo: picture.nullable(),
  favicon: picture.nullable(),
  hero_image: picture.nullable(),
  footer_logo: picture.nullable(),
  colors: z.strictObject({ brand: colour, brand_dark: colour.optional(), text_on_brand: colour.optional() }),
  phone: z
    .string()
    .regex(/^\d{10}$/, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a phone number: write its 10 digits, e.g. 8005550123`,
    })
    .nullable(),
  support_url: contactLink.nullable(),
  feedback_url: contactLink.nullable(),
  apps: z
    .strictObject({
      app_store: storeLink('an App Store', 'https://apps.apple.com/').optional(),
      google_play: storeLink('a Google Play', 'https://play.google.com/store/apps/').optional(),
    })
    .nullable(),
  footer_text: z.string().trim().max(500, { error: 'is longer than 500 characters' }).nullable(),
  menus: z.strictObject({ association: z.boolean().optional() }),
  /** Whether each wizard step's page is pictured and kept with the application (default true). */
  step_pictures: z.boolean(),
};

/** The names site.json's fields may have, for the message about one it does not know. */
const FACE_FIELD_NAMES = Object.keys(faceFields).join(', ');

const unknownField = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `${(issue.keys ?? []).join(', ')} is not a field of site.json (${FACE_FIELD_NAMES}, hosts)`
    : undefined;

/** What a host changes: any of the fields, each of which replaces the store's (null: none on this host). */
const hostFaceSchema = z.strictObject(
  Object.fromEntries(Object.entries(faceFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof faceFields]: z.ZodOptional<(typeof faceFields)[K]>;
  },
  { error: unknownField },
);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const hostName = z.string().regex(HOST_NAME);
/** The record's own word for a bad key (zod's is "Invalid key in record"). */
const badHost = (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_key'
    ? `${JSON.stringify(issue.input)} is not a host name: write it in lower case as the browser does, e.g. store.example.com`
    : undefined;

export const siteFileSchema = z.strictObject(
  {
    name: faceFields.name,
    logo: faceFields.logo.optional(),
    favicon: faceFields.favicon.optional(),
    hero_image: faceFields.hero_image.optional(),
    footer_logo: faceFields.footer_logo.optional(),
    colors: faceFields.colors.optional(),
    phone: faceFields.phone.optional(),
    support_url: faceFields.support_url.optional(),
    feedback_url: faceFields.feedback_url.optional(),
    apps: faceFields.apps.optional(),
    footer_text: faceFields.footer_text.optional(),
    menus: faceFields.menus.optional(),
    step_pictures: faceFields.step_pictures.optional(),
    hosts: z.record(hostName, hostFaceSchema, { error: badHost }).optional(),
  },
  { error: unknownField },
);

/** site.json as read: the store's face and what each host changes. */
export type SiteFile = z.infer<typeof siteFileSchema>;
/** One site's whole face: the store's, with a host's own fields over it. */
export type SiteFace = Omit<SiteFile, 'hosts'>;
