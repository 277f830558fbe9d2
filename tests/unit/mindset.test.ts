import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { externalMindsetTestUrl } from "../../app/features/people/mindset/external";
import { eventsForThemes } from "../../app/features/people/mindset/matching";
import { MINDSET_QUESTIONS, type QuestionId } from "../../app/features/people/mindset/questions";
import { scoreMindset } from "../../app/features/people/mindset/scoring";
import { readStep } from "../../app/features/people/mindset/steps";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { post } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";

const ids = MINDSET_QUESTIONS.map((q) => q.id);
const allAnswers = (value: number) => Object.fromEntries(ids.map((id) => [id, value])) as Record<QuestionId, number>;
/** The hidden fields of every question before `step`, each answered with `value`. */
const answeredBefore = (step: number, value = "2") => Object.fromEntries(ids.slice(0, step).map((id) => [id, value]));

describe("mindset scoring", () => {
  it("scores each theme as the share of its possible points, in the topic pages' order", () => {
    const answers = allAnswers(3);
    answers.q01 = 0; // mindset: (0 + 3) / 6
    answers.q03 = 1; // zukunftsbilder: 1 / 3
    answers.q11 = 2; // vergangenheit: 2 / 3
    const result = scoreMindset(answers);
    expect(result.profile.map((t) => [t.theme, t.score])).toEqual([
      ["mindset", 50],
      ["zukunftsbilder", 33],
      ["selbsterkenntnis", 100],
      ["glueck", 100],
      ["lebensziele", 100],
      ["sinn", 100],
      ["vergangenheit", 67],
      ["gegenwartsfreude", 100],
      ["zukunftsgestaltung", 100],
    ]);
    expect(result.focus).toEqual(["zukunftsbilder", "mindset"]);
    expect(result.strengths).toEqual(["selbsterkenntnis", "glueck"]);
    expect(result.overall).toBe(83);
    expect(result.band).toBe("high");
  });

  it("takes a third focus theme when it is as low as the second; with every score 0 nothing is named as carrying", () => {
    const result = scoreMindset(allAnswers(0));
    expect(result.profile.every((t) => t.score === 0)).toBe(true);
    expect(result.focus).toEqual(["mindset", "zukunftsbilder", "selbsterkenntnis"]);
    // Issue 56: "Was dich gerade trägt: Glück, Lebensziele" under a profile of zeros.
    expect(result.strengths).toEqual([]);
    expect(result.band).toBe("low");
  });

  it("names as carrying only themes from the middle band up, never one of the focus", () => {
    // All low (33): no strength. All at 67 or 100: the two after the focus.
    expect(scoreMindset(allAnswers(1)).strengths).toEqual([]);
    expect(scoreMindset(allAnswers(2)).strengths).toEqual(["glueck", "lebensziele"]);
    expect(scoreMindset(allAnswers(3)).strengths).toEqual(["glueck", "lebensziele"]);
    // Mixed: one theme high (glueck 100), one in the middle (sinn 67), the rest low (0 and 33).
    const answers = allAnswers(0);
    for (const q of MINDSET_QUESTIONS) if (q.theme === "glueck") answers[q.id] = 3;
    for (const q of MINDSET_QUESTIONS) if (q.theme === "sinn") answers[q.id] = 2;
    for (const q of MINDSET_QUESTIONS) if (q.theme === "vergangenheit") answers[q.id] = 1;
    const mixed = scoreMindset(answers);
    expect(mixed.strengths).toEqual(["glueck", "sinn"]);
    expect(mixed.focus).not.toContain("glueck");
    // The 33 of vergangenheit is below the middle band: named nowhere as a strength.
    const single = allAnswers(0);
    for (const q of MINDSET_QUESTIONS) if (q.theme === "lebensziele") single[q.id] = 2;
    expect(scoreMindset(single).strengths).toEqual(["lebensziele"]);
  });

  it("draws the bands at 40 and 70", () => {
    expect(scoreMindset(allAnswers(1)).band).toBe("low"); // 33
    expect(scoreMindset(allAnswers(2)).band).toBe("mid"); // 67
    expect(scoreMindset(allAnswers(3)).band).toBe("high"); // 100
  });
});

describe("one test step as a plain form post", () => {
  it("goes on with the answer and keeps all earlier ones", () => {
    expect(readStep({ step: "0", q01: "3" })).toEqual({
      ok: true,
      view: { kind: "step", step: 1, answers: { q01: 3 } },
    });
    const outcome = readStep({ step: "5", ...answeredBefore(6, "1") });
    expect(outcome).toMatchObject({ ok: true, view: { kind: "step", step: 6 } });
  });

  it("ends in the result after the last question", () => {
    const outcome = readStep({ step: String(ids.length - 1), ...answeredBefore(ids.length) });
    expect(outcome).toMatchObject({ ok: true, view: { kind: "result" } });
  });

  it("shows the same question again when it was not answered", () => {
    expect(readStep({ step: "2", ...answeredBefore(2) })).toEqual({
      ok: false,
      reason: "unanswered",
      view: { kind: "step", step: 2, answers: { q01: 2, q02: 2 } },
    });
  });

  it("goes back without an answer and keeps the later ones", () => {
    const outcome = readStep({ step: "3", intent: "back", ...answeredBefore(5) });
    expect(outcome).toMatchObject({ ok: true, view: { kind: "step", step: 2 } });
    expect(outcome.ok && Object.keys(outcome.view.answers)).toEqual(ids.slice(0, 5));
  });

  it.each([
    ["an earlier answer missing", { step: "3", q01: "1", q03: "1", q04: "2" }],
    ["an answer out of range", { step: "1", q01: "4", q02: "1" }],
    ["an answer that is not a number", { step: "0", q01: "viel" }],
    ["a step past the last question", { step: String(ids.length), ...answeredBefore(ids.length) }],
    ["a step that is not a number", { step: "-1", q01: "1" }],
    ["no step", { q01: "1" }],
    ["an unknown intent", { step: "0", q01: "1", intent: "skip" }],
  ])("refuses %s as not our form's post", (_name, values) => {
    expect(readStep(values)).toEqual({ ok: false, reason: "tampered" });
  });
});

describe("the result's events and the external switch", () => {
  it("finds events by their German words for the focus themes, in their order", () => {
    const events = [
      { id: "a", title: "Mindset-Werkstatt", description: "Vom Grübeln ins Handeln" },
      { id: "b", title: "Online-Impuls", description: "Glück im Alltag finden" },
      { id: "c", title: "Keynote", description: "Führung" },
      { id: "d", title: "Gegenwartsfreude", description: "Achtsam durch den Winter" },
    ];
    expect(eventsForThemes(events, ["glueck", "mindset"]).map((e) => e.id)).toEqual(["a", "b"]);
    expect(eventsForThemes(events, ["sinn"])).toEqual([]);
  });

  it("switches to an external test only for an https address on the allowed host", () => {
    const allowed = new URL("/anderer-test", brand.external.mindsetTest).href;
    expect(externalMindsetTestUrl(` ${allowed} `)).toBe(allowed);
    expect(externalMindsetTestUrl("")).toBeNull();
    expect(externalMindsetTestUrl("aus")).toBeNull();
    expect(externalMindsetTestUrl("https://fremder-test.example/mindset")).toBeNull();
    expect(externalMindsetTestUrl(allowed.replace("https:", "http:"))).toBeNull();
  });
});

describe("/mindsettest through the Worker", () => {
  const worker = createTestWorker();
  const visitor = (n: number) => ({ "CF-Connecting-IP": `198.51.100.${n}`, "Sec-Fetch-Mode": "navigate" });
  const send = (path: string, form: Record<string, string>, n: number) =>
    worker.fetch(post(path, form, undefined, visitor(n)), env, createExecutionContext());

  it("is a public page: no cookie, no private caching, the first question as a radio group", async () => {
    const response = await worker.fetch(new Request("https://example.test/mindsettest"), env, createExecutionContext());
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/private|no-store/);
    const html = await response.text();
    expect(html).toContain("Frage 1 von 14");
    expect(html).toMatch(/<input type="radio"[^>]* name="q01"/);
    expect(html).toContain("<fieldset");
  });

  it("answers a changed form with a clear 400 in the page's language, and nothing else", async () => {
    const de = await send("/mindsettest", { step: "3", q01: "1" }, 11);
    expect(de.status).toBe(400);
    expect(await de.text()).toContain(messages.mindset.tampered.slice(0, 40));
    const en = await send("/en/mindsettest", { step: "0", q01: "9" }, 12);
    expect(en.status).toBe(400);
    expect(await en.text()).toContain(messagesEn.mindset.tampered.slice(0, 40));
  });

  it("asks again for an unanswered question with a 422", async () => {
    const response = await send("/mindsettest", { step: "1", q01: "2" }, 13);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(messages.mindset.chooseAnswer);
    expect(html).toContain("Frage 2 von 14");
  });

  it("answers the last step with the profile as SVG and as a table, and fitting events", async () => {
    const event = await insertEvent({ title: "Mindset-Werkstatt im Test", event_date: "2099-05-02" });
    const answers = { ...answeredBefore(ids.length, "3"), q01: "0", q02: "0", q03: "0" };
    const response = await send("/mindsettest", { step: String(ids.length - 1), ...answers }, 14);
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<svg role="img"/);
    expect(html).toContain("<table");
    expect(html).toContain('href="/mindset"');
    expect(html).toContain('href="/zukunftsbilder"');
    expect(html).toContain(`href="/events/${event.slug}"`);
  });
});
