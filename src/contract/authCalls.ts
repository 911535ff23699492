import { z } from 'zod';
import { signInForm } from '../domain/forms/signInForm';
import { signInLinkAskForm, signInLinkForm } from '../domain/forms/signInLinkForms';
import { endpoint } from './endpoint';

const account = z.object({
  kind: z.enum(['agent', 'group']),
  name: z.string(),
  /** The rep; for a group administrator, the group's rep. */
  agent_id: z.number().nullable(),
  group_id: z.number().nullable(),
});

export const signIn = endpoint({
  method: 'POST',
  path: 'auth/sign-in',
  summary:
    'Signs a rep or group administrator in; sets an HttpOnly session cookie. Attempts are rate limited.',
  body: signInForm,
  data: account,
});

export const signOut = endpoint({
  method: 'POST',
  path: 'auth/sign-out',
  summary: 'Ends the session.',
  data: z.object({ signed_out: z.boolean() }),
});

export const whoAmI = endpoint({
  method: 'GET',
  path: 'auth/me',
  summary: 'The signed-in account, if any.',
  data: z.object({ signed_in: z.boolean(), account: account.nullable() }),
});

export const requestSignInLink = endpoint({
  method: 'POST',
  path: 'auth/sign-in-link/request',
  summary:
    "E-mails a one-time sign-in link to an account's own address. Answers the same whether or not an account uses the address; limited per address and per recipient.",
  body: signInLinkAskForm,
  data: z.object({ asked: z.literal(true) }),
});

export const signInWithLink = endpoint({
  method: 'POST',
  path: 'auth/sign-in-link',
  summary:
    "Signs in with an e-mailed link's secret (posted by the page from the link's fragment): once, within 15 minutes, whatever password guesses are going on.",
  body: signInLinkForm,
  data: account,
});
