export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? `.wrangler/e2e-state-${E2E_PORT}`;
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** Created by tests/e2e/serve.ts through `npm run admin:create`'s script; exists only in the e2e state. */
export const E2E_ADMIN = { email: "e2e-admin@example.de", password: "e2e-Passwort-123" };
