import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { TestApp } from './testApp';

/**
 * Counts the queries that read the price table (plan_prices), as the app sends them: the API
 * tests that prove a cart is priced in one query and that the wizard's steps are worked out
 * without pricing use it.
 */
export class PriceQueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"plan_prices"')) {
      this.count += 1;
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** How many price-table queries `work` sent. */
  async during(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}

/** Puts a counter on the test app's database: handlers read deps.db when they run, so it sees every query. */
export function countPriceQueries(t: TestApp): PriceQueryCounter {
  const counter = new PriceQueryCounter();
  t.deps.db = t.deps.db.withPlugin(counter);
  return counter;
}
