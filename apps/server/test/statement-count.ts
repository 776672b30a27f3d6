import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/platform/db/kysely';

/**
 * The same database with a count of the statements run through it: every statement's result passes a
 * plugin's transformResult, compiled ahead or not. A transaction's begin and commit are not counted
 * (Kysely's driver sends them itself).
 */
export function countingDb(db: Db): { db: Db; statements: () => number } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      count += 1;
      return Promise.resolve(args.result);
    },
  };
  return { db: db.withPlugin(plugin), statements: () => count };
}
