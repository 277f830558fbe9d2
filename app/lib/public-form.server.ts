import { data } from "react-router";
import type * as v from "valibot";
import { formValues, isHoneypotFilled, parseForm } from "./forms";
import { logError } from "./log";
import {
  hitRateLimits,
  type RateLimitHit,
  type RateLimitRule,
  type RateLimitVerdict,
  rateLimitStatements,
  type WithinLimitsValues,
} from "./rate-limit.server";
import { clientAddress } from "./request.server";

/** What a public form answers: a status and a serialisable result (the same for JS and no-JS). */
export interface FormAnswer<Result> {
  status: number;
  result: Result;
  headers?: Record<string, string>;
}

type Values = Record<string, string>;

/** A route action's response to a public form post: the result, with the status and headers the pipeline chose. */
export function formResponse<Result>({ status, result, headers }: FormAnswer<Result>) {
  return data(result, { status, headers });
}

/**
 * The post's rate-limit hits (the client's, and the site-wide ceiling's for a form that counts it
 * itself), handed to an `act` that counts them itself (`limitInAct`): either in its own D1 batch
 * (`statements` first, its writes guarded by `withinLimitsSql` bound to `withinLimits`, then
 * `settle` with their results), or alone with `hit()` when it answers without writing (an unknown
 * event, a replay). Refused means the pipeline answers `rateLimited` (or the ceiling's `busy`),
 * whatever `act` returned.
 */
export interface FormLimits {
  statements: D1PreparedStatement[];
  withinLimits: WithinLimitsValues;
  /** Reads the statements' results (the batch's first ones, in order); true while every hit is within its limit. */
  settle: (results: readonly (D1Result<{ count: number }> | undefined)[]) => boolean;
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
  /**
   * The site-wide ceiling of the form's kind (app/lib/public-ceiling.server.ts), counted here with
   * the client's hit instead of by the HTTP middleware in a round trip of its own; every readable
   * post takes a slot, bots' included. `busy` answers a post past it, in the form's own format and
   * language (docs/decisions/0086-ceiling-in-the-booking-batch.md).
   */
  ceiling?: { rule: RateLimitRule; busy: (values: Values) => FormAnswer<Result> };
  /** The schema the browser checks too; may depend on the values (e.g. the form's language). */
  schema: Schema | ((values: Values) => Schema);
  /** The body could not be read as a form. */
  unreadable: () => FormAnswer<Result>;
  /** A bot filled the trap field: answered like a success, so it learns nothing; nothing is stored. */
  honeypot: (values: Values) => FormAnswer<Result>;
  rateLimited: (values: Values) => FormAnswer<Result>;
  invalid: (fieldErrors: Record<string, string>, values: Values) => FormAnswer<Result>;
  /**
   * Valid input only: count the hits inside `act` (the `limits` argument) instead of a D1 round
   * trip of their own before it. Saves the booking its round trips for them
   * (docs/decisions/0045-request-cpu.md); invalid posts are still counted before their answer.
   */
  limitInAct?: boolean;
  /** The form's work with valid input; its own refusals are answers, not exceptions. */
  act: (input: v.InferOutput<Schema>, values: Values, limits?: FormLimits) => Promise<FormAnswer<Result>>;
  /** An unexpected failure (D1 refusing a write): a calm 503 that keeps the input, never a 500. */
  failed: (values: Values) => FormAnswer<Result>;
}

/** What {@link answersKeepingInput} says to each refusal. */
export interface KeptInputTexts {
  /** Unreadable or invalid. */
  invalid: string;
  rateLimited: string;
  /** Past the site-wide ceiling. */
  busy: string;
  failed: string;
}

/**
 * The pipeline's own answers for a form whose refusals keep what was typed (a booking, a waiting
 * list), each one `failure(text, { values })` in the form's result: unreadable and invalid 400,
 * rate-limited and past the ceiling 429, failed 503. `invalidText` picks a field's own message first.
 */
export function answersKeepingInput<Result>(options: {
  failure: (text: string, extra: { values?: Values; fieldErrors?: Record<string, string> }) => Result;
  kept: (values: Values) => Values;
  texts: KeptInputTexts;
  ceiling: RateLimitRule;
  invalidText?: (fieldErrors: Record<string, string | undefined>) => string | undefined;
}): Pick<PublicForm<v.GenericSchema, Result>, "unreadable" | "rateLimited" | "ceiling" | "invalid" | "failed"> {
  const { failure, kept, texts } = options;
  const keeping = (status: number, text: string) => (values: Values) => ({
    status,
    result: failure(text, { values: kept(values) }),
  });
  return {
    unreadable: () => ({ status: 400, result: failure(texts.invalid, {}) }),
    rateLimited: keeping(429, texts.rateLimited),
    ceiling: { rule: options.ceiling, busy: keeping(429, texts.busy) },
    invalid: (fieldErrors, values) => ({
      status: 400,
      result: failure(options.invalidText?.(fieldErrors) ?? texts.invalid, { fieldErrors, values: kept(values) }),
    }),
    failed: keeping(503, texts.failed),
  };
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
  const refused = (verdict: RateLimitVerdict) => {
    const answer =
      form.ceiling && verdict.refused === form.ceiling.rule ? form.ceiling.busy(values) : form.rateLimited(values);
    return { ...answer, headers: { ...answer.headers, "Retry-After": String(Math.max(1, verdict.retryAfterSeconds)) } };
  };
  try {
    const ceilingHits: RateLimitHit[] = form.ceiling ? [{ rule: form.ceiling.rule, key: "all" }] : [];
    if (isHoneypotFilled(values)) {
      // A bot's post takes no client slot, but it does take one of the ceiling: a flood is a flood.
      if (ceilingHits.length) {
        const verdict = await hitRateLimits(env, ceilingHits, options.now);
        if (!verdict.allowed) return refused(verdict);
      }
      return form.honeypot(values);
    }
    // Validation has no side effects, so checking it before counting changes no answer: a refused
    // client hears "too many" whether its input was valid or not.
    const schema = typeof form.schema === "function" ? form.schema(values) : form.schema;
    const parsed = parseForm(schema, values);
    // The site-wide ceiling counts only valid posts its client's own limit let through: one
    // address's flood of bad or refused posts never uses up everybody's ceiling (decision 0116).
    const hits: RateLimitHit[] = [
      { rule: form.rateLimit, key: clientAddress(request) },
      ...(parsed.success ? ceilingHits.map((hit) => ({ ...hit, onlyIfAllowedSoFar: true })) : []),
    ];
    if (form.limitInAct && parsed.success) {
      const deferred = rateLimitStatements(env, hits, options.now);
      let verdict: RateLimitVerdict | undefined;
      const answer = await form.act(parsed.data, values, {
        statements: deferred.statements,
        withinLimits: deferred.withinLimits,
        settle: (results) => (verdict = deferred.judge(results)).allowed,
        hit: async () => (verdict = await hitRateLimits(env, hits, options.now)).allowed,
      });
      // An act that answered without counting still counts: every readable post takes its slots.
      verdict ??= await hitRateLimits(env, hits, options.now);
      return verdict.allowed ? answer : refused(verdict);
    }
    const verdict = await hitRateLimits(env, hits, options.now);
    if (!verdict.allowed) return refused(verdict);
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
