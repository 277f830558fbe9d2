import { createRequestHandler, RouterContextProvider } from "react-router";
import { handleMailBatch } from "../app/features/mail/consumer.server";
import type { MailJob } from "../app/features/mail/types";
import { runBookingLifecycle } from "../app/features/booking/lifecycle.server";
import { CRONS } from "../app/config/crons";
import { purgeAuditLog } from "../app/features/auth/audit.server";
import { purgeExpiredRecords } from "../app/features/privacy/retention.server";
import { cloudflareContext } from "../app/lib/context";
import { createHttpApp } from "./http";
import { logEvent } from "../app/lib/log";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const http = createHttpApp((request, env, ctx, fresh) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, ...fresh });
  return requestHandler(request, context);
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
    await runBookingLifecycle(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env, MailJob>;
