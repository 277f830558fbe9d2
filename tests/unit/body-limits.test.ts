import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_EVENT_MESSAGE_LENGTH } from "../../app/features/people/event-message/schema";
import {
  eventFields,
  profileFields,
  WEB_CONTENT_MAX_LENGTH,
  webContentFields,
} from "../../app/features/compositions/admin/resources";
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "../../app/features/core/booking/schema";
import { CONTACT_LIMITS } from "../../app/features/people/contact/schema";
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from "../../app/features/people/newsletter/campaign-schema";
import { MAX_EMAIL_LENGTH } from "../../app/lib/forms";
import {
  MAX_ADMIN_FORM_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  maxFormBodyBytes,
  WORST_BYTES_PER_CHARACTER,
} from "../../workers/security";
import { createProfile, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";

/**
 * A form whose fields each hold as much as the form's own limits allow must never meet the body
 * limit: a 413 there loses what the coach (or a visitor) wrote, behind a general error page.
 */
const ORIGIN = "http://klarsinn.test";
const worker = createTestWorker();
/** A three-byte UTF-8 character: the longest a `maxLength` unit gets in a urlencoded body. */
const WIDE = "„";

/** The body of a form with these fields at these lengths, every character at its widest. */
const worstBody = (lengths: Record<string, number>) =>
  new URLSearchParams({ intent: "create", id: crypto.randomUUID(), ...widest(lengths) }).toString();
const widest = (lengths: Record<string, number>) =>
  Object.fromEntries(Object.entries(lengths).map(([name, length]) => [name, WIDE.repeat(length)]));
const lengthsOf = (fields: readonly { name: string; maxLength?: number }[]) =>
  Object.fromEntries(fields.map((field) => [field.name, field.maxLength ?? 64]));

const forms = {
  admin: {
    "/admin/web-content": lengthsOf(webContentFields),
    "/admin/events": lengthsOf(eventFields),
    "/admin/profiles": lengthsOf(profileFields),
    "/admin/newsletter-campaigns": {
      subject: MAX_SUBJECT_LENGTH,
      body: MAX_BODY_LENGTH,
      subject_en: MAX_SUBJECT_LENGTH,
      body_en: MAX_BODY_LENGTH,
    },
    "/admin/events/x/teilnehmer": {
      message_id: 36,
      subject: MAX_SUBJECT_LENGTH,
      body: MAX_EVENT_MESSAGE_LENGTH,
      subject_en: MAX_SUBJECT_LENGTH,
      body_en: MAX_EVENT_MESSAGE_LENGTH,
    },
  },
  public: {
    "/kontakt": { name: CONTACT_LIMITS.name, email: CONTACT_LIMITS.email, message: CONTACT_LIMITS.message },
    "/events/x": { full_name: MAX_NAME_LENGTH, email: MAX_EMAIL_LENGTH, phone: MAX_PHONE_LENGTH, num_tickets: 2 },
  },
};

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookie(await createProfile("limits-admin@example.de", true));
});

async function post(path: string, body: string, cookie?: string) {
  const headers = new Headers({
    "CF-Connecting-IP": "198.51.100.77",
    Origin: ORIGIN,
    "Content-Type": "application/x-www-form-urlencoded",
  });
  if (cookie) headers.set("Cookie", cookie);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", body, headers }), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text };
}

describe("form body limits", () => {
  it("every form at its longest, each character at its widest, fits its area's limit", () => {
    expect(WIDE.length).toBe(1);
    expect(new URLSearchParams({ a: WIDE }).toString()).toHaveLength(2 + WORST_BYTES_PER_CHARACTER);
    for (const [path, lengths] of Object.entries(forms.admin)) {
      expect(maxFormBodyBytes(path), path).toBe(MAX_ADMIN_FORM_BODY_BYTES);
      expect(worstBody(lengths).length, path).toBeLessThanOrEqual(MAX_ADMIN_FORM_BODY_BYTES);
    }
    for (const [path, lengths] of Object.entries(forms.public)) {
      expect(maxFormBodyBytes(path), path).toBe(MAX_FORM_BODY_BYTES);
      expect(worstBody(lengths).length, path).toBeLessThanOrEqual(MAX_FORM_BODY_BYTES);
    }
    // The sign-in pages stay public forms with the public limit, with and without React Router's .data.
    for (const path of [
      "/admin/login",
      "/admin/login.data",
      "/admin/logout",
      "/admin/passwort-vergessen",
      "/admin/passwort-neu/abc.data",
    ]) {
      expect(maxFormBodyBytes(path), path).toBe(MAX_FORM_BODY_BYTES);
    }
  });

  it("a web text of 30,000 characters in each language arrives whole and is saved", async () => {
    const key = `lang-${crypto.randomUUID().slice(0, 8)}`;
    const body = new URLSearchParams({
      intent: "create",
      page: "home",
      section: "hero",
      content_key: key,
      content_de: WIDE.repeat(WEB_CONTENT_MAX_LENGTH),
      content_en: "“".repeat(WEB_CONTENT_MAX_LENGTH),
    }).toString();
    expect(body.length).toBeGreaterThan(8 * MAX_FORM_BODY_BYTES);
    const { status } = await post("/admin/web-content", body, adminCookie);
    expect(status).toBeLessThan(400);
    const row = await env.DB.prepare("SELECT content_de, content_en FROM web_content WHERE content_key = ?")
      .bind(key)
      .first<{ content_de: string; content_en: string }>();
    expect(row?.content_de).toHaveLength(WEB_CONTENT_MAX_LENGTH);
    expect(row?.content_en).toHaveLength(WEB_CONTENT_MAX_LENGTH);
  });

  it("past the back office's limit, and past the public limit on a public form, the answer is 413 with a German text", async () => {
    const tooLarge = `intent=create&pad=${"x".repeat(MAX_ADMIN_FORM_BODY_BYTES)}`;
    const admin = await post("/admin/web-content", tooLarge, adminCookie);
    expect(admin).toEqual({ status: 413, text: "Die gesendeten Daten sind zu groß. Bitte kürze deine Eingaben." });
    const visitor = await post("/kontakt", `name=a&pad=${"x".repeat(MAX_FORM_BODY_BYTES)}`);
    expect(visitor.status).toBe(413);
    const signIn = await post("/admin/login", `email=a&pad=${"x".repeat(MAX_FORM_BODY_BYTES)}`);
    expect(signIn.status).toBe(413);
  });
});
