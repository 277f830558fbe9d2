// The e-invoices against the official business rules, as a receiving platform checks them: CEN's
// EN 16931 Schematron for CII and KoSIT's XRechnung Schematron, both run by Saxon-HE (Debian's
// libsaxonhe-java, .ci/run) in their compiled XSLT form from tests/e-invoice-rules/ (where they come
// from and how to renew them: its README.md; decision 0230). The fixtures are exactly what
// app/features/core/invoices/cii.ts renders (tests/unit/e-invoice.test.ts compares them).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";

const SAXON = "/usr/share/java/Saxon-HE.jar";
const FIXTURES = "tests/fixtures/e-invoice";
const EN16931 = "tests/e-invoice-rules/EN16931-CII-validation.xslt";
const XRECHNUNG = "tests/e-invoice-rules/XRechnung-CII-validation.xsl";

const work = mkdtempSync(join(tmpdir(), "e-invoice-rules-"));
after(() => rmSync(work, { recursive: true, force: true }));

interface Finding {
  id: string;
  flag: string;
  text: string;
}

interface Report {
  /** Rules whose context matched: a report without any means the rules never looked at the file. */
  firedRules: number;
  findings: Finding[];
}

/** One Saxon run over every XML file in `folder` (one JVM, the rules compiled once): a report per file name. */
function validate(rules: string, folder: string): Map<string, Report> {
  const out = mkdtempSync(join(work, "svrl-"));
  execFileSync("java", ["-cp", SAXON, "net.sf.saxon.Transform", `-s:${folder}`, `-xsl:${rules}`, `-o:${out}`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Map(
    readdirSync(out).map((name) => {
      const svrl = readFileSync(join(out, name), "utf8");
      // SVRL: a failed assertion or a successful report is a finding; its flag says fatal or warning.
      const findings = [...svrl.matchAll(/<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:/g)].map(
        ([, attributes = "", body = ""]) => ({
          id: /\bid="([^"]*)"/.exec(attributes)?.[1] ?? "?",
          flag: /\bflag="([^"]*)"/.exec(attributes)?.[1] ?? "?",
          text: body.replace(/<[^>]+>/g, "").trim(),
        }),
      );
      return [name, { firedRules: svrl.match(/<svrl:fired-rule\b/g)?.length ?? 0, findings }];
    }),
  );
}

const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith(".xml"));
const xrechnungFixtures = fixtures.filter((name) => name.endsWith("-xrechnung.xml"));

it("every kind of e-invoice passes the EN 16931 Schematron without a single finding", () => {
  // The kinds (tests/ops/e-invoice-xsd.test.ts lists them): 19 %, Storno, § 19, reverse charge, an
  // invoice without a booking, each also as XRechnung.
  assert.equal(fixtures.length, 10);
  const reports = validate(EN16931, FIXTURES);
  assert.deepEqual([...reports.keys()].sort(), fixtures.sort());
  for (const [name, report] of reports) {
    assert.ok(report.firedRules > 50, `${name}: only ${report.firedRules} rules looked at it`);
    assert.deepEqual(report.findings, [], name);
  }
});

it("every XRechnung also passes KoSIT's XRechnung 3.0 Schematron without a single finding", () => {
  assert.equal(xrechnungFixtures.length, 5);
  const folder = join(work, "xrechnung");
  mkdirSync(folder);
  for (const name of xrechnungFixtures) writeFileSync(join(folder, name), readFileSync(join(FIXTURES, name)));
  for (const [name, report] of validate(XRECHNUNG, folder)) {
    assert.ok(report.firedRules > 5, `${name}: only ${report.firedRules} rules looked at it`);
    assert.deepEqual(report.findings, [], name);
  }
});

it("the checks can fail: each rule set names the rule a broken e-invoice breaks", () => {
  const folder = join(work, "broken");
  mkdirSync(folder);
  const fixture = (name: string) => readFileSync(join(FIXTURES, name), "utf8");
  // § 19 without the seller's tax number: VAT-exempt lines need it (BR-E-02).
  writeFileSync(
    join(folder, "no-tax-number.xml"),
    fixture("small-business-19-ustg.xml").replace(
      /(<ram:SellerTradeParty>[\s\S]*?)<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
      "$1",
    ),
  );
  // An XRechnung without the buyer reference (Leitweg-ID) a public buyer routes it by.
  writeFileSync(
    join(folder, "no-buyer-reference.xml"),
    fixture("invoice-19-xrechnung.xml").replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, ""),
  );
  const noTaxNumber = validate(EN16931, folder).get("no-tax-number.xml")?.findings ?? [];
  assert.deepEqual(
    noTaxNumber.map(({ id, flag }) => ({ id, flag })),
    [{ id: "BR-E-02", flag: "fatal" }],
  );
  const xrechnung = validate(XRECHNUNG, folder);
  const missingReference = xrechnung.get("no-buyer-reference.xml")?.findings ?? [];
  assert.deepEqual(
    missingReference.map(({ id, flag }) => ({ id, flag })),
    [{ id: "BR-DE-15", flag: "fatal" }],
  );
});
