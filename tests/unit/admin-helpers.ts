import { createExecutionContext, env } from "cloudflare:test";
import { matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import routeConfig from "../../app/routes";
import { adminMiddleware } from "../../app/features/compositions/admin/middleware.server";
import { seedStatements } from "../../db/seed-data";
import { scrypt } from "node:crypto";
import { createSession } from "../../app/features/core/auth/session.server";
import { cloudflareContext } from "../../app/lib/context";

export const ORIGIN = "http://127.0.0.1:8804";

/** The context the Worker entry builds (workers/app.ts), with the real test bindings. */
export function routerContext(bindings: Env = env): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: bindings,
    ctx: createExecutionContext(),
    nonce: "test",
    formKey: crypto.randomUUID(),
  });
  return context;
}

export async function seed() {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
}

/**
 * A test account's stored password: scrypt with light parameters (N=2^10, p=1) in the format of
 * app/features/core/auth/password.ts. Each stored hash names its parameters and `verifyPassword` follows
 * them, so signing in to a test account costs a few milliseconds instead of the quarter second of the
 * production setting; the lockout tests sign in dozens of times. The production setting is checked
 * where it matters: `hashPassword` and the CLI's hash in auth-login.test.ts, the unknown e-mail's
 * comparison hash in every failed sign-in, a changed or reset password through the app's own code.
 */
export function lightPasswordHash(password: string): Promise<string> {
  const salt = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 32, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$N=1024,r=8,p=1$${salt}:${key.toString("hex")}`),
    ),
  );
}

export async function createProfile(email: string, isAdmin: boolean, password = "richtig-123"): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO profiles (id, email, is_admin) VALUES (?, ?, ?)").bind(id, email, isAdmin ? 1 : 0),
    env.DB.prepare("INSERT INTO credentials (profile_id, password_hash) VALUES (?, ?)").bind(
      id,
      await lightPasswordHash(password),
    ),
  ]);
  return id;
}

/** The authenticator key of every test administrator's second factor (`giveSecondFactor`). */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * Switches a second factor on for the profile (unless one is already there, set up or begun), as
 * every administrator of the back office must have one (decision 0225). Stored plain, as rows from
 * before encryption were: the app seals it on its first read.
 */
export async function giveSecondFactor(profileId: string): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO second_factors (profile_id, secret, enabled_at) VALUES (?, ?, ?)")
    .bind(profileId, TEST_TOTP_SECRET, new Date().toISOString())
    .run();
}

/**
 * A signed-in browser of this profile: the Cookie header its requests carry. An administrator signed
 * in has a second factor, so one is switched on first; `secondFactor: false` leaves the profile
 * without one (the back office then opens only its setup).
 */
export async function sessionCookie(
  profileId: string,
  now?: number,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  if (secondFactor) await giveSecondFactor(profileId);
  const setCookie = await createSession(env, profileId, now);
  return setCookie.split(";")[0]!;
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });
}

export function post(
  path: string,
  form: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      ...headers,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

export interface Outcome {
  status: number;
  location: string | null;
  body: unknown;
  headers: Headers;
}

/** Runs a loader/action and normalises returns, thrown responses and thrown `data()` alike. */
export async function run(fn: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await fn();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const text = await value.clone().text();
    return { status: value.status, location: value.headers.get("Location"), body: text, headers: value.headers };
  }
  if (value && typeof value === "object" && "type" in value && value.type === "DataWithResponseInit") {
    const d = value as unknown as { data: unknown; init: ResponseInit | null };
    return {
      status: d.init?.status ?? 200,
      location: null,
      body: d.data,
      headers: new Headers(d.init?.headers),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, body: value, headers: new Headers() };
}

/** Every row of every table an admin can change, to prove that a refused request changed nothing. */
export async function snapshot(): Promise<string> {
  const tables = [
    "profiles",
    "credentials",
    "contact_submissions",
    "newsletter_subscriptions",
    "klarsinn_events",
    "klarsinn_booking",
    "klarsinn_waitlist",
    "newsletter_campaigns",
    "second_factors",
    "web_content",
    "mindset_journal",
    "mail_outbox",
    "klarsinn_business_settings",
  ];
  const dumps = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return JSON.stringify(dumps.map((d) => d.results));
}

/** Is this path served under the admin layout (app/routes.ts), whose middleware resolves the admin? */
const behindAdminLayout = (request: Request) =>
  (matchRoutes(routeConfig as unknown as RouteObject[], new URL(request.url).pathname) ?? []).some(
    (match) => (match.route as { file?: string }).file === "routes/admin/layout.tsx",
  );

type RouteFn = (args: { request: Request; context: RouterContextProvider; params: object }) => unknown;

/**
 * Calls a loader or action as React Router does: behind the admin layout's real middleware when the
 * path is under that layout (the guard, and the admin put into the context), else directly.
 */
export function callRoute(
  fn: unknown,
  request: Request,
  { params = {}, context = routerContext() }: { params?: Record<string, string>; context?: RouterContextProvider } = {},
): Promise<Outcome> {
  const args = { request, context, params };
  if (!behindAdminLayout(request)) return run(() => (fn as RouteFn)(args));
  return run(async () => {
    let result = { error: new Error("the middleware did not call next()") } as { value: unknown } | { error: unknown };
    await adminMiddleware({ ...args, pattern: "" } as never, async () => {
      try {
        result = { value: await (fn as RouteFn)(args) };
      } catch (error) {
        result = { error };
      }
      return new Response(null);
    });
    if ("error" in result) throw result.error;
    return result.value;
  });
}
