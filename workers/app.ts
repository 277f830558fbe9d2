import { createRequestHandler, RouterContextProvider } from "react-router";
import { handleMailBatch } from "../app/features/mail/consumer.server";
import type { MailJob } from "../app/features/mail/types";
import { purgeExpiredRecords } from "../app/features/privacy/retention.server";
import { cloudflareContext } from "../app/lib/context";
import { createHttpApp } from "./http";
import { logEvent } from "../app/lib/log";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const http = createHttpApp((request, env, ctx, nonce) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, nonce });
  return requestHandler(request, context);
});

export default {
  fetch: http.fetch,
  queue: (batch, env) => handleMailBatch(batch, env),
  // Cron trigger (wrangler.toml): deletes records past the storage periods /datenschutz promises.
  scheduled: async (controller, env) => {
    const report = await purgeExpiredRecords(env, controller.scheduledTime);
    logEvent("retention-purge", { ...report });
  },
} satisfies ExportedHandler<Env, MailJob>;
