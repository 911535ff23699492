import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

describe('kept prepared statements', () => {
  it('prepares each SQL text once, gives the same answers, and closes the connection', () => {
    const sqlite = new SQLite(':memory:');
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof sqlite.prepare;
    let closedFirst = false;
    const db = withStatementCache(sqlite, () => {
      closedFirst = sqlite.open;
    });
    db.prepare('create table t (a)').run([]);
    const insert = 'insert into t values (?)';
    for (const a of [1, 2, 3]) db.prepare(insert).run([a]);
    expect(db.prepare('select sum(a) as s from t').all([])).toEqual([{ s: 6 }]);
    expect(db.prepare('select sum(a) as s from t').all([])).toEqual([{ s: 6 }]);
    expect(prepared).toBe(3);
    db.close();
    expect(closedFirst).toBe(true);
    expect(sqlite.open).toBe(false);
  });

  it('keeps a statement usable after a schema change', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    db.prepare('create table t (a)').run([]);
    const select = 'select * from t';
    expect(db.prepare(select).all([])).toEqual([]);
    db.prepare('alter table t add column b').run([]);
    db.prepare('insert into t values (1, 2)').run([]);
    expect(db.prepare(select).all([])).toEqual([{ a: 1, b: 2 }]);
    db.close();
  });
});
