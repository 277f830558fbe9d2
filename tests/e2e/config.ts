/**
 * Where the end-to-end suite's servers live. Every Playwright worker has a server and a state folder
 * of its own (tests/e2e/global-setup.ts, docs/decisions/0120-one-e2e-server-per-worker.md): worker n
 * (TEST_PARALLEL_INDEX, set by Playwright in each worker process) talks to the server on
 * E2E_FIRST_PORT + n, so everything imported from here addresses the calling worker's server.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8799);

export interface E2eServer {
  port: number;
  baseURL: string;
  /** The server's `--persist-to` folder: its D1 (SQLite), KV and queue state. */
  stateDir: string;
}

export function e2eServer(workerIndex: number): E2eServer {
  const port = E2E_FIRST_PORT + workerIndex;
  const ownDir = process.env.E2E_STATE_DIR;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    stateDir: ownDir ? (workerIndex === 0 ? ownDir : `${ownDir}-${workerIndex}`) : `.wrangler/e2e-state-${port}`,
  };
}

const thisWorker = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = thisWorker.port;
export const E2E_BASE_URL = thisWorker.baseURL;
export const E2E_STATE_DIR = thisWorker.stateDir;
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/**
 * Created by tests/e2e/server.ts through `npm run admin:create`'s script; exists only in the e2e state.
 * Her second factor is on with `totpSecret` (ADMIN_TOTP_SECRET), so tests/e2e/admin-code.ts computes her codes.
 */
export const E2E_ADMIN = {
  email: "e2e-admin@example.de",
  password: "e2e-Passwort-123",
  totpSecret: "KLARSINNE2EADMINZWEIFAKTOR234567",
};
