import type { FastifyInstance } from 'fastify';
import { fieldError } from './appError';

/**
 * The deepest nesting of arrays and objects any call takes: the deepest real body (a dependent's
 * health answers: body, dependents, entry, health_info, condition_questions, question, conditions,
 * condition) is 8 deep, so 32 leaves room and stops a body built to make JSON.parse work for nothing.
 */
const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests arrays and objects deeper than `max`, read in one pass before any parse (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth++;
      if (depth > max) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * JSON bodies are refused (400 at `body`) when nested past MAX_JSON_DEPTH, before they are parsed;
 * the rest go to Fastify's own parser, which keeps its guard against `__proto__` and `constructor`.
 */
export function installJsonDepthGuard(app: FastifyInstance): void {
  // Fastify's own, as it is set by default: a body with __proto__ or constructor.prototype is refused.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(fieldError('body', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
