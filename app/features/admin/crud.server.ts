import { or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { requireAdmin, type AdminUser } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, type Database } from "~/lib/db.server";
import { formValues, parseForm } from "~/lib/forms";
import { messages } from "~/lib/messages";
import type { AdminResult } from "./result";
import { logError } from "~/lib/log";

export const PAGE_SIZE = 25;

/** Headers of every admin response: never cached, never indexed. */
export const adminHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const ListQuery = v.object({
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.transform((value) => Number.parseInt(value, 10)),
    v.transform((n) => (Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1)),
  ),
  q: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(100),
    v.transform((value) => value.slice(0, 100)),
  ),
});

/** `?page=` and `?q=` of a list, always usable (nonsense falls back to page 1, no search). */
export function listQuery(request: Request): { page: number; q: string; offset: number } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = v.safeParse(ListQuery, { page: params.page, q: params.q?.slice(0, 100) });
  const { page, q } = parsed.success ? parsed.output : { page: 1, q: "" };
  return { page, q, offset: (page - 1) * PAGE_SIZE };
}

export const pageInfo = (page: number, total: number) => ({
  page,
  total,
  pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
});

/**
 * The search condition of a list: the text anywhere in any of the columns, taken literally
 * (its own %, _ and \\ are escaped, and SQLite only honours that with an ESCAPE clause).
 */
export function searchAcross(q: string, columns: readonly SQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}

export interface ListPageInput {
  db: Database;
  q: string;
  offset: number;
  limit: number;
}

/**
 * The body of every admin list loader (after `requireAdmin`): page and search from the URL, one
 * page of rows plus the total from `fetchPage`, or the load error for the list's toast.
 */
export async function loadListPage<Row>(
  request: Request,
  env: Pick<Env, "DB">,
  fetchPage: (input: ListPageInput) => Promise<{ rows: Row[]; total: number }>,
) {
  const { page, q, offset } = listQuery(request);
  try {
    const { rows, total } = await fetchPage({ db: getDb(env), q, offset, limit: PAGE_SIZE });
    return { rows, page: pageInfo(page, total), error: null };
  } catch (error) {
    return { rows: [] as Row[], page: pageInfo(1, 0), error: failureText(error) };
  }
}

/** The message of an unknown failure for the toast's description, without leaking internals. */
export function failureText(error: unknown): string {
  logError("admin-action-failed", error);
  return messages.common.error.text;
}

export interface AdminActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export type Handler = (input: {
  form: Record<string, string>;
  id: string;
  env: Env;
  user: AdminUser;
}) => Promise<AdminResult & { status?: number }>;

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/**
 * Every admin action: guard first (401/403, nothing runs), then the intent, then the id where the
 * intent needs one. Bad input answers 400 with a German message, never a 500.
 */
export async function runAdminAction(
  { request, context }: AdminActionArgs,
  failureTitle: string,
  handlers: Record<string, Handler>,
) {
  const { env } = getCloudflare(context);
  const user = await requireAdmin(request, env);
  let form: Record<string, string>;
  try {
    form = formValues(await request.formData());
  } catch {
    form = {};
  }
  const handler = Object.hasOwn(handlers, form.intent ?? "") ? handlers[form.intent!] : undefined;
  const needsId = form.intent !== "create";
  const id = v.safeParse(Id, form.id ?? "");
  if (!handler || (needsId && !id.success)) {
    return data<AdminResult>(
      { ok: false, toast: { title: failureTitle, text: messages.admin.form.invalidRequest } },
      { status: 400, headers: adminHeaders },
    );
  }
  const { status = 200, ...result } = await handler({ form, id: id.success ? id.output : "", env, user });
  return data<AdminResult>(result as AdminResult, { status, headers: adminHeaders });
}

/** Validates a form with its field schema; on failure the answer names each field's problem. */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  form: Record<string, string>,
  failureTitle: string,
): { ok: true; data: v.InferOutput<TSchema> } | { ok: false; result: AdminResult & { status: number } } {
  const parsed = parseForm(schema, form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = Object.values(parsed.fieldErrors)[0] ?? messages.admin.form.invalidRequest;
  return {
    ok: false,
    result: { ok: false, status: 422, fieldErrors: parsed.fieldErrors, toast: { title: failureTitle, text: first } },
  };
}

export const notFound = (title: string): AdminResult & { status: number } => ({
  ok: false,
  status: 404,
  toast: { title, text: messages.admin.form.notFound },
});

export const failed = (title: string, text: string, status = 409): AdminResult & { status: number } => ({
  ok: false,
  status,
  toast: { title, text },
});
