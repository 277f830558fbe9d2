import { createRequestHandler, RouterContextProvider } from "react-router";
import { handleMailBatch } from "../app/features/mail/consumer.server";
import type { MailJob } from "../app/features/mail/types";
import { runBookingLifecycle } from "../app/features/booking/lifecycle.server";
import { finishEventCancellations } from "../app/features/admin/events.server";
import { CRONS } from "../app/config/crons";
import { purgeAuditLog } from "../app/features/auth/audit.server";
import { purgeExpiredRecords } from "../app/features/privacy/retention.server";
import { cloudflareContext } from "../app/lib/context";
import { createHttpApp } from "./http";
import { logEvent } from "../app/lib/log";

/**
 * The server build is imported on the first request (start-up stays small), and handed to React
 * Router as a module, not as a function: given a function, `createRequestHandler` re-imports and
 * re-derives the whole route tree on every request (meant for development), which cost a rendered
 * page or a booking about a tenth of its CPU time (docs/decisions/0045-request-cpu.md).
 */
let requestHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
const appHandler = () =>
  (requestHandler ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build, import.meta.env.MODE),
  ));

const http = createHttpApp(async (request, env, ctx, fresh) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, ...fresh });
  return (await appHandler())(request, context);
});

export default {
  fetch: http.fetch,
  queue: (batch, env) => handleMailBatch(batch, env),
  // Cron triggers (wrangler.toml): the nightly one deletes records past the storage periods
  // /datenschutz promises; the other runs the booking lifecycle (holds, waiting list, reminders, digest).
  scheduled: async (controller, env) => {
    if (controller.cron === CRONS.retention) {
      const report = await purgeExpiredRecords(env, controller.scheduledTime);
      const auditRows = await purgeAuditLog(env, new Date(controller.scheduledTime));
      logEvent("retention-purge", { ...report, auditRows });
      return;
    }
    const now = new Date(controller.scheduledTime);
    await runBookingLifecycle(env, now);
    // Events the coach called off with more bookings than one request cancels (decision 0094).
    await finishEventCancellations(env, now);
  },
} satisfies ExportedHandler<Env, MailJob>;
