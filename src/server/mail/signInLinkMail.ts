import { SIGN_IN_LINK_MINUTES } from '../../domain/forms/signInLinkForms';
import { escapeHtml } from './mailText';

/**
 * The one-time sign-in link e-mail. The link's secret is in its fragment (after #), which a browser
 * never sends to a server: the page reads it and posts it, so it is in no request line or log.
 */
export function composeSignInLink(input: { link: string; email: string; store: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = 'Your sign-in link';
  const text = [
    `Someone asked for a link to sign in to ${input.store} as ${input.email}.`,
    '',
    'Open this link to sign in:',
    input.link,
    '',
    `It works once, within ${SIGN_IN_LINK_MINUTES} minutes, and signs in the browser you open it in.`,
    'If you did not ask for it, ignore this e-mail: the link stays unused and expires.',
  ].join('\n');
  const html = [
    `<p>Someone asked for a link to sign in to ${escapeHtml(input.store)} as ${escapeHtml(input.email)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Sign in to ${escapeHtml(input.store)}</a></p>`,
    `<p>It works once, within ${SIGN_IN_LINK_MINUTES} minutes, and signs in the browser you open it in.</p>`,
    '<p>If you did not ask for it, ignore this e-mail: the link stays unused and expires.</p>',
  ].join('\n');
  return { subject, text, html };
}
