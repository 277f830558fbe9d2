import { type ShownEvent, listPublicEvents } from "~/features/products/events/cache.server";
import { localizeEvent } from "~/features/products/events/localize";
import { splitByStart } from "~/features/products/events/overview";
import { formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { logError } from "~/lib/log";
import { eventsForThemes } from "./matching";
import { INTENT_FIELD, type QuestionId } from "./questions";
import { completeAnswers, type MindsetResult, scoreMindset } from "./scoring";
import { firstStep, readStep, type QuestionStep } from "./steps";

/** What one post of the test answers: the next view, and for a complete test its result. */
export type MindsetAnswer =
  | { kind: "step"; view: QuestionStep; error?: string }
  /** `answers` go into the journal form under the result (hidden fields), so the visitor can keep them. */
  | { kind: "result"; result: MindsetResult; events: ShownEvent[]; answers: Record<QuestionId, number> }
  | { kind: "refused"; error: string };

/**
 * One step of the test (a plain form post or a fetcher's). Reads no cookie and writes nothing: the
 * answers live in the form alone (docs/decisions/0137-mindset-test-in-the-form.md).
 */
export async function answerMindsetStep(
  request: Request,
  env: Pick<Env, "DB">,
  locale: Locale,
  now = new Date(),
): Promise<{ status: number; answer: MindsetAnswer }> {
  const m = getMessages(locale).mindset;
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return { status: 400, answer: { kind: "refused", error: m.tampered } };
  }
  if (values[INTENT_FIELD] === "restart") return { status: 200, answer: { kind: "step", view: firstStep } };
  const outcome = readStep(values);
  if (!outcome.ok) {
    return outcome.reason === "tampered"
      ? { status: 400, answer: { kind: "refused", error: m.tampered } }
      : { status: 422, answer: { kind: "step", view: outcome.view, error: m.chooseAnswer } };
  }
  if (outcome.view.kind === "step") return { status: 200, answer: { kind: "step", view: outcome.view } };
  const complete = completeAnswers(outcome.view.answers);
  if (!complete) return { status: 400, answer: { kind: "refused", error: m.tampered } };
  const result = scoreMindset(complete);
  return {
    status: 200,
    answer: {
      kind: "result",
      result,
      events: await fittingEvents(env, result, locale, now),
      answers: complete,
    },
  };
}

/** Upcoming events for the result's focus themes; the result stands without them if D1 fails. */
async function fittingEvents(
  env: Pick<Env, "DB">,
  result: MindsetResult,
  locale: Locale,
  now: Date,
): Promise<ShownEvent[]> {
  try {
    const { upcoming } = splitByStart(await listPublicEvents(env, now), now);
    return eventsForThemes(upcoming, result.focus).map((event) => localizeEvent(event, locale));
  } catch (error) {
    logError("mindset-events-failed", error);
    return [];
  }
}
