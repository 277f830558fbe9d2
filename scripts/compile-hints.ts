/**
 * Every browser chunk asks V8 to compile all its functions while it downloads (explicit compile
 * hints, Chrome 136+; other browsers read a comment). Hydration calls nearly every function of
 * React, React Router and the page's own modules, and a function compiled lazily is compiled on the
 * main thread, in the middle of hydration. docs/decisions/0090-compile-hints.md
 */
import type { Plugin } from "vite";

/** Must be the chunk's first line to count. `npm run bundle:check` checks every browser chunk. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification, which drops comments (a `banner` would not survive it). The client build
    // writes no source maps, so no map needs the shifted line.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") output.code = `${COMPILE_HINT}\n${output.code}`;
      }
    },
  };
}
