import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../app/components/ui/honeypot";
import { brand } from "../../app/config/brand";
import type { MailContent } from "../../app/features/core/mail/types";
import {
  CONFIRM_RESEND_MINUTES,
  confirmSubscription,
  inspectConfirmLink,
  inspectUnsubscribeLink,
  NEWSLETTER_RATE_LIMIT,
  type NewsletterResult,
  subscribe,
  unsubscribe,
} from "../../app/features/people/newsletter/newsletter.server";
import { newsletterConsentText } from "../../app/features/people/newsletter/schema";
import {
  CONFIRM_TOKEN_TTL_SECONDS,
  MIN_TOKEN_SECRET_BYTES,
  signToken,
  TokenSecretMissingError,
  verifyToken,
} from "../../app/lib/signed-token.server";
import { messages } from "../../app/lib/messages";
import { action as newsletterAction, loader as newsletterLoader } from "../../app/routes/newsletter";
import { action as confirmAction, loader as confirmLoader } from "../../app/routes/newsletter.bestaetigen";
import { action as unsubscribeAction } from "../../app/routes/newsletter.abmelden";
import { clearFormTables, count, formPost, ORIGIN, routeArgs, settle, unwrap } from "./contact.fixtures";
import { RETENTION } from "../../app/features/core/privacy/retention.server";
import { atWindowStart } from "./clock";
import { createTestWorker } from "./app-harness";

const ADDRESS = "lena@example.de";
const fetcherHeaders = { "Sec-Fetch-Mode": "cors", Accept: "*/*" };

async function signUp(
  fields: Record<string, string>,
  headers: Record<string, string> = fetcherHeaders,
  bindings = env,
) {
  const result = await newsletterAction(routeArgs(formPost("/newsletter", fields, headers), bindings));
  await settle();
  return unwrap<NewsletterResult>(result);
}

/** The link of the newest e-mail of a kind, read from the queued payload like a mail client would. */
async function linkFromMail(kind: string, path: string): Promise<string> {
  const row = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = ? ORDER BY created_at DESC LIMIT 1")
    .bind(kind)
    .first<{ payload: string }>();
  const payload = JSON.parse(row?.payload ?? "{}") as MailContent;
  const match = payload.text.match(new RegExp(`${ORIGIN}${path}\\?token=([^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in ${kind} mail`);
  return decodeURIComponent(match[1]);
}

const subscription = () =>
  env.DB.prepare("SELECT * FROM newsletter_subscriptions WHERE email = ?").bind(ADDRESS).first<{
    id: string;
    status: string;
    on_page: string;
    consent_text: string;
    created_at: string;
    confirmed_at: string | null;
  }>();

beforeEach(clearFormTables);

describe("newsletter sign-up", () => {
  it("stores a pending subscription with time, page and consent text and queues a confirmation e-mail", async () => {
    const { status, data } = await signUp({ email: " Lena@Example.de " });
    expect(status).toBe(200);
    expect(data).toEqual({
      ok: true,
      message: {
        title: messages.newsletter.success.title,
        text: `${messages.newsletter.success.text} ${messages.newsletter.confirmHint}`,
      },
    });
    const row = await subscription();
    expect(row).toMatchObject({
      status: "pending",
      on_page: brand.short,
      consent_text: newsletterConsentText,
      confirmed_at: null,
    });
    expect(Date.now() - Date.parse(row?.created_at ?? "")).toBeLessThan(60_000);

    const mail = await env.DB.prepare("SELECT * FROM mail_outbox WHERE ref_id = ?")
      .bind(row?.id)
      .first<{ kind: string; recipient: string; payload: string }>();
    expect(mail).toMatchObject({ kind: "newsletter-confirm", recipient: ADDRESS });
    const payload = JSON.parse(mail?.payload ?? "{}") as MailContent;
    expect(payload.subject).toBe(messages.newsletter.confirmMail.subject);
    expect(payload.text).toContain(`${ORIGIN}/newsletter/bestaetigen?token=`);
    expect(payload.text).toContain(`${ORIGIN}/newsletter/abmelden?token=`);
    expect(payload.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN.replace(/\./g, "\\.")}/newsletter/abmelden\\?token=[^>]+>$`),
    );
  });

  it.each([
    ["an empty address", "", messages.newsletter.errors.emailRequired],
    ["an invalid address", "lena@", messages.newsletter.errors.emailInvalid],
    ["an overlong address", `${"a".repeat(250)}@example.de`, messages.newsletter.errors.emailTooLong],
  ])("rejects %s with 400 and a German message, writing nothing", async (_, email, text) => {
    const { status, data } = await signUp({ email });
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, fieldErrors: { email: text } });
    expect(await count("newsletter_subscriptions")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("signing up twice creates no second row, answers the same and re-sends only after the pause", async () => {
    const first = await signUp({ email: ADDRESS });
    const second = await signUp({ email: "LENA@example.de" });
    expect(second).toEqual(first);
    expect(await count("newsletter_subscriptions")).toBe(1);
    expect(await count("mail_outbox", "kind = 'newsletter-confirm'")).toBe(1);

    // After the pause, a pending address gets its link again (e.g. the first one expired).
    await subscribe(env, ADDRESS, ORIGIN, Date.now() + (CONFIRM_RESEND_MINUTES + 1) * 60_000);
    expect(await count("newsletter_subscriptions")).toBe(1);
    expect(await count("mail_outbox", "kind = 'newsletter-confirm'")).toBe(2);
  });

  it("an already confirmed address gets the same answer and no e-mail", async () => {
    await signUp({ email: ADDRESS });
    await confirmSubscription(env, await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen"), ORIGIN);
    const mailsBefore = await count("mail_outbox");
    const again = await signUp({ email: ADDRESS });
    expect(again.status).toBe(200);
    expect(again.data.ok).toBe(true);
    expect(await count("mail_outbox")).toBe(mailsBefore);
    expect((await subscription())?.status).toBe("confirmed");
  });

  it("forgets pending sign-ups that were never confirmed", async () => {
    await signUp({ email: ADDRESS });
    await subscribe(env, "other@example.de", ORIGIN, Date.now() + (RETENTION.pendingSubscriptionDays + 1) * 86_400_000);
    expect(await subscription()).toBeNull();
    expect(await count("newsletter_subscriptions")).toBe(1);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const { status, data } = await signUp({ email: ADDRESS, [HONEYPOT_FIELD]: "x" });
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    expect(await count("newsletter_subscriptions")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("refuses the n+1th sign-up of one client with 429 and the German message", () =>
    atWindowStart(async () => {
      const headers = { ...fetcherHeaders, "CF-Connecting-IP": "192.0.2.10" };
      for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
        expect((await signUp({ email: `p${i}@example.de` }, headers)).status).toBe(200);
      }
      const refused = await signUp({ email: "flood@example.de" }, headers);
      expect(refused.status).toBe(429);
      expect(refused.data).toMatchObject({ ok: false, message: { text: messages.common.rateLimited } });
      expect(await count("newsletter_subscriptions")).toBe(NEWSLETTER_RATE_LIMIT.limit);
      expect(
        (await signUp({ email: "neighbour@example.de" }, { ...fetcherHeaders, "CF-Connecting-IP": "192.0.2.11" }))
          .status,
      ).toBe(200);
    }));

  it("without a TOKEN_SECRET it logs loudly, answers the generic error and stores nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, data } = await signUp({ email: ADDRESS }, fetcherHeaders, { ...env, TOKEN_SECRET: "" });
    expect(status).toBe(503);
    expect(data).toEqual({ ok: false, message: messages.common.error });
    expect(logged.mock.calls.flat().join(" ")).toContain("TOKEN_SECRET");
    expect(await count("newsletter_subscriptions")).toBe(0);
    logged.mockRestore();
  });
});

describe("newsletter without JavaScript (page navigation)", () => {
  const navigate = (referer: string) => ({ "Sec-Fetch-Mode": "navigate", Accept: "text/html", Referer: referer });

  it("redirects back to the referring page with the result flag", async () => {
    const response = await newsletterAction(
      routeArgs(formPost("/newsletter", { email: ADDRESS }, navigate(`${ORIGIN}/about?x=1`))),
    );
    await settle();
    expect(response).toBeInstanceOf(Response);
    const redirect = response as unknown as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/about?x=1&newsletter=ok#newsletter-anmeldung");
    expect(await count("newsletter_subscriptions")).toBe(1);
  });

  it("reports invalid input through the flag and never redirects to another site", async () => {
    const response = (await newsletterAction(
      routeArgs(formPost("/newsletter", { email: "kaputt" }, navigate("https://evil.example/phish"))),
    )) as unknown as Response;
    expect(response.headers.get("Location")).toBe("/?newsletter=invalid#newsletter-anmeldung");
    expect(await count("newsletter_subscriptions")).toBe(0);
  });

  it.each([`${ORIGIN}//evil.example/phish`, `${ORIGIN}/\\evil.example/phish`, `${ORIGIN}///evil.example`])(
    "a page path that looks like another host (%s) stays on this site",
    async (referer) => {
      const response = (await newsletterAction(
        routeArgs(formPost("/newsletter", { email: ADDRESS }, navigate(referer))),
      )) as unknown as Response;
      const location = response.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it("a fetcher's .data post gets data, whatever its headers say", async () => {
    const request = formPost("/newsletter.data", { email: ADDRESS }, { Accept: "text/html" });
    const result = unwrap<NewsletterResult>(await newsletterAction(routeArgs(request)));
    expect(result.status).toBe(200);
    expect(result.data.ok).toBe(true);
  });

  it("GET /newsletter just leads home", async () => {
    const response = newsletterLoader();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("opt-in tokens", () => {
  it("valid confirm link: opening changes nothing, the click confirms and queues a welcome e-mail", async () => {
    await signUp({ email: ADDRESS });
    const token = await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen");

    const opened = unwrap(
      await confirmLoader(
        routeArgs(new Request(`${ORIGIN}/newsletter/bestaetigen?token=${encodeURIComponent(token)}`)),
      ),
    );
    expect(opened.status).toBe(200);
    expect(opened.data).toEqual({ state: "ready", token });
    expect((await subscription())?.status).toBe("pending");

    const clicked = unwrap<{ state: string }>(
      await confirmAction(routeArgs(formPost("/newsletter/bestaetigen", { token }))),
    );
    expect(clicked.status).toBe(200);
    expect(clicked.data.state).toBe("confirmed");
    const row = await subscription();
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmed_at).toMatch(/^\d{4}-/);
    expect(await count("mail_outbox", "kind = 'newsletter-welcome' AND recipient = ?", ADDRESS)).toBe(1);

    const twice = unwrap<{ state: string }>(
      await confirmAction(routeArgs(formPost("/newsletter/bestaetigen", { token }))),
    );
    expect(twice.data.state).toBe("already");
    expect(await count("mail_outbox", "kind = 'newsletter-welcome'")).toBe(1);
  });

  it("expired confirm link: refused with the German message, status stays pending", async () => {
    await signUp({ email: ADDRESS });
    const id = (await subscription())?.id ?? "";
    const old = await signToken(env, "confirm", id, Date.now() - (CONFIRM_TOKEN_TTL_SECONDS + 60) * 1000);
    expect(await verifyToken(env, old, "confirm")).toEqual({ ok: false, reason: "expired" });

    const result = unwrap<{ state: string }>(
      await confirmAction(routeArgs(formPost("/newsletter/bestaetigen", { token: old }))),
    );
    expect(result.status).toBe(410);
    expect(result.data.state).toBe("expired");
    expect(messages.newsletter.tokenErrors.expired).toMatch(/abgelaufen/);
    expect((await subscription())?.status).toBe("pending");
  });

  it("tampered links are refused", async () => {
    await signUp({ email: ADDRESS });
    const token = await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen");
    const [body, signature] = token.split(".") as [string, string];
    const forged = JSON.parse(atob(body.replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
    forged.e = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
    const forgedBody = btoa(JSON.stringify(forged)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;

    for (const bad of [`${forgedBody}.${signature}`, `${body}.${flipped}`, `${body}.`, "kein-token", `${token}.x`]) {
      const result = await confirmSubscription(env, bad, ORIGIN);
      expect(result.state).toBe("invalid");
    }
    expect(await inspectConfirmLink(env, null)).toEqual({ state: "missing" });
    expect((await subscription())?.status).toBe("pending");
  });

  it("a token signed with another secret is refused", async () => {
    const token = await signToken({ TOKEN_SECRET: "ein-anderes-geheimnis-mit-genug-zeichen-0815" }, "confirm", "x");
    expect(await verifyToken(env, token, "confirm")).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a TOKEN_SECRET shorter than 32 bytes, for signing and checking", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(MIN_TOKEN_SECRET_BYTES).toBe(32);
    const short = "x".repeat(31);
    await expect(signToken({ TOKEN_SECRET: short }, "confirm", "x")).rejects.toBeInstanceOf(TokenSecretMissingError);
    await expect(verifyToken({ TOKEN_SECRET: short }, "a.b", "confirm")).rejects.toBeInstanceOf(
      TokenSecretMissingError,
    );
    const { status } = await signUp({ email: ADDRESS }, fetcherHeaders, { ...env, TOKEN_SECRET: short });
    expect(status).toBe(503);
    expect(await count("newsletter_subscriptions")).toBe(0);
    logged.mockRestore();
  });

  it("during a rotation links signed with TOKEN_SECRET_PREVIOUS still work", async () => {
    const old = "der-alte-schluessel-vor-der-rotation-2026-0815";
    const token = await signToken({ TOKEN_SECRET: old }, "unsubscribe", "sub-1");
    expect(await verifyToken({ ...env, TOKEN_SECRET_PREVIOUS: old }, token, "unsubscribe")).toEqual({
      ok: true,
      id: "sub-1",
    });
    expect(await verifyToken(env, token, "unsubscribe")).toEqual({ ok: false, reason: "invalid" });
  });

  it("wrong purpose: an unsubscribe link cannot confirm, a confirm link cannot unsubscribe", async () => {
    await signUp({ email: ADDRESS });
    const unsubscribeToken = await linkFromMail("newsletter-confirm", "/newsletter/abmelden");
    const confirmToken = await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen");
    expect((await confirmSubscription(env, unsubscribeToken, ORIGIN)).state).toBe("invalid");
    expect((await unsubscribe(env, confirmToken)).state).toBe("invalid");
    expect((await subscription())?.status).toBe("pending");
  });
});

describe("unsubscribe", () => {
  it("opening the link changes nothing; the click deletes the subscription; a second click answers the same", async () => {
    await signUp({ email: ADDRESS });
    await confirmSubscription(env, await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen"), ORIGIN);
    const token = await linkFromMail("newsletter-welcome", "/newsletter/abmelden");

    expect(await inspectUnsubscribeLink(env, token)).toEqual({ state: "ready", token });
    expect(await subscription()).not.toBeNull();

    const done = unwrap<{ state: string }>(
      await unsubscribeAction(routeArgs(formPost("/newsletter/abmelden", { token }))),
    );
    expect(done).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    expect(await subscription()).toBeNull();

    const again = unwrap<{ state: string }>(
      await unsubscribeAction(routeArgs(formPost("/newsletter/abmelden", { token }))),
    );
    expect(again.data.state).toBe("unsubscribed");
  });

  it("the unsubscribe link never expires", async () => {
    const token = await signToken(env, "unsubscribe", "abc", Date.now() - 5 * 365 * 86_400_000);
    expect(await verifyToken(env, token, "unsubscribe")).toEqual({ ok: true, id: "abc" });
  });

  it("a confirm link of a deleted subscription is answered as gone", async () => {
    await signUp({ email: ADDRESS });
    const confirmToken = await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen");
    await unsubscribe(env, await linkFromMail("newsletter-confirm", "/newsletter/abmelden"));
    const result = unwrap<{ state: string }>(
      await confirmLoader(
        routeArgs(new Request(`${ORIGIN}/newsletter/bestaetigen?token=${encodeURIComponent(confirmToken)}`)),
      ),
    );
    expect(result).toMatchObject({ status: 410, data: { state: "gone" } });
  });
});

describe("unsubscribe without a link at hand (the site's own way out)", () => {
  const request = (fields: Record<string, string>) =>
    unsubscribeAction(routeArgs(formPost("/newsletter/abmelden", fields))).then(async (value) => {
      await settle();
      return unwrap<{ state: string; error?: string }>(value);
    });

  it("the page without a token offers the form", async () => {
    expect(await inspectUnsubscribeLink(env, null)).toEqual({ state: "request" });
  });

  it("e-mails a known address its personal link, which unsubscribes it", async () => {
    await signUp({ email: ADDRESS });
    expect(await request({ email: "Lena@Example.de" })).toMatchObject({ status: 200, data: { state: "requested" } });
    const mail = await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = ?")
      .bind("newsletter-unsubscribe-link")
      .first<{ recipient: string; payload: string }>();
    expect(mail?.recipient).toBe(ADDRESS);
    expect((JSON.parse(mail!.payload) as MailContent).subject).toBe(messages.newsletter.unsubscribeMail.subject);

    const token = await linkFromMail("newsletter-unsubscribe-link", "/newsletter/abmelden");
    expect(await request({ token })).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    expect(await subscription()).toBeNull();
  });

  it("answers an unknown address exactly the same and sends nothing; asking again sends no second mail", async () => {
    expect(await request({ email: "niemand@example.de" })).toMatchObject({
      status: 200,
      data: { state: "requested" },
    });
    expect(await count("mail_outbox")).toBe(0);

    await signUp({ email: ADDRESS });
    const before = await count("mail_outbox");
    await request({ email: ADDRESS });
    await request({ email: ADDRESS });
    expect(await count("mail_outbox")).toBe(before + 1);
  });

  it("refuses an invalid address with the German message and keeps the input", async () => {
    const result = await request({ email: "kein-at-zeichen" });
    expect(result).toMatchObject({
      status: 400,
      data: { state: "request", error: messages.newsletter.errors.emailInvalid, email: "kein-at-zeichen" },
    });
    expect(await count("mail_outbox")).toBe(0);
  });
});

describe("absolute links come from SITE_URL, not from the request's Host", () => {
  it("a sign-up posted to a spoofed Host still mails links to the configured site", async () => {
    const spoofed = new Request("http://evil.example/newsletter", {
      method: "POST",
      headers: { Origin: "http://evil.example", "CF-Connecting-IP": "198.51.100.9", ...fetcherHeaders },
      body: new URLSearchParams({ email: ADDRESS }),
    });
    expect(unwrap<NewsletterResult>(await newsletterAction(routeArgs(spoofed))).status).toBe(200);
    await settle();
    const row = await env.DB.prepare("SELECT payload FROM mail_outbox").first<{ payload: string }>();
    expect(row?.payload).toContain(`${env.SITE_URL}/newsletter/bestaetigen?token=`);
    expect(row?.payload).not.toContain("evil.example");
  });
});

describe("one-click unsubscribe (RFC 8058), through the whole Worker", () => {
  const worker = createTestWorker();
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    worker.fetch(
      new Request(`${ORIGIN}/newsletter/abmelden?token=${encodeURIComponent(token)}`, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "192.0.2.201", ...headers },
      }),
      env,
      createExecutionContext(),
    );

  it("every newsletter e-mail carries List-Unsubscribe and List-Unsubscribe-Post", async () => {
    await signUp({ email: ADDRESS });
    const row = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'newsletter-confirm'").first<{
      payload: string;
    }>();
    const mail = JSON.parse(row!.payload) as MailContent;
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/klarsinn\.test\/newsletter\/abmelden\?token=.+>$/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("the mail client's POST without an Origin unsubscribes the token's address, and nothing else gets past the Origin check", async () => {
    await signUp({ email: ADDRESS });
    await confirmSubscription(env, await linkFromMail("newsletter-confirm", "/newsletter/bestaetigen"), ORIGIN);
    const token = await linkFromMail("newsletter-welcome", "/newsletter/abmelden");

    // A forged token changes nothing, even past the Origin check.
    const forged = await oneClick(`${token.slice(0, -2)}xx`);
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect(await subscription()).not.toBeNull();

    // Mail providers post server-to-server, without an Origin header.
    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(await subscription()).toBeNull();

    // The exception is that one address with a token: other posts from elsewhere stay refused.
    for (const path of ["/newsletter/abmelden", "/newsletter", "/contact"]) {
      const refused = await worker.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "192.0.2.202" },
        }),
        env,
        createExecutionContext(),
      );
      expect(refused.status, path).toBe(403);
    }
  });
});
