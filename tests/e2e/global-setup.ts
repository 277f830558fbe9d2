/**
 * One server per Playwright worker (docs/decisions/0120-one-e2e-server-per-worker.md): the state is
 * prepared once (migrations, demo seed, administrator: several wrangler runs), then copied into a
 * folder per worker, and each copy is served on a port of its own. Worker n reaches its server
 * through tests/e2e/config.ts (E2E_FIRST_PORT + n), so specs in different workers never share a
 * database, a mail log or a rate-limit counter.
 */
import type { FullConfig } from "@playwright/test";
import { E2E_FIRST_PORT, e2eServer } from "./config.ts";
import { copyState, prepareState, startServer, stopServer, waitUntilServing } from "./server.ts";

export default async function startE2eServers(config: FullConfig): Promise<() => Promise<void>> {
  const template = `.wrangler/e2e-template-${E2E_FIRST_PORT}`;
  prepareState(template);
  const servers = Array.from({ length: Math.max(1, config.workers) }, (_, index) => e2eServer(index));
  const children = servers.map((server) => {
    copyState(template, server.stateDir);
    return startServer(server);
  });
  const stopAll = async () => {
    await Promise.all(children.map(stopServer));
  };
  // Should the run end without its teardown (an uncaught error, process.exit), still end the servers.
  process.once("exit", () => children.forEach((child) => child.kill("SIGTERM")));
  try {
    await Promise.all(servers.map((server, index) => waitUntilServing(server, children[index]!)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
