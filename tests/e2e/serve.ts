/**
 * Serves the built app on workerd from a fresh local state of its own (tests/e2e/server.ts), on
 * E2E_PORT with E2E_STATE_DIR, until stopped: for the Lighthouse audit and for looking at the e2e
 * state by hand. The end-to-end suite starts its servers itself (tests/e2e/global-setup.ts).
 */
import { E2E_STATE_DIR, e2eServer } from "./config.ts";
import { prepareState, startServer, stopServer } from "./server.ts";

prepareState(E2E_STATE_DIR);
const child = startServer(e2eServer(0), "inherit");
const stop = () => void stopServer(child);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
