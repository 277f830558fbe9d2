import { createRequestHandler, RouterContextProvider } from "react-router";
import { handleMailBatch } from "../app/features/mail/consumer.server";
import type { MailJob } from "../app/features/mail/types";
import { cloudflareContext } from "../app/lib/context";
import { createHttpApp } from "./http";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const http = createHttpApp((request, env, ctx, nonce) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, nonce });
  return requestHandler(request, context);
});

export default {
  fetch: http.fetch,
  queue: (batch, env) => handleMailBatch(batch, env),
} satisfies ExportedHandler<Env, MailJob>;
