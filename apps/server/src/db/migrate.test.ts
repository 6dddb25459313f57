// Migration files are split into single statements for PGlite.
import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate.js';

describe('splitStatements', () => {
  it('splits at line-ending semicolons and drops comments-only chunks', () => {
    const text = `-- header\nCREATE TABLE a (x int);\n\n-- next\nCREATE INDEX a_x ON a (x); -- trailing\nINSERT INTO a VALUES (1);`;
    expect(splitStatements(text)).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX a_x ON a (x)',
      'INSERT INTO a VALUES (1)',
    ]);
  });

  it('keeps semicolons inside a line', () => {
    expect(splitStatements(`SELECT ';' AS s;`)).toEqual([`SELECT ';' AS s`]);
  });
});
