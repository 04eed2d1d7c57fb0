import type { Db } from './client';

/**
 * A hot read query, built and prepared once per database and query shape (which filters are set,
 * which sort), then executed with its placeholders filled. Building the SQL is skipped on every
 * call; on PostgreSQL the statement is also named, so each pooled connection parses and plans it
 * once. Shapes are few and fixed (a key says which optional filters are present), so the cache
 * stays small. Prepared statements run on the pool, never inside a transaction: take `Db`.
 */
export const preparedPerShape = <Shape extends string, Prepared>(
  name: string,
  prepare: (db: Db, shape: Shape, statementName: string) => Prepared,
): ((db: Db, shape: Shape) => Prepared) => {
  const byDatabase = new WeakMap<Db, Map<Shape, Prepared>>();
  return (db, shape) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = prepare(db, shape, `${name}_${shape}`);
      shapes.set(shape, prepared);
    }
    return prepared;
  };
};
