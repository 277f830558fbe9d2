import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { audit } from "~/features/core/auth/audit.server";
import { requireAdmin, type AdminUser } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { isUniqueViolation } from "~/lib/db-errors";
import { formValues, parseForm } from "~/lib/forms";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { SEARCH_MAX_LENGTH } from "./fields";
import type { AdminResult } from "./result";
import { logError } from "~/lib/log";
import type { PageQuery } from "~/lib/search.server";

export const PAGE_SIZE = 25;

/** Headers of every admin response: never cached, never indexed. */
export const adminHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const ListQuery = v.object({
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.transform((value) => Number.parseInt(value, 10)),
    v.transform((n) => (Number.isFinite(n) && n >= 1 ? Math.min(n, 100_000) : 1)),
  ),
  q: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(SEARCH_MAX_LENGTH)),
});

/** `?page=` and `?q=` of a list, always usable (nonsense falls back to page 1, no search). */
export function listQuery(request: Request): { page: number; q: string; offset: number } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = v.safeParse(ListQuery, { page: params.page, q: params.q?.slice(0, SEARCH_MAX_LENGTH) });
  const { page, q } = parsed.success ? parsed.output : { page: 1, q: "" };
  return { page, q, offset: (page - 1) * PAGE_SIZE };
}

export const pageInfo = (page: number, total: number) => ({
  page,
  total,
  pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
});

/**
 * The body of every admin list loader (after `requireAdmin`): page and search from the URL, one
 * page of rows plus the total from `fetchPage` (a feature's query), or the load error for the list's toast.
 */
export async function loadListPage<Row>(
  request: Request,
  fetchPage: (page: PageQuery) => Promise<{ rows: Row[]; total: number }>,
) {
  const { page, q, offset } = listQuery(request);
  try {
    const { rows, total } = await fetchPage({ q, offset, limit: PAGE_SIZE });
    return { rows, page: pageInfo(page, total), error: null };
  } catch (error) {
    return { rows: [] as Row[], page: pageInfo(1, 0), error: failureText(error) };
  }
}

/** The message of an unknown failure for the toast's description, without leaking internals. */
export function failureText(error: unknown): string {
  logError("admin-action-failed", error);
  return adminMessages.form.unexpected;
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
  /** The posted form as sent, for the one field `form` leaves out: a file (the image upload). */
  formData: FormData;
}) => Promise<AdminResult & { status?: number }>;

const Id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/** A redirect or status answer thrown on purpose (e.g. by `requireAdmin`), as opposed to a failure. */
const isRouterAnswer = (error: unknown) =>
  error instanceof Response ||
  (typeof error === "object" && error !== null && "type" in error && error.type === "DataWithResponseInit");

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The audit trail's view of an admin action: page (as the table), intent and row id; never the form's values. */
function auditTarget(request: Request, intent: string, id: v.SafeParseResult<typeof Id>) {
  const targetId = id.success ? id.output : null;
  // A page of one record (an event's participant list) is named without that record's id: the
  // action stays one name ("events/teilnehmer pay"), the row acted on is the target.
  const page =
    new URL(request.url).pathname
      .replace(/^\/admin\/?/, "")
      .split("/")
      .filter((segment) => segment !== targetId && !RECORD_ID.test(segment))
      .join("/") || "admin";
  return { action: `${page} ${intent}`, targetTable: page, targetId };
}

/**
 * Every admin action: guard first (401/403, nothing runs), then the intent, then the id where the
 * intent needs one. Bad input answers 400 with a German message, never a 500. Each intent fails
 * with its own title from the message catalogue (app/lib/messages.ts) (`failureTitles`, one per handler; a single string
 * when all share one): a malformed delete says "Fehler beim Löschen …", and an unexpected failure
 * (D1 refusing a write) answers 503 with that toast instead of the error screen.
 */
export async function runAdminAction<Intent extends string>(
  { request, context }: AdminActionArgs,
  failureTitles: string | Record<NoInfer<Intent>, string>,
  handlers: Record<Intent, Handler>,
  /** Intents that act on no single row (a bulk action names its rows in its own field). */
  { withoutId = [] }: { withoutId?: readonly NoInfer<Intent>[] } = {},
) {
  const { env } = getCloudflare(context);
  const user = requireAdmin(context);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    formData = new FormData();
  }
  const form = formValues(formData);
  const intent = form.intent ?? "";
  const known = (name: string): name is Intent => Object.hasOwn(handlers, name);
  const title = !known(intent)
    ? messages.common.error.title
    : typeof failureTitles === "string"
      ? failureTitles
      : failureTitles[intent];
  const id = v.safeParse(Id, form.id ?? "");
  if (!known(intent) || (intent !== "create" && !withoutId.includes(intent) && !id.success)) {
    return data<AdminResult>(
      { ok: false, toast: { title, text: adminMessages.form.invalidRequest } },
      { status: 400, headers: adminHeaders },
    );
  }
  try {
    const { status = 200, ...result } = await handlers[intent]({
      form,
      id: id.success ? id.output : "",
      env,
      user,
      formData,
    });
    await audit(env, { ...auditTarget(request, intent, id), actorId: user.id, outcome: result.ok ? "ok" : "failed" });
    return data<AdminResult>(result as AdminResult, { status, headers: adminHeaders });
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    await audit(env, { ...auditTarget(request, intent, id), actorId: user.id, outcome: "failed" });
    // Two saves racing past a handler's own duplicate check: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) {
      const { status, ...result } = failed(title, adminMessages.form.conflict);
      return data<AdminResult>(result, { status, headers: adminHeaders });
    }
    return data<AdminResult>(
      { ok: false, toast: { title, text: failureText(error) } },
      { status: 503, headers: adminHeaders },
    );
  }
}

/** What one intent of a step page answers: the page's next step, its status, and a cookie to set. */
export interface StepAnswer<Answer> {
  answer: Answer;
  status?: number;
  setCookie?: string;
}

export type StepHandler<Answer> = (input: {
  form: FormData;
  /** The form's text fields, each its last value, as `runAdminAction` reads them. */
  values: Record<string, string>;
  env: Env;
  user: AdminUser;
  request: Request;
}) => Promise<StepAnswer<Answer>>;

/**
 * The action of a back-office page that goes in steps instead of editing records (the second factor,
 * the bank statement): guard first, then the intent's handler with the posted form. A malformed post
 * or an unknown intent answers the page's error step with `invalidText` and 400; an unexpected
 * failure answers it with 503 (logged), never the error screen. Handlers audit what they change.
 */
export async function runStepAction<Answer extends { step: string }, Intent extends string>(
  { request, context }: AdminActionArgs,
  invalidText: string,
  handlers: Record<Intent, StepHandler<Answer>>,
) {
  const { env } = getCloudflare(context);
  const user = requireAdmin(context);
  type Answered = Answer | { step: "error"; text: string };
  const answer = ({ answer, status = 200, setCookie }: StepAnswer<Answered>) => {
    const headers = new Headers(adminHeaders);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    return data<Answered>(answer, { status, headers });
  };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ answer: { step: "error", text: invalidText }, status: 400 });
  }
  const values = formValues(form);
  const intent = values.intent ?? "";
  if (!Object.hasOwn(handlers, intent)) return answer({ answer: { step: "error", text: invalidText }, status: 400 });
  try {
    return answer(await handlers[intent as Intent]({ form, values, env, user, request }));
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    return answer({ answer: { step: "error", text: failureText(error) }, status: 503 });
  }
}

/** Validates a form with its field schema; on failure the answer names each field's problem. */
export function validateForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  form: Record<string, string>,
  failureTitle: string,
): { ok: true; data: v.InferOutput<TSchema> } | { ok: false; result: AdminResult & { status: number } } {
  const parsed = parseForm(schema, form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const first = Object.values(parsed.fieldErrors)[0] ?? adminMessages.form.invalidRequest;
  return {
    ok: false,
    result: { ok: false, status: 422, fieldErrors: parsed.fieldErrors, toast: { title: failureTitle, text: first } },
  };
}

/** A form refused for its fields (422): each field's problem beside it, the first one as the notice's text. */
export const refusedFields = (title: string, fieldErrors: Record<string, string>) => ({
  ok: false as const,
  status: 422,
  fieldErrors,
  toast: { title, text: Object.values(fieldErrors)[0] ?? title },
});

/**
 * A refused page form's answer with what it sent in `fields`, so that a page posted without
 * JavaScript shows the coach's text again beside the errors (only text fields: never a password).
 */
export function withSentValues<Result extends AdminResult>(
  result: Result,
  form: Record<string, string>,
  fields: readonly string[],
): Result & { values: Record<string, string> } {
  return { ...result, values: Object.fromEntries(fields.map((name) => [name, form[name] ?? ""])) };
}

export const notFound = (title: string): AdminResult & { status: number } => ({
  ok: false,
  status: 404,
  toast: { title, text: adminMessages.form.notFound },
});

export const failed = (title: string, text: string, status = 409): AdminResult & { status: number } => ({
  ok: false,
  status,
  toast: { title, text },
});

/**
 * The loader of an admin list page: the admin from context (the layout's middleware resolved it,
 * 0007), then one page of the list from its feature function.
 */
export function listLoader<T>(list: (request: Request, env: Env) => Promise<T>) {
  return ({ request, context }: AdminActionArgs): Promise<T> => {
    const { env } = getCloudflare(context);
    requireAdmin(context);
    return list(request, env);
  };
}

/** The loader of a plain admin list: one page of `fetchPage` (its feature's query) for the URL's page and search. */
export function listPageLoader<Row>(fetchPage: (env: Env, page: PageQuery) => Promise<{ rows: Row[]; total: number }>) {
  return listLoader((request, env) => loadListPage(request, (page) => fetchPage(env, page)));
}

/** The "delete" intent of a list: the row gone with a toast, or 404 when it was already gone. */
export function deleteHandler(
  texts: { deleted: { title: string; text: string }; deleteError: string },
  remove: (env: Env, id: string) => Promise<boolean>,
): Handler {
  return async ({ env, id }) =>
    (await remove(env, id)) ? { ok: true, toast: texts.deleted } : notFound(texts.deleteError);
}

/** The action of a list whose only change is deleting a row (journals, newsletter subscriptions). */
export function deleteOnlyAction(
  texts: { deleted: { title: string; text: string }; deleteError: string },
  remove: (env: Env, id: string) => Promise<boolean>,
) {
  return (args: AdminActionArgs) =>
    runAdminAction(args, { delete: texts.deleteError }, { delete: deleteHandler(texts, remove) });
}
