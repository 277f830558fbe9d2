/**
 * The message catalogues' check: every text of the German catalogues (app/lib/messages.ts, the back
 * office's messages.admin.ts, the mail's messages.mail.ts) is read by some code, so dead texts do not
 * pile up (the English catalogues have the German ones' shape: a key removed in German must go there
 * too, or the type check fails). `npm run typecheck` (scripts/typecheck.ts) runs it with tsc's own
 * checker; tests/ops/messages-used.test.ts checks that it finds what it should.
 *
 * The TypeScript checker resolves each property access in app/, workers/ and db/ (tests do not count)
 * to the catalogue key it reads, through aliases (`const m = adminMessages.journals; m.title`) and
 * the widened catalogue of `useMessages()`. A part of the catalogue that leaves as a whole value
 * (`columns(m.columns)`, `m.kinds[row.kind]`, a spread) counts as read with all its keys.
 */
import assert from "node:assert/strict";
import ts from "typescript";

export const CATALOGUES = ["app/lib/messages.ts", "app/lib/messages.admin.ts", "app/lib/messages.mail.ts"];

/** The dotted paths of the catalogue's leaves that no code in `codeFiles` reads. */
export function unusedMessages(
  program: ts.Program,
  catalogueFile: string,
  isCode: (file: string) => boolean,
): string[] {
  const checker = program.getTypeChecker();
  const catalogue = program.getSourceFile(catalogueFile);
  assert.ok(catalogue, `${catalogueFile} is part of the program`);
  const used = new Set<ts.Node>();
  const inCatalogue = (node: ts.Node) => node.getSourceFile() === catalogue;

  const markDeclarations = (symbol: ts.Symbol | undefined) => {
    for (const declaration of symbol?.declarations ?? []) if (inCatalogue(declaration)) used.add(declaration);
  };
  // A catalogue object used as a whole value: every key below it counts as read (but not the whole
  // catalogue, which the i18n plumbing passes around by design).
  const markWhole = (type: ts.Type) => {
    for (const property of type.getProperties()) {
      const declaration = property.declarations?.find(inCatalogue);
      if (!declaration) continue;
      if (ts.isPropertyAssignment(declaration) && isRootKey(declaration)) return;
      markSubtree(declaration);
    }
  };
  const markSubtree = (node: ts.Node) => {
    used.add(node);
    ts.forEachChild(node, markSubtree);
  };

  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) markDeclarations(checker.getSymbolAtLocation(node.name));
    else if (ts.isElementAccessExpression(node)) {
      const symbol = checker.getSymbolAtLocation(node.argumentExpression);
      if (ts.isStringLiteralLike(node.argumentExpression) && symbol) markDeclarations(symbol);
      else markWhole(checker.getTypeAtLocation(node.expression));
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const type = checker.getTypeAtLocation(node.parent);
      const name = (node.propertyName ?? node.name).getText();
      markDeclarations(type.getProperty(name));
      if (node.dotDotDotToken) markWhole(type);
    }
    if (ts.isExpression(node) && escapes(node)) markWhole(checker.getTypeAtLocation(node));
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (isCode(file.fileName) && file !== catalogue) visit(file);

  const unused: string[] = [];
  const walk = (object: ts.ObjectLiteralExpression, path: string[]) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key = [...path, property.name.getText().replace(/^["']|["']$/g, "")];
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) walk(value, key);
      else if (!used.has(property)) unused.push(key.join("."));
    }
  };
  ts.forEachChild(catalogue, function find(node) {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const root = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isObjectLiteralExpression(root)) walk(root, []);
    } else ts.forEachChild(node, find);
  });
  return unused;
}

/** A top-level key of a catalogue (`const messages = { … } as const`). */
function isRootKey(property: ts.PropertyAssignment): boolean {
  let holder: ts.Node = property.parent.parent;
  while (ts.isAsExpression(holder) || ts.isSatisfiesExpression(holder) || ts.isParenthesizedExpression(holder))
    holder = holder.parent;
  return ts.isVariableDeclaration(holder);
}

/**
 * Whether an expression's value goes somewhere else as a whole: not the object of a property access,
 * not merely named by an alias (`const m = …`, followed by the checker), not a call's callee.
 */
function escapes(node: ts.Expression): boolean {
  const parent = node.parent;
  if ((ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node)
    return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return false;
  if (ts.isCallExpression(parent) && parent.expression === node) return false;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return false;
  return (
    ts.isIdentifier(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isCallExpression(node)
  );
}

/** Whether a file is the app's own code (app/, workers/, db/), whose reads count. */
export const projectCode = (file: string) => {
  const relative = file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
  return /^(app|workers|db)\//.test(relative);
};
