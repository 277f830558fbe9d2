import type * as v from "valibot";
import { formValues, isHoneypotFilled, parseForm } from "./forms";
import { logError } from "./log";
import { hitRateLimit, type RateLimitRule, rateLimitStatement, type WithinLimitValues } from "./rate-limit.server";
import { clientAddress } from "./request.server";

/** What a public form answers: a status and a serialisable result (the same for JS and no-JS). */
export interface FormAnswer<Result> {
  status: number;
  result: Result;
  headers?: Record<string, string>;
}

type Values = Record<string, string>;

/**
 * The client's rate-limit hit, handed to an `act` that counts it itself (`limitInAct`): either in
 * its own D1 batch (`statement` first, its writes guarded by `withinLimitSql` bound to `withinLimit`, then `settle`), or alone
 * with `hit()` when it answers without writing (an unknown event, a replay). Refused means the
 * pipeline answers `rateLimited`, whatever `act` returned.
 */
export interface ClientLimit {
  statement: D1PreparedStatement;
  withinLimit: WithinLimitValues;
  /** Reads the statement's result from the batch; true while the client is within the limit. */
  settle: (result: D1Result<{ count: number }> | undefined) => boolean;
  hit: () => Promise<boolean>;
}

/**
 * One public form: its rule, its schema and its answers. The steps themselves, and their order,
 * belong to `runPublicForm` (docs/decisions/0006-public-form-pipeline.md).
 */
export interface PublicForm<Schema extends v.GenericSchema, Result> {
  /** The name of the log line when `act` throws. */
  name: string;
  /** Per client address (IPv6 by /64), counted for every readable, non-bot post, valid or not. */
  rateLimit: RateLimitRule;
  /** The schema the browser checks too; may depend on the values (e.g. the form's language). */
  schema: Schema | ((values: Values) => Schema);
  /** The body could not be read as a form. */
  unreadable: () => FormAnswer<Result>;
  /** A bot filled the trap field: answered like a success, so it learns nothing; nothing is stored. */
  honeypot: (values: Values) => FormAnswer<Result>;
  rateLimited: (values: Values) => FormAnswer<Result>;
  invalid: (fieldErrors: Record<string, string>, values: Values) => FormAnswer<Result>;
  /**
   * Valid input only: count the client's hit inside `act` (the `limit` argument) instead of a D1
   * round trip of its own before it. Saves the booking one of its round trips
   * (docs/decisions/0045-request-cpu.md); invalid posts are still counted before their answer.
   */
  limitInAct?: boolean;
  /** The form's work with valid input; its own refusals are answers, not exceptions. */
  act: (input: v.InferOutput<Schema>, values: Values, limit?: ClientLimit) => Promise<FormAnswer<Result>>;
  /** An unexpected failure (D1 refusing a write): a calm 503 that keeps the input, never a 500. */
  failed: (values: Values) => FormAnswer<Result>;
}

/**
 * The pipeline of every public form post: parse → honeypot → rate limit → validate → act. Each step
 * answers with a German (or English) message and a 4xx/503, never a 500. The route turns the answer
 * into a response for a fetcher (data) or a plain browser post (see `isDocumentRequest`).
 */
export async function runPublicForm<Schema extends v.GenericSchema, Result>(
  request: Request,
  env: Pick<Env, "DB">,
  form: PublicForm<Schema, Result>,
  options: { values?: Values; now?: number } = {},
): Promise<FormAnswer<Result>> {
  let values: Values;
  if (options.values) {
    values = options.values;
  } else {
    try {
      values = formValues(await request.formData());
    } catch {
      return form.unreadable();
    }
  }
  if (isHoneypotFilled(values)) return form.honeypot(values);
  const limited = (retryAfterSeconds: number) => {
    const answer = form.rateLimited(values);
    return { ...answer, headers: { ...answer.headers, "Retry-After": String(retryAfterSeconds) } };
  };
  try {
    // Validation has no side effects, so checking it before counting changes no answer: a refused
    // client hears "too many" whether its input was valid or not.
    const schema = typeof form.schema === "function" ? form.schema(values) : form.schema;
    const parsed = parseForm(schema, values);
    const client = clientAddress(request);
    if (form.limitInAct && parsed.success) {
      const deferred = rateLimitStatement(env, form.rateLimit, client, options.now);
      let outcome: ReturnType<typeof deferred.judge> | undefined;
      const answer = await form.act(parsed.data, values, {
        statement: deferred.statement,
        withinLimit: deferred.withinLimit,
        settle: (result) => (outcome = deferred.judge(result)).allowed,
        hit: async () => (outcome = await hitRateLimit(env, form.rateLimit, client, options.now)).allowed,
      });
      // An act that answered without counting still counts: every readable post takes its slot.
      outcome ??= await hitRateLimit(env, form.rateLimit, client, options.now);
      return outcome.allowed ? answer : limited(outcome.retryAfterSeconds);
    }
    const limit = await hitRateLimit(env, form.rateLimit, client, options.now);
    if (!limit.allowed) return limited(limit.retryAfterSeconds);
    if (!parsed.success) return form.invalid(parsed.fieldErrors, values);
    return await form.act(parsed.data, values);
  } catch (error) {
    logError(`${form.name}-failed`, error);
    return form.failed(values);
  }
}

/**
 * Is this post a plain browser form submission (no JavaScript), which wants a page back? React
 * Router's fetchers always post to the route's `.data` URL (its single-fetch protocol), so that is
 * the first signal; then the browser's `Sec-Fetch-Mode: navigate`; then an Accept that asks for HTML.
 */
export function isDocumentRequest(request: Request): boolean {
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}
