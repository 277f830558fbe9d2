/**
 * Serves the production build on workerd through Miniflare directly, without `wrangler dev`: no
 * dev ProxyWorker in front (which runs every text/html answer through an HTMLRewriter and adds a
 * hop), so the topology is production's: the assets router answers files of build/client first and
 * hands the rest to the Worker (docs/decisions/0080-bench-without-dev-proxy.md). Configured from the
 * build's own build/server/wrangler.json, with the same state layout as `wrangler --persist-to <dir>`
 * (`<dir>/v3/d1`, `/v3/kv`, `/v3/cache`), so the D1 database that scripts/prepare-local-db.ts migrated and
 * seeded is the one the Worker reads.
 */
import { globSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type * as MiniflareModule from "miniflare";

/**
 * Wrangler's own Miniflare (it may nest a newer one than the hoisted node_modules/miniflare, which
 * @cloudflare/vite-plugin brings), so both bench runtimes run the very same workerd binary.
 */
const { convertV4MiniflareOptions, Log, LogLevel, Miniflare } = createRequire(
  import.meta.resolve("wrangler/package.json"),
)("miniflare") as typeof MiniflareModule;

type ModuleType = "ESModule" | "CommonJS" | "Text" | "Data" | "CompiledWasm";

/** The parts of the generated wrangler.json (react-router build) this server reads. */
interface BuiltConfig {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  rules?: { type: ModuleType; globs: string[] }[];
  vars?: Record<string, string>;
  assets?: { directory: string; binding?: string; run_worker_first?: boolean | string[] };
  d1_databases?: { binding: string; database_id: string; preview_database_id?: string }[];
  kv_namespaces?: { binding: string; id: string }[];
  r2_buckets?: { binding: string; bucket_name: string }[];
  queues?: {
    producers?: { binding: string; queue: string; delivery_delay?: number }[];
    consumers?: {
      queue: string;
      max_batch_size?: number;
      max_batch_timeout?: number;
      max_retries?: number;
      retry_delay?: number;
      dead_letter_queue?: string;
    }[];
  };
  send_email?: { name: string; allowed_sender_addresses?: string[]; destination_address?: string }[];
  services?: { binding: string; service: string }[];
  triggers?: { crons?: string[] };
}

/**
 * A built Worker's config and module list. The build is not bundled again (no_bundle): like
 * wrangler, every file beside the config that a module rule matches is a module (the first matching
 * rule wins), the main one first.
 */
function builtWorker(configPath: string) {
  const root = dirname(configPath);
  const config = JSON.parse(readFileSync(configPath, "utf8")) as BuiltConfig;
  const main = resolve(root, config.main);
  const seen = new Set([main]);
  const modules: { type: ModuleType; path: string }[] = [{ type: "ESModule", path: main }];
  for (const rule of config.rules ?? []) {
    for (const file of globSync(rule.globs, { cwd: root })) {
      const path = resolve(root, file);
      if (!seen.has(path)) modules.push({ type: rule.type, path });
      seen.add(path);
    }
  }
  return { root, config, modules };
}

/**
 * The Workers the site's service bindings reach (the invoice-PDF Worker, decision 0232), as the same
 * build wrote them beside build/server: each folder of the build whose wrangler.json names one.
 */
function serviceWorkers(buildDir: string, services: { service: string }[]) {
  const wanted = new Set(services.map((service) => service.service));
  return globSync("*/wrangler.json", { cwd: buildDir })
    .map((file) => builtWorker(resolve(buildDir, file)))
    .filter(({ config }) => wanted.has(config.name))
    .map(({ root, config, modules }) => ({
      name: config.name,
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags ?? [],
      modulesRoot: root,
      modules,
      bindings: config.vars ?? {},
    }));
}

/** Miniflare options equal to what `wrangler dev -c <buildDir>/server/wrangler.json --persist-to <stateDir>` runs, minus its dev proxy. */
export function miniflareOptions(options: {
  buildDir: string;
  port: number;
  stateDir: string;
  vars: Record<string, string>;
  /**
   * false leaves the queue consumers out: the messages wait in the queue, so a booking's figures are
   * its request path alone, without the e-mail that production sends from another invocation.
   */
  queueConsumers?: boolean;
}): MiniflareModule.V4MiniflareOptions {
  const { root, config, modules } = builtWorker(resolve(options.buildDir, "server/wrangler.json"));
  const queues = config.queues ?? {};
  return {
    host: "127.0.0.1",
    port: options.port,
    // Same folders as wrangler's --persist-to (it appends v3): the state scripts/prepare-local-db.ts prepared.
    resourcePersistencePath: join(resolve(options.stateDir), "v3"),
    resourceTmpPath: join(resolve(options.stateDir), "tmp"),
    // No per-request log line through Node (wrangler dev turns them off too); no Request.cf download.
    logRequests: false,
    cf: false,
    telemetry: { enabled: false },
    log: new Log(LogLevel.ERROR),
    // The Worker's console output arrives here; like `wrangler dev --log-level error`, only errors.
    handleStructuredLogs: ({ level, message }) => {
      if (level === "error") console.error(message);
    },
    workers: [
      {
        name: config.name,
        compatibilityDate: config.compatibility_date,
        compatibilityFlags: config.compatibility_flags ?? [],
        // Miniflare 5 takes no module rules: the list is made above.
        modulesRoot: root,
        modules,
        bindings: { ...config.vars, ...options.vars },
        // Production's order: a request matching a file of build/client is answered by the assets
        // router (with build/client/_headers, which Miniflare reads like Cloudflare does); the Worker gets the rest.
        assets: config.assets && {
          directory: resolve(root, config.assets.directory),
          binding: config.assets.binding,
          run_worker_first: config.assets.run_worker_first,
          routerConfig: { has_user_worker: true },
          assetConfig: {
            compatibility_date: config.compatibility_date,
            compatibility_flags: config.compatibility_flags ?? [],
          },
        },
        d1Databases: Object.fromEntries(
          (config.d1_databases ?? []).map((db) => [db.binding, { id: db.preview_database_id ?? db.database_id }]),
        ),
        kvNamespaces: Object.fromEntries((config.kv_namespaces ?? []).map((kv) => [kv.binding, { id: kv.id }])),
        r2Buckets: Object.fromEntries((config.r2_buckets ?? []).map((r2) => [r2.binding, { id: r2.bucket_name }])),
        queueProducers: Object.fromEntries(
          (queues.producers ?? []).map((q) => [q.binding, { queueName: q.queue, deliveryDelay: q.delivery_delay }]),
        ),
        queueConsumers: Object.fromEntries(
          (options.queueConsumers === false ? [] : (queues.consumers ?? [])).map((c) => [
            c.queue,
            {
              maxBatchSize: c.max_batch_size,
              maxBatchTimeout: c.max_batch_timeout,
              maxRetries: c.max_retries,
              retryDelay: c.retry_delay,
              deadLetterQueue: c.dead_letter_queue,
            },
          ]),
        ),
        email: { send_email: config.send_email ?? [] },
        serviceBindings: Object.fromEntries((config.services ?? []).map((s) => [s.binding, { name: s.service }])),
        cronTriggers: config.triggers?.crons,
      },
      ...serviceWorkers(options.buildDir, config.services ?? []),
    ],
  };
}

/** Starts the build on Miniflare; resolves once workerd listens on the port. */
export async function startMiniflare(
  options: Parameters<typeof miniflareOptions>[0],
): Promise<MiniflareModule.Miniflare> {
  const miniflare = new Miniflare(convertV4MiniflareOptions(miniflareOptions(options)));
  await miniflare.ready;
  return miniflare;
}
