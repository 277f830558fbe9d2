import { topicSlugs, type TopicSlug } from "~/config/pages";
import { type Answers, MAX_ANSWER, MINDSET_QUESTIONS, type QuestionId } from "./questions";

/** One theme's share of its possible points, 0 to 100. */
export interface ThemeScore {
  theme: TopicSlug;
  score: number;
}

export type OverallBand = "low" | "mid" | "high";

export interface MindsetResult {
  /** Every theme, in the topic pages' order. */
  profile: ThemeScore[];
  /** The mean of the themes' scores, 0 to 100. */
  overall: number;
  band: OverallBand;
  /**
   * Up to two themes that carry the visitor most: the highest scores, never one of the focus, and
   * only themes that reach the middle band (`BAND_LIMITS.midFrom`). A theme scored 0 carries no one,
   * so all-low answers name no strength at all.
   */
  strengths: TopicSlug[];
  /** The two or three themes with most room (lowest scores): the result links their pages and events. */
  focus: TopicSlug[];
}

/** Below `midFrom` the result speaks of a heavy time, from `highFrom` on of firm ground. */
export const BAND_LIMITS = { midFrom: 40, highFrom: 70 } as const;

/** A complete set of answers (every question), or null. */
export function completeAnswers(answers: Answers): Record<QuestionId, number> | null {
  const complete: Partial<Record<QuestionId, number>> = {};
  for (const { id } of MINDSET_QUESTIONS) {
    const value = answers[id];
    if (value === undefined) return null;
    complete[id] = value;
  }
  return complete as Record<QuestionId, number>;
}

/**
 * The profile of a complete test. Each theme scores the mean of its answers as a share of the most
 * one can answer; the focus is the lowest two, and a third when it is as low as the second (ties
 * keep the topic pages' order, so one set of answers always gives one result).
 */
export function scoreMindset(answers: Record<QuestionId, number>): MindsetResult {
  const profile = topicSlugs.map((theme) => {
    const values = MINDSET_QUESTIONS.filter((q) => q.theme === theme).map((q) => answers[q.id]);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    return { theme, score: Math.round((mean / MAX_ANSWER) * 100) };
  });
  const overall = Math.round(profile.reduce((sum, t) => sum + t.score, 0) / profile.length);
  const band: OverallBand = overall >= BAND_LIMITS.highFrom ? "high" : overall >= BAND_LIMITS.midFrom ? "mid" : "low";
  const ascending = [...profile].sort((a, b) => a.score - b.score);
  const descending = [...profile].sort((a, b) => b.score - a.score);
  const focus = ascending.slice(0, 2);
  const third = ascending[2];
  if (third && third.score === focus[1]?.score) focus.push(third);
  const focusThemes = focus.map((t) => t.theme);
  return {
    profile,
    overall,
    band,
    strengths: descending
      .filter((t) => !focusThemes.includes(t.theme) && t.score >= BAND_LIMITS.midFrom)
      .slice(0, 2)
      .map((t) => t.theme),
    focus: focusThemes,
  };
}
