import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { cloudflareContext } from "../../app/lib/context";

export const ORIGIN = "http://klarsinn.test";
let ipCounter = 0;
/** A fresh client address per call, so rate limits only matter where a test wants them to. */
export const nextIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;
/**
 * Address i in its OWN /64 and its own /48 (a provider's pool, a botnet): never one client for the
 * rate limits, nor one site for the caps on unconfirmed holds (decision 0115).
 */
export const ownSlash64 = (i: number) => `2001:db8:${(i + 1).toString(16)}:1::1`;

const openContexts: ExecutionContext[] = [];

/** The router context exactly as workers/app.ts builds it, with the real test bindings. */
export function routerContext(bindings: Env = env): RouterContextProvider {
  const context = new RouterContextProvider();
  const ctx = createExecutionContext();
  openContexts.push(ctx);
  context.set(cloudflareContext, { env: bindings, ctx, nonce: "test-nonce", formKey: crypto.randomUUID() });
  return context;
}

/** Waits for the work actions left in `ctx.waitUntil` after answering (as the runtime does after a response). */
export async function settle(): Promise<void> {
  while (openContexts.length) await waitOnExecutionContext(openContexts.pop()!);
}

export function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, "CF-Connecting-IP": nextIp(), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Arguments for calling a route's action or loader directly. */
export function routeArgs(request: Request, bindings: Env = env): ActionFunctionArgs & LoaderFunctionArgs {
  const url = new URL(request.url);
  return { request, url, pattern: url.pathname, params: {}, context: routerContext(bindings) };
}

/** React Router's `data()` result: the payload and the response init. */
export function unwrap<T>(value: unknown): { data: T; status: number; headers: Headers } {
  const record = value as { type?: string; data?: T; init?: ResponseInit | null };
  if (record && record.type === "DataWithResponseInit") {
    return { data: record.data as T, status: record.init?.status ?? 200, headers: new Headers(record.init?.headers) };
  }
  return { data: value as T, status: 200, headers: new Headers() };
}

export async function count(table: string, where = "1 = 1", ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function clearFormTables(): Promise<void> {
  await settle();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_submissions"),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
}
