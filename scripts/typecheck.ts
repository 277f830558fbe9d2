/**
 * `npm run typecheck` (after `react-router typegen`): tsc's check of the whole project (tsconfig.json),
 * then, with the same checker, the message catalogues' check (scripts/unused-messages.ts). One
 * program for both: the catalogue check on a program of its own cost most of a second type check
 * (docs/decisions/0177-cheaper-checks.md). Exits 1 on a type error or a text nothing reads.
 */
import ts from "typescript";
import { CATALOGUES, projectCode, unusedMessages } from "./unused-messages.ts";

const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, "tsconfig.json");
if (!configPath) throw new Error("tsconfig.json not found");
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!config) throw new Error(`${configPath} could not be read`);

const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  configFileParsingDiagnostics: config.errors,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => "\n",
};
if (diagnostics.length > 0) {
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, host));
  process.stdout.write(`\nFound ${diagnostics.length} error${diagnostics.length === 1 ? "" : "s"}.\n`);
  process.exit(1);
}

let unusedCount = 0;
for (const catalogue of CATALOGUES) {
  const unused = unusedMessages(program, `${process.cwd()}/${catalogue}`, projectCode);
  unusedCount += unused.length;
  for (const key of unused)
    process.stdout.write(`${catalogue}: "${key}" is read by no code in app/, workers/ or db/\n`);
}
if (unusedCount > 0) {
  process.stdout.write(
    `\n${unusedCount} text${unusedCount === 1 ? "" : "s"} nothing reads: use or remove them (scripts/unused-messages.ts).\n`,
  );
  process.exit(1);
}
