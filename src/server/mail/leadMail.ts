import { escapeHtml } from './mailText';

/** What the rep is told of a visitor who finished the assistant's questions. */
export interface LeadContent {
  repName: string;
  groupName: string | null;
  /** The page the visitor was on; only shown when it is the store's own http(s) address. */
  webUrl: string;
  answers: { question: string; answer: string }[];
}

/** A page address fit to show the rep: http(s) only, so a hostile value never becomes a link. */
function safePage(webUrl: string): string | null {
  try {
    const url = new URL(webUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The lead e-mail to a rep: each question with the visitor's answer (how to reach them) and the page. */
export function composeLead(lead: LeadContent): { subject: string; text: string; html: string } {
  const page = safePage(lead.webUrl);
  const subject = 'New lead from your benefit store assistant';
  const intro = `A visitor answered your assistant's questions${lead.groupName ? ` (group ${lead.groupName})` : ''} and is waiting to hear from you within 24 hours.`;
  const text = [
    `Hello ${lead.repName},`,
    '',
    intro,
    '',
    ...lead.answers.flatMap((a) => [a.question, `  ${a.answer}`]),
    ...(page ? ['', `Page: ${page}`] : []),
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(lead.repName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<dl>',
    ...lead.answers.map((a) => `<dt>${escapeHtml(a.question)}</dt><dd>${escapeHtml(a.answer)}</dd>`),
    '</dl>',
    ...(page ? [`<p>Page: ${escapeHtml(page)}</p>`] : []),
  ].join('\n');
  return { subject, text, html };
}
