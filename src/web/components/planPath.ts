// A plan's address is one rule for the pages and the e-mails' links back to a plan: domain/planPath.ts.
export { planPath } from '../../domain/planPath';
