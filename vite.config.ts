import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { DELIVERED_COPY_VERSION } from "./db/content/index.ts";
import { compileHints } from "./scripts/compile-hints.ts";

/**
 * `react-dom/server.node` is a CommonJS switch that requires both the streaming renderer we use and
 * the legacy `renderToString` one (260 KB we never call). A production build points the import at
 * the streaming renderer alone (docs/decisions/0083-react-node-renderer.md, docs/performance.md).
 */
const streamingRendererOnly = {
  "react-dom/server.node": fileURLToPath(
    new URL("./node_modules/react-dom/cjs/react-dom-server.node.production.js", import.meta.url),
  ),
};

/**
 * ical.js (her calendar, docs/decisions/0134-busy-times-from-her-calendar.md) exports only its
 * commented build (62 KiB gzip); the package also ships the same ES module minified (23 KiB), which
 * a production build takes instead. Tests and `npm run dev` keep the readable one.
 */
const minifiedIcal = {
  "ical.js": fileURLToPath(new URL("./node_modules/ical.js/dist/ical.min.js", import.meta.url)),
};

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The invoice-PDF Worker (decision 0232), built beside the site into build/invoice_pdf/.
      auxiliaryWorkers: [
        { configPath: "./workers/invoice-pdf/wrangler.toml", viteEnvironment: { name: "invoice_pdf" } },
      ],
    }),
    tailwindcss(),
    reactRouter(),
    compileHints(),
  ],
  resolve: { tsconfigPaths: true, alias: command === "build" ? { ...streamingRendererOnly, ...minifiedIcal } : {} },
  // The Worker is minified like the browser's code: Cloudflare's size limit and start-up count its bytes,
  // and its source map keeps stack traces readable (docs/performance.md, "Bundle budget").
  environments: {
    ssr: { build: { minify: true } },
    // Beside the site's build (build/server, build/client), minified as the site Worker is.
    invoice_pdf: { build: { outDir: "build/invoice_pdf", minify: true } },
  },
  // The delivered copy lives in D1, not in the Worker; the Worker knows its version (decision 0231).
  define: { __DELIVERED_COPY_VERSION__: JSON.stringify(DELIVERED_COPY_VERSION) },
}));
