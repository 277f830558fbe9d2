import js from "@eslint/js";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import klarsinn from "./eslint-rules/no-cycle.js";

/**
 * The layering, one way only (docs/decisions/0002-layering.md):
 *   entry points (app/routes, app/root.tsx, workers/, scripts/, tests/) → features → components → lib → db → config.
 * Each zone forbids a layer to import from the layers above it. A feature may use another feature,
 * but never in a cycle (klarsinn/no-cycle below, which counts type-only imports too).
 */
const ENTRY_POINTS = [
  "./app/routes",
  "./app/root.tsx",
  "./app/routes.ts",
  "./app/entry.server.tsx",
  "./workers",
  "./scripts",
];
const layers = {
  features: ["./app/features"],
  components: ["./app/components"],
  lib: ["./app/lib"],
  db: ["./db"],
  config: ["./app/config"],
};
const above = {
  features: [...ENTRY_POINTS],
  components: [...ENTRY_POINTS, ...layers.features],
  lib: [...ENTRY_POINTS, ...layers.features, ...layers.components],
  db: [...ENTRY_POINTS, ...layers.features, ...layers.components, ...layers.lib],
  config: [...ENTRY_POINTS, ...layers.features, ...layers.components, ...layers.lib, ...layers.db],
};
export const layerZones = [
  ...Object.entries(above).flatMap(([layer, from]) =>
    layers[layer].map((target) => ({
      target,
      from,
      message: `The ${layer} layer must not import from a layer above it (routes → features → components → lib → db → config).`,
    })),
  ),
  // Among features: events (the calendar, seat counting) is the base that booking builds on.
  {
    target: "./app/features/products/events",
    from: ["./app/features/core/booking", "./app/features/compositions/admin"],
    message: "Events sit below booking and admin: move the shared part into features/products/events instead.",
  },
  // Booking uses payments and invoices (instructions, payment state, cancellation documents), not the
  // other way round: what both need (the booking reference) lives in payments.
  {
    target: ["./app/features/core/payments", "./app/features/core/invoices"],
    from: ["./app/features/core/booking"],
    message: "Payments and invoices sit below booking: pass the value in, or move the shared part down.",
  },
];

/**
 * The back office's UI kit (app/features/compositions/admin: tables, dialogs, fields, the list and action
 * pipelines) holds no rules: a query or a state change belongs to the feature it is about
 * (features/core/booking, features/products/events, features/core/payments, features/invoices; see
 * docs/booking-lifecycle.md). Without the database client or drizzle a file here cannot hold one:
 * a list's page comes from its feature (`loadListPage(request, (page) => …Page(env, page))`).
 */
const noRulesInAdmin =
  "The back office's UI kit holds no rules: put the query or state change into app/features/<what it is about>/*.server.ts and call it from here.";
export const adminKitRestrictions = {
  paths: [
    { name: "drizzle-orm", message: noRulesInAdmin },
    { name: "~/lib/db.server", message: noRulesInAdmin },
  ],
  patterns: [
    { group: ["drizzle-orm/*"], message: noRulesInAdmin },
    { group: ["**/lib/db.server", "**/lib/db.server.ts"], message: noRulesInAdmin },
    // The schema through either spelling: the `~db/*` alias of tsconfig.json (a hole until issue 50:
    // only `~/db/*` was listed) or a relative path. The web content's data and the enums hold no
    // statement and stay allowed.
    {
      group: ["~db/*", "~/db/*", "**/../db/*", "!~db/content", "!~db/content/*", "!~db/enums"],
      message: noRulesInAdmin,
    },
    // A statement helper of another feature (a WHERE fragment, a computed column: `paidSql`,
    // `paymentStateWhere`, `holdsSeat`) is a query's part: the query belongs beside it, in that feature.
    {
      group: ["~/features/*/*", "../*/*", "../../features/*/*"],
      importNamePattern: "(Sql|Where)$|^(holdsSeat|stillOnTheList|sqlNow)$",
      message: noRulesInAdmin,
    },
  ],
};

/**
 * Money becomes text in one module, `app/lib/money.ts` (`formatPrice`, `decimalAmount`,
 * `germanAmount`): no `toFixed` and no `Intl.NumberFormat` anywhere else, which each wrote cents
 * their own way (issue 50).
 */
export const moneyAsTextElsewhere = [
  {
    selector: "CallExpression[callee.property.name='toFixed']",
    message: "Money as text goes through ~/lib/money (formatPrice, decimalAmount, germanAmount).",
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: "Money as text goes through ~/lib/money (formatPrice, decimalAmount, germanAmount).",
  },
];

/**
 * Berlin time is computed in one module, `app/lib/today.ts` (`SITE_TIME_ZONE`, `berlinToday`,
 * `berlinParts`, `formatBerlinDateTime`): the zone's name is written nowhere else.
 */
export const berlinTimeElsewhere = [
  {
    selector: "Literal[value='Europe/Berlin']",
    message: "Berlin time comes from ~/lib/today (SITE_TIME_ZONE, berlinToday, berlinParts, formatBerlinDateTime).",
  },
];

/** The database binding itself, without any import: `env.DB`, `env["DB"]`, `{ DB } = env`. */
export const adminKitRawDatabase = [
  "MemberExpression[property.name='DB']",
  "MemberExpression[property.value='DB']",
  "ObjectPattern > Property[key.name='DB']",
].map((selector) => ({ selector, message: noRulesInAdmin }));

export default tseslint.config(
  // The lint test's probe folders (tests/ops/lint-config.test.ts) hold a cycle on purpose: `eslint .`,
  // which runs beside that test (scripts/test-all.ts), must not meet them.
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      ".tmp/",
      "app/**/__lint_probe_*/",
      "workers/invoice-pdf/assets.generated.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "workers/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX, klarsinn },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"], tsconfig: { configFile: "tsconfig.json" } }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      // import-x/no-cycle skips type-only imports and cannot be told otherwise; this copy of it counts
      // them, since a cycle through types still ties two modules together (eslint-rules/no-cycle.js).
      "klarsinn/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // One rule entry for both, since a later block's options replace an earlier one's for a file.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["app/lib/money.ts", "app/lib/today.ts"],
    rules: { "no-restricted-syntax": ["error", ...moneyAsTextElsewhere, ...berlinTimeElsewhere] },
  },
  {
    // Routes are thin adapters: queries and rules live in app/features/<feature>/*.server.ts.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "drizzle-orm", message: "Queries belong in app/features/<feature>/*.server.ts, not in a route." },
            {
              name: "~/lib/db.server",
              message: "Queries belong in app/features/<feature>/*.server.ts, not in a route.",
            },
          ],
        },
      ],
    },
  },
  {
    // The booking kernel's deciders (decision 0196): the transitions and the hold return plans; only
    // the kernel (kernel.server.ts) and its effect handlers (effects.server.ts) meet the outbox, the
    // invoices, the mail drafts and the page cache.
    files: ["app/features/core/booking/transitions.server.ts", "app/features/core/booking/hold.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "(^~/features/core/mail/|^~/features/core/invoices/|^~/lib/page-cache|^\\./(mail|session-mail|status-mail\\.server|effects\\.server)$)",
              allowTypeImports: true,
              message:
                "A booking decision returns a plan; the kernel (kernel.server.ts) and its effect handlers (effects.server.ts) write e-mails and invoices and purge pages (decision 0196).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/compositions/admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", adminKitRestrictions],
      // Replaces the rule's options for these files: the money rule above is repeated.
      "no-restricted-syntax": ["error", ...adminKitRawDatabase, ...moneyAsTextElsewhere, ...berlinTimeElsewhere],
    },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.d.ts"],
    rules: { "@typescript-eslint/consistent-type-imports": "off" },
  },
);
