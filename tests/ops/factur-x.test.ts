// The ZUGFeRD / Factur-X invoice (workers/invoice-pdf/, decision 0232) read by tools that are not
// ours: qpdf checks the file's structure, Poppler lists its fonts, takes the e-invoice out and
// prints its XMP, xmllint parses that XMP. Every kind of e-invoice (the fixtures, which
// tests/ops/e-invoice-schematron.test.ts runs through the official Schematron) is drawn and comes out
// byte for byte. Debian's qpdf and poppler-utils (.ci/run). A full PDF/A validator (veraPDF) is not
// reachable from these machines (neither Debian nor npm ships it): docs/e-invoices.md says what that
// leaves to check by hand.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { facturXPdf } from "../../workers/invoice-pdf/factur-x.ts";

const FIXTURES = "tests/fixtures/e-invoice";
const work = mkdtempSync(join(tmpdir(), "factur-x-"));
after(() => rmSync(work, { recursive: true, force: true }));

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" });

/** An invoice's first page as the site lays it out: bold title, grey lines, an amount set right. */
const page = {
  texts: [
    { x: 56, y: 777, text: "Klarsinn Coaching – Miriam Lößner", size: 14, bold: true },
    { x: 56, y: 761, text: "Hauptstraße 5 · 10827 Berlin", size: 9, grey: 0.35 },
    { x: 539, y: 600, text: "1.234,50 €", size: 10, align: "right" as const },
  ],
  rules: [{ x1: 56, y1: 70, x2: 539, y2: 70, width: 0.3 }],
};

async function draw(name: string, xml: string): Promise<string> {
  const file = join(work, `${name}.pdf`);
  const pdf = await facturXPdf({
    title: `Rechnung ${name}`,
    author: "Miriam Lößner",
    producer: "Klarsinn Coaching",
    created: "2026-11-23T10:15:00.000Z",
    pages: [page],
    xml,
  });
  writeFileSync(file, pdf);
  return file;
}

/** Poppler's font list: name and whether the font program is inside the file, per font. */
function fonts(file: string): { name: string; embedded: boolean }[] {
  return run("pdffonts", [file])
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      return { name: columns[0]!, embedded: columns[columns.length - 5] === "yes" };
    });
}

const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith(".xml") && !name.endsWith("-xrechnung.xml"));

it("every kind of e-invoice goes into a PDF that qpdf finds sound, with every font embedded and the XML inside unchanged", async () => {
  assert.ok(fixtures.length >= 5, `only ${fixtures.length} fixtures`);
  for (const fixture of fixtures) {
    const xml = readFileSync(join(FIXTURES, fixture), "utf8");
    const file = await draw(fixture.replace(/\.xml$/, ""), xml);
    // qpdf exits 0 without warnings (2: errors, 3: warnings).
    const check = spawnSync("qpdf", ["--check", file], { encoding: "utf8" });
    assert.equal(check.status, 0, `${fixture}: ${check.stdout}${check.stderr}`);
    assert.match(check.stdout, /No syntax or stream encoding errors found/);

    const used = fonts(file);
    assert.deepEqual(
      used.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort(),
      ["LiberationSans", "LiberationSans-Bold"],
      fixture,
    );
    assert.ok(
      used.every((font) => font.embedded),
      `${fixture}: ${JSON.stringify(used)}`,
    );

    assert.equal(run("pdfdetach", ["-list", file]).trim(), "1 embedded files\n1: factur-x.xml");
    const out = join(work, `${fixture}.out`);
    run("pdfdetach", ["-save", "1", "-o", out, file]);
    assert.equal(readFileSync(out, "utf8"), xml, `${fixture}: the embedded XML differs`);

    // The pages say it (text, not outlines): the embedded fonts map back to Unicode.
    assert.match(run("pdftotext", [file, "-"]), /Miriam Lößner[\s\S]*1\.234,50 €/);
  }
});

it("the XMP is well-formed, declares PDF/A-3b and the Factur-X fields, and agrees with the document information", async () => {
  const xml = readFileSync(join(FIXTURES, fixtures[0]!), "utf8");
  const file = await draw("xmp", xml);
  const xmp = run("pdfinfo", ["-meta", file]);
  const xmpFile = join(work, "xmp.xml");
  writeFileSync(xmpFile, xmp);
  run("xmllint", ["--noout", xmpFile]);
  for (const field of [
    "<pdfaid:part>3</pdfaid:part>",
    "<pdfaid:conformance>B</pdfaid:conformance>",
    "<fx:DocumentType>INVOICE</fx:DocumentType>",
    "<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>",
    "<fx:Version>1.0</fx:Version>",
    "<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>",
    "<pdfaSchema:prefix>fx</pdfaSchema:prefix>",
  ])
    assert.ok(xmp.includes(field), field);
  const info = run("pdfinfo", ["-isodates", file]);
  assert.match(info, /^Title:\s+Rechnung xmp$/m);
  assert.match(xmp, /<rdf:li xml:lang="x-default">Rechnung xmp<\/rdf:li>/);
  assert.match(info, /^Author:\s+Miriam Lößner$/m);
  assert.match(xmp, /<dc:creator><rdf:Seq><rdf:li>Miriam Lößner<\/rdf:li>/);
  assert.match(info, /^CreationDate:\s+2026-11-23T10:15:00Z?/m);
  assert.match(xmp, /<xmp:CreateDate>2026-11-23T10:15:00Z<\/xmp:CreateDate>/);
});

it("the font check can fail: a standard font that is not embedded is found", async () => {
  const doc = await PDFDocument.create();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Rechnung", { font: helvetica, x: 56, y: 700 });
  const file = join(work, "standard-font.pdf");
  writeFileSync(file, await doc.save());
  assert.deepEqual(fonts(file), [{ name: "Helvetica", embedded: false }]);
});
