// The delivered copy's seed (decision 0231) runs against production D1, which refuses a statement over
// 100 KB (../shared/platform-notes.md); local workerd does not. One statement per text keeps each small.
import assert from "node:assert/strict";
import { it } from "node:test";
import { deliveredCopySql, seedRows } from "../../db/content/index.ts";

const D1_MAX_STATEMENT_BYTES = 100_000;

it("every statement of the delivered copy's seed stays under D1's 100 KB per statement", () => {
  const statements = deliveredCopySql({ prune: true });
  // DELETE, the version row and one INSERT per text: no statement carries more than one text.
  assert.equal(statements.length, seedRows().length + 2);
  for (const statement of statements)
    assert.ok(Buffer.byteLength(statement) < D1_MAX_STATEMENT_BYTES, statement.slice(0, 80));
});
