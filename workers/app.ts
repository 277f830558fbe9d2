import { createRequestHandler } from "react-router";
import { handleMailBatch } from "../app/features/core/mail/consumer.server";
import { cloudflareMailer } from "../app/features/core/mail/mailer.server";
import { withFacturX } from "../app/features/core/invoices/invoices.server";
import type { MailJob } from "../app/features/core/mail/types";
import { runCron } from "../app/features/compositions/cron/jobs.server";
import { requestContext } from "../app/lib/context";
import { createHttpApp } from "./http";

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
  const handle = await appHandler();
  return handle(request, requestContext({ env, ctx, ...fresh }, handle));
});

export default {
  fetch: http.fetch,
  // A company's invoice leaves as ZUGFeRD / Factur-X, drawn as the mail is sent (decision 0232).
  queue: (batch, env) => handleMailBatch(batch, env, withFacturX(cloudflareMailer(env), env)),
  // Cron triggers (wrangler.toml, app/config/crons.ts): retention nightly, the lifecycle every ten minutes.
  scheduled: (controller, env) => runCron(controller.cron, env, controller.scheduledTime),
} satisfies ExportedHandler<Env, MailJob>;
