import { ModuleInfo } from "eslint-plugin-import-x/core/index";
import { isExternalModule, moduleVisitor, resolve } from "eslint-plugin-import-x/utils";

/**
 * import-x/no-cycle, counting type-only imports as well (docs/decisions/0002-layering.md).
 *
 * import-x's rule skips an `import type` on both ends by design and has no option to keep it: it
 * drops the importer when the declaration or all its specifiers are type-only, and it drops every
 * edge `isOnlyImportingTypes` while walking the graph. That is how `lib/i18n.ts` ↔
 * `lib/messages.en.ts` went unreported. A cycle through types still ties two modules together (one
 * cannot move or change without the other), so this copy walks the same module graph
 * (`ModuleInfo`, resolved with the same `import-x/resolver-next` settings) with every edge in it.
 * `tests/ops/lint-config.test.ts` lints a value cycle and a type-only cycle.
 */
const traversed = new Set();

export const noCycle = {
  meta: {
    type: "suggestion",
    docs: {
      description: "Forbid a module from importing a module with a dependency path back to itself, types included.",
    },
    schema: [
      {
        type: "object",
        properties: { ignoreExternal: { type: "boolean" } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: "Dependency cycle detected (type-only imports count).",
      cycleSource: 'Dependency cycle via "{{source}}" (type-only imports count).',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === "<text>") return {};
    const options = context.options[0] ?? {};
    const ignoreModule = options.ignoreExternal
      ? (name) => isExternalModule(name, resolve(name, context), context)
      : () => false;

    return {
      ...moduleVisitor((sourceNode, importer) => {
        if (ignoreModule(sourceNode.value)) return;
        const imported = ModuleInfo.get(sourceNode.value, context);
        if (imported == null || imported.path === filename || traversed.has(imported.path)) return;
        traversed.add(imported.path);
        const untraversed = [{ mget: () => imported, path: imported.path, route: [] }];
        const detectCycle = ({ mget, route }) => {
          const module = mget();
          if (module == null) return false;
          for (const [path, { resolve: next, declarations }] of module.getImports()) {
            if (traversed.has(path)) continue;
            const toTraverse = [...declarations].filter(({ source }) => !ignoreModule(source.value));
            if (toTraverse.length === 0) continue;
            if (path === filename) return true;
            traversed.add(path);
            untraversed.push({ mget: next, path, route: [...route, toTraverse[0].source] });
          }
          return false;
        };
        while (untraversed.length > 0) {
          const next = untraversed.shift();
          if (detectCycle(next)) {
            for (const { path } of untraversed) traversed.delete(path);
            if (next.route.length > 0) {
              const source = next.route.map((s) => `${s.value}:${s.loc.start.line}`).join("=>");
              context.report({ node: importer, messageId: "cycleSource", data: { source } });
            } else {
              context.report({ node: importer, messageId: "cycle" });
            }
            return;
          }
        }
      }, options),
      "Program:exit"() {
        traversed.clear();
      },
    };
  },
};

export default { rules: { "no-cycle": noCycle } };
