import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './kysely';

/** Where the n-th value of a call goes in a statement compiled once. */
class Slot {
  constructor(readonly position: number) {}
}

const filled = (parameters: readonly unknown[], values: readonly unknown[]) =>
  parameters.map((p) => (p instanceof Slot ? values[p.position] : p));

/**
 * A hot statement of one fixed shape, built through Kysely once and filled per call. Building,
 * freezing and compiling the builder's nodes was a fifth of the server's CPU for GET work/{id} (the
 * work's query and the viewer's), for a text that never changes. `build` gets a slot in place of each
 * value, and may use a value only as a value of the statement (never to choose its shape): the first
 * call compiles again with its real values and refuses a statement that comes out different.
 */
export function builtOnce<Values extends unknown[], R>(build: (db: Db, ...values: Values) => Compilable<R>): (db: Db, ...values: Values) => CompiledQuery<R> {
  let template: { sql: string; parameters: readonly unknown[] } | null = null;
  return (db, ...values) => {
    if (template === null) {
      const slots = values.map((_, i) => new Slot(i)) as Values;
      const withSlots = build(db, ...slots).compile();
      const direct = build(db, ...values).compile();
      const unused = slots.filter((slot) => !withSlots.parameters.includes(slot));
      if (withSlots.sql !== direct.sql || unused.length > 0 || JSON.stringify(filled(withSlots.parameters, values)) !== JSON.stringify(direct.parameters))
        throw new Error(`builtOnce: a value chooses the statement's shape, or is not one of its values:\n${direct.sql}`);
      template = { sql: withSlots.sql, parameters: withSlots.parameters };
    }
    return CompiledQuery.raw(template.sql, filled(template.parameters, values)) as CompiledQuery<R>;
  };
}
