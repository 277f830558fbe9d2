/**
 * Malformed input against every POST route and every route with parameters, through the whole
 * Worker (hono layer + React Router with the real route modules, tests/unit/app-harness.ts) in the
 * Workers runtime with real D1: never a 5xx, and a refused request never leaves a change behind.
 * The route lists are checked against the route table, so a new route cannot slip past the sweep.
 *
 * The sweep is tens of thousands of requests; it runs as five files (malformed-sweep.*.test.ts) so
 * both Vitest workers share it instead of one worker running it alone for most of the unit stage
 * (docs/performance.md, "Test suite time"). This module holds the inputs, the route lists and the
 * checks; each file seeds its own database and sweeps its part.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedEventSlug, seedStatements } from "../../db/seed-data";
import { createProfile, sessionCookie } from "./admin-helpers";
import { createTestWorker, routeFiles } from "./app-harness";
import { maxFormBodyBytes } from "../../workers/security";

const ORIGIN = "http://klarsinn.test";
const worker = createTestWorker();
// The site-wide ceiling is tested on its own (abuse-limits.test.ts); here it must not hide the actions.
const bindings = { ...env, PUBLIC_POST_CEILING_FACTOR: "1000" };

let ipCounter = 0;
const nextIp = () => `198.18.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

interface Sent {
  method?: string;
  body?: BodyInit | null;
  contentType?: string | null;
  cookie?: string;
  origin?: string;
}

async function send(path: string, { method = "POST", body = null, contentType, cookie, origin = ORIGIN }: Sent = {}) {
  const headers = new Headers({ "CF-Connecting-IP": nextIp(), Origin: origin });
  if (contentType) headers.set("Content-Type", contentType);
  if (cookie) headers.set("Cookie", cookie);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, body, headers }), bindings, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The address a fetcher posts to (React Router's single fetch): `.data` before any query. */
const fetcherPath = (path: string) => path.replace(/(\?|$)/, ".data$1");
const URLENCODED = "application/x-www-form-urlencoded";

/**
 * Every write to a table a request could change is counted by a trigger into `sweep_writes`
 * (`watchWrites`, run once after seeding): every table but the logs whose job is to count refused
 * requests, the rate-limit counters and the back office's audit log (failed sign-ins, denied admin
 * requests). Reading one counter around each request replaces dumping every table twice, which made
 * this file most of the unit run's time (docs/performance.md, "Test suite time"); it is also
 * stricter, since it sees a write that leaves a row as it was.
 */
const WRITES = "sweep_writes";

async function watchWrites(): Promise<void> {
  const tables = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('rate_limits', 'audit_log', 'd1_migrations', '${WRITES}') AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  ).all<{ name: string }>();
  const triggers = tables.results.flatMap(({ name }) =>
    ["INSERT", "UPDATE", "DELETE"].map(
      (op) =>
        `CREATE TRIGGER "sweep_${name}_${op}" AFTER ${op} ON "${name}" BEGIN INSERT INTO ${WRITES} (name, op) VALUES ('${name}', '${op}'); END`,
    ),
  );
  await env.DB.batch(
    [`CREATE TABLE ${WRITES} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, op TEXT NOT NULL)`, ...triggers].map((sql) =>
      env.DB.prepare(sql),
    ),
  );
}

/** How many writes the watched tables have seen so far. */
async function snapshot(): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${WRITES}`).first<number>("n")) ?? 0;
}

/** Which tables were written since `since`, for a failure's message. */
async function writtenSince(since: number): Promise<string> {
  const rows = await env.DB.prepare(`SELECT DISTINCT op || ' ' || name AS write FROM ${WRITES} WHERE id > ?`)
    .bind(since)
    .all<{ write: string }>();
  return rows.results.map((row) => row.write).join(", ");
}

const failures: string[] = [];
/** Sends `request` and records what is wrong with its answer; returns the status it answered, if any. */
async function expectRefusedWithoutChange(
  label: string,
  request: () => Promise<number>,
  allowed?: (s: number) => boolean,
): Promise<number | undefined> {
  const before = await snapshot();
  let status: number;
  try {
    status = await request();
  } catch (error) {
    failures.push(`${label}: threw ${String(error)}`);
    return undefined;
  }
  if (status >= 500) failures.push(`${label}: ${status}`);
  else if (allowed && !allowed(status)) failures.push(`${label}: unexpected ${status}`);
  if ((await snapshot()) !== before) {
    failures.push(`${label}: changed stored data (status ${status}: ${await writtenSince(before)})`);
  }
  return status;
}

// --- Inputs ------------------------------------------------------------------------------------

const LONG = "ä".repeat(10_000);
/** Values no field of this site accepts as they are... */
const REFUSED_VALUES: Record<string, string> = {
  empty: "",
  blank: "   \t ",
  overlong: LONG,
  "NUL and escape": "x\u0000\u001b[31my",
  "header injection": "lena@example.de\r\nBcc: alle@example.com",
  "RTL override": "\u202eed.elpmaxe@anel",
};
/** ...and values that some text fields may accept (a name with an emoji is fine): sent together with a breaker. */
const ODD_VALUES: Record<string, string> = {
  "zero-width and BOM": "\u200b\ufeffLena",
  "combining marks": "Le\u0301\u0301\u0301na",
  emoji: "🌱🧘‍♀️",
  "full-width at": "lena＠example.de",
  "wrong type: number": "1e309",
  "wrong type: NaN": "NaN",
  "wrong type: negative": "-1",
  "wrong type: hex": "0x1F",
  "wrong type: object": "[object Object]",
  markup: "<script>alert(1)</script>",
  "SQL-looking": "' OR 1=1; DROP TABLE klarsinn_booking; --",
  "prototype names": "__proto__",
};
/** Bad ids and tokens, for path parameters, ids in forms and token query strings. */
const BAD_IDS: Record<string, string> = {
  empty: "",
  word: "nope",
  "nonexistent uuid": "6f1c1d1e-0000-4000-8000-000000000000",
  "nil uuid": "00000000-0000-0000-0000-000000000000",
  traversal: "../../etc/passwd",
  "SQL-looking": "1' OR '1'='1",
  overlong: "a".repeat(5_000),
  "percent-encoded NUL": "%00",
  unicode: "ünïcødé-🌱",
  "token-like": "eyJwIjoiY29uZmlybSJ9.AAAA",
};

/**
 * An event page's parameter in every form it takes (decision 0168): the ids above, and readable
 * addresses that name nothing or break the address pattern.
 */
const BAD_EVENT_ADDRESSES: Record<string, string> = {
  ...BAD_IDS,
  "unknown readable address": "2099-12-12-gibt-es-nicht",
  "date alone": "1999-01-01",
  "upper case": "2099-12-12-Selbstwert-Workshop",
  "double hyphen": "2099-12-12--selbstwert",
  "trailing hyphen": "2099-12-12-selbstwert-",
  "umlaut left in": "2099-12-12-über",
  "impossible date": "9999-99-99-x",
  "overlong address": `2099-12-12-${"a".repeat(300)}`,
  "address with a dot": "2099-12-12-a.b",
};

interface PostRoute {
  /** Route id in the route table (for the completeness check). */
  id: string;
  path: string;
  /** A form the action would accept. */
  valid: Record<string, string>;
  /** Field/value pairs that make the form invalid on their own; the first one not being mutated is added. */
  breakers: [string, string][];
  admin?: boolean;
  /** A body size the route must refuse with 413; by default just past its area's form limit. */
  tooLargeBytes?: number;
}

const seededEvent = "00000000-0000-4000-8000-000000000004";
/** The same event at its readable address, where its page's form posts (decision 0168). */
const seededEventAddress = seedEventSlug(4, new Date());
const someId = "00000000-0000-4000-8000-0000000000aa";

export const publicRoutes: PostRoute[] = [
  {
    id: "routes/events.$id",
    path: `/events/${seededEvent}`,
    valid: { full_name: "Lena Brandt", email: "lena@example.de", phone: "", num_tickets: "1" },
    breakers: [
      ["email", "kaputt"],
      ["num_tickets", "0"],
    ],
  },
  {
    id: "routes/contact",
    path: "/contact",
    valid: { name: "Lena", email: "lena@example.de", message: "Hallo Johanna, ich habe eine Frage zum Workshop." },
    breakers: [
      ["email", "kaputt"],
      ["message", ""],
    ],
  },
  {
    id: "routes/home",
    path: "/?index",
    valid: { name: "Lena", email: "lena@example.de", message: "Hallo Johanna, ich habe eine Frage zum Workshop." },
    breakers: [
      ["email", "kaputt"],
      ["message", ""],
    ],
  },
  {
    id: "routes/events.$id",
    path: `/events/${seededEvent}`,
    valid: { intent: "waitlist", full_name: "Lena Brandt", email: "lena@example.de", num_tickets: "1", consent: "on" },
    breakers: [
      ["email", "kaputt"],
      ["num_tickets", "0"],
    ],
  },
  // The booking form at the readable address, where the page posts (decision 0168).
  {
    id: "routes/events.$id",
    path: `/events/${seededEventAddress}`,
    valid: { full_name: "Lena Brandt", email: "lena@example.de", phone: "", num_tickets: "1" },
    breakers: [
      ["email", "kaputt"],
      ["num_tickets", "0"],
    ],
  },
  // "Meine Buchung" and waiting-list offers: the token in the path names nothing, so nothing may change.
  ...(["confirm", "cancel"] as const).map((intent): PostRoute => ({
    id: "routes/buchung.$token",
    path: `/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}`,
    valid: { intent },
    breakers: [["intent", "kaputt"]],
  })),
  // A fresh "Meine Buchung" link by address (decision 0213): whatever the token, the address decides.
  {
    id: "routes/buchung.$token",
    path: `/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}`,
    valid: { intent: "new-link", email: "lena@example.de" },
    breakers: [
      ["email", "kaputt"],
      ["intent", "kaputt"],
    ],
  },
  {
    id: "routes/warteliste.$token",
    path: `/warteliste/${encodeURIComponent("eyJwIjoid2FpdGxpc3QifQ.AAAA")}`,
    valid: { intent: "claim" },
    breakers: [["intent", "kaputt"]],
  },
  { id: "routes/newsletter", path: "/newsletter", valid: { email: "neu@example.de" }, breakers: [["email", "kaputt"]] },
  // The mindset test's steps (decision 0137): stores nothing, answers a changed form with a 400.
  ...(["", "/en"] as const).map((prefix): PostRoute => ({
    id: `${prefix ? "en/" : ""}routes/mindsettest`,
    path: `${prefix}/mindsettest`,
    valid: { step: "1", q01: "2", q02: "3" },
    breakers: [
      ["q01", "9"],
      ["step", "kaputt"],
    ],
  })),
  // The mindset journal (decision 0144): the start form, the double opt-in page and the journal's own
  // page (its token names nothing here, so nothing may change), in German and English.
  ...(["", "/en"] as const).flatMap((prefix): PostRoute[] => [
    {
      id: `${prefix ? "en/" : ""}routes/journal`,
      path: `${prefix}/journal`,
      valid: {
        email: "neu@example.de",
        einwilligung: "ja",
        seite: `${prefix}/mindsettest`,
        ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`q${String(i + 1).padStart(2, "0")}`, "2"])),
      },
      breakers: [
        ["email", "kaputt"],
        ["einwilligung", ""],
        ["q07", "9"],
      ],
    },
    {
      id: `${prefix ? "en/" : ""}routes/journal.bestaetigen`,
      path: `${prefix}/journal/bestaetigen`,
      valid: { token: "x" },
      breakers: [["token", "kaputt"]],
    },
    ...(["entry", "rotate"] as const).map((intent) => ({
      id: `${prefix ? "en/" : ""}routes/journal.$token`,
      path: `${prefix}/journal/${encodeURIComponent("eyJwIjoiam91cm5hbCJ9.AAAA")}`,
      valid: { intent, eintrag: "Ein Eintrag", teilen: "ja" },
      breakers: [["eintrag", ""] as [string, string]],
    })),
    // Prompt series (decision 0158): starting one in the journal or from Meine Buchung, and stopping one.
    {
      id: `${prefix ? "en/" : ""}routes/journal.$token`,
      path: `${prefix}/journal/${encodeURIComponent("eyJwIjoiam91cm5hbCJ9.AAAA")}`,
      valid: { intent: "start-series", reihe: "reihe-1", impulse_einwilligung: "ja" },
      breakers: [["impulse_einwilligung", ""] as [string, string]],
    },
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.impulse`,
      path: `${prefix}/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}/impulse`,
      valid: { reihe: "reihe-1", impulse_einwilligung: "ja" },
      breakers: [
        ["impulse_einwilligung", ""],
        ["reihe", "../x"],
      ],
    },
    {
      id: `${prefix ? "en/" : ""}routes/journal.impulse.beenden`,
      path: `${prefix}/journal/impulse/beenden`,
      valid: { token: "x" },
      breakers: [["token", "kaputt"]],
    },
  ]),
  // "Jetzt online bezahlen" (decision 0141): a missing or forged checkout token starts no payment.
  ...(["", "/en"] as const).map((prefix): PostRoute => ({
    id: `${prefix ? "en/" : ""}routes/buchung.bezahlen`,
    path: `${prefix}/buchung/bezahlen`,
    valid: { token: "eyJwIjoiY2hlY2tvdXQifQ.AAAA" },
    breakers: [["token", ""]],
  })),
  // "Jetzt online bezahlen" after a voucher order (decision 0162): the same, for the order's token.
  ...(["", "/en"] as const).map((prefix): PostRoute => ({
    id: `${prefix ? "en/" : ""}routes/gutschein.bezahlen`,
    path: `${prefix}/gutschein/bezahlen`,
    valid: { token: "eyJwIjoidm91Y2hlci1jaGVja291dCJ9.AAAA" },
    breakers: [["token", ""]],
  })),
  // The 1:1 scheduler (decision 0130): a malformed choice or person is a 4xx beside its field, never a booking.
  ...(["", "/en"] as const).map((prefix): PostRoute => ({
    id: `${prefix ? "en/" : ""}routes/termin`,
    path: `${prefix}/termin`,
    valid: {
      type: "00000000-0000-4000-8000-00000000a001",
      start: "1900000000000",
      place: "online",
      full_name: "Lena Brandt",
      email: "lena@example.de",
      phone: "",
      note: "",
    },
    breakers: [
      ["place", "mond"],
      ["email", "kaputt"],
    ],
  })),
  // A session moved (decision 0151), a package's session booked with a credit (0150), a package bought:
  // a token naming nothing, a malformed time or place, a package nobody offers change nothing.
  ...(["", "/en"] as const).flatMap((prefix): PostRoute[] => [
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.verschieben`,
      path: `${prefix}/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}/verschieben`,
      valid: { start: "1900000000000" },
      breakers: [["start", "kaputt"]],
    },
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.termin`,
      path: `${prefix}/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}/termin`,
      valid: { start: "1900000000000", place: "online" },
      breakers: [
        ["start", "kaputt"],
        ["place", "mond"],
      ],
    },
    // A course's check-in on the day (issue 55): a token naming nothing records nothing.
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.checkin`,
      path: `${prefix}/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}/checkin`,
      valid: { intent: "checkin" },
      breakers: [["intent", "kaputt\u0000"]],
    },
    // A value voucher ordered (decision 0152): an amount outside the bounds, a broken address.
    {
      id: `${prefix ? "en/" : ""}routes/gutschein`,
      path: `${prefix}/gutschein`,
      valid: {
        full_name: "Karin Vogt",
        email: "karin@example.de",
        recipient_name: "Lena Vogt",
        message: "",
        amount: "5000",
        delivery: "buyer",
      },
      breakers: [
        ["amount", "7"],
        ["email", "kaputt"],
      ],
    },
    {
      id: `${prefix ? "en/" : ""}routes/pakete`,
      path: `${prefix}/pakete`,
      valid: {
        package: "00000000-0000-4000-8000-00000000b099",
        full_name: "Lena Brandt",
        email: "lena@example.de",
        phone: "",
      },
      breakers: [
        ["package", "kaputt"],
        ["email", "kaputt"],
      ],
    },
  ]),
  // The English site (decision 0030): the same actions under /en, answering in English.
  {
    id: "en/routes/events.$id",
    path: `/en/events/${seededEvent}`,
    valid: { full_name: "Emma Walker", email: "emma@example.org", phone: "", num_tickets: "1" },
    breakers: [
      ["email", "broken"],
      ["num_tickets", "0"],
    ],
  },
  {
    id: "en/routes/contact",
    path: "/en/contact",
    valid: { name: "Emma", email: "emma@example.org", message: "Hello Johanna, I have a question about the workshop." },
    breakers: [
      ["email", "broken"],
      ["message", ""],
    ],
  },
  {
    id: "en/routes/home",
    path: "/en",
    valid: { name: "Emma", email: "emma@example.org", message: "Hello Johanna, I have a question about the workshop." },
    breakers: [
      ["email", "broken"],
      ["message", ""],
    ],
  },
  {
    id: "routes/newsletter",
    path: "/newsletter",
    valid: { email: "new@example.org", sprache: "en" },
    breakers: [
      ["email", "broken"],
      ["sprache", "x".repeat(5000)],
    ],
  },
  {
    id: "routes/admin/passwort-vergessen",
    path: "/admin/passwort-vergessen",
    valid: { email: "sweep-admin@example.de" },
    breakers: [["email", "kaputt"]],
  },
  {
    id: "routes/admin/passwort-neu.$token",
    path: `/admin/passwort-neu/${encodeURIComponent("kein-echter-link-0123456789")}`,
    valid: { password: "ein-langes-neues-Passwort-2026", confirm: "ein-langes-neues-Passwort-2026" },
    breakers: [
      ["confirm", "etwas-ganz-anderes-2026"],
      ["password", "kurz"],
    ],
  },
  {
    id: "routes/newsletter.abmelden",
    path: "/newsletter/abmelden",
    valid: { email: "neu@example.de" },
    breakers: [["email", "kaputt"]],
  },
  {
    id: "routes/newsletter.bestaetigen",
    path: "/newsletter/bestaetigen",
    valid: { token: "x" },
    breakers: [["token", "kaputt"]],
  },
  {
    id: "routes/meine-daten",
    path: "/meine-daten",
    valid: { email: "neu@example.de" },
    breakers: [["email", "kaputt"]],
  },
  {
    id: "routes/meine-daten.verwalten",
    path: "/meine-daten/verwalten",
    valid: { token: "x", intent: "erase", confirm: "yes" },
    breakers: [
      ["token", "kaputt"],
      ["intent", "kaputt"],
    ],
  },
  {
    id: "routes/meine-daten.export",
    path: "/meine-daten/export",
    valid: { token: "x" },
    breakers: [["token", "kaputt"]],
  },
  // The withdrawal function (decision 0106), both steps of it, in German and English.
  ...(["", "/en"] as const).map((prefix): PostRoute => ({
    id: `${prefix ? "en/" : ""}routes/widerruf`,
    path: `${prefix}/widerruf`,
    valid: { full_name: "Nele Hartmann", email: "nele@example.de", reference: "0000ABCD", step: "confirm" },
    breakers: [
      ["reference", "kaputt"],
      ["email", "kaputt"],
    ],
  })),
  // The pages from e-mail links in English (decision 0040): the same actions under /en, answering in English.
  ...(["confirm", "cancel"] as const).map((intent): PostRoute => ({
    id: "en/routes/buchung.$token",
    path: `/en/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}`,
    valid: { intent },
    breakers: [["intent", "broken"]],
  })),
  {
    id: "en/routes/buchung.$token",
    path: `/en/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}`,
    valid: { intent: "new-link", email: "emma@example.org" },
    breakers: [
      ["email", "broken"],
      ["intent", "broken"],
    ],
  },
  {
    id: "en/routes/warteliste.$token",
    path: `/en/warteliste/${encodeURIComponent("eyJwIjoid2FpdGxpc3QifQ.AAAA")}`,
    valid: { intent: "claim" },
    breakers: [["intent", "broken"]],
  },
  {
    id: "en/routes/newsletter.abmelden",
    path: "/en/newsletter/abmelden",
    valid: { email: "new@example.org" },
    breakers: [["email", "broken"]],
  },
  {
    id: "en/routes/newsletter.bestaetigen",
    path: "/en/newsletter/bestaetigen",
    valid: { token: "x" },
    breakers: [["token", "broken"]],
  },
  {
    id: "en/routes/meine-daten",
    path: "/en/meine-daten",
    valid: { email: "new@example.org" },
    breakers: [["email", "broken"]],
  },
  {
    id: "en/routes/meine-daten.verwalten",
    path: "/en/meine-daten/verwalten",
    valid: { token: "x", intent: "erase", confirm: "yes" },
    breakers: [
      ["token", "broken"],
      ["intent", "broken"],
    ],
  },
  {
    id: "en/routes/meine-daten.export",
    path: "/en/meine-daten/export",
    valid: { token: "x" },
    breakers: [["token", "broken"]],
  },
  {
    id: "routes/admin/login",
    path: "/admin/login",
    valid: { email: "sweep-admin@example.de", password: "richtig-123" },
    breakers: [
      ["password", "falsch-falsch"],
      ["email", "niemand@example.de"],
    ],
  },
];

const adminEvent = {
  title: "Klarheit im Wandel",
  description: "Ein Tag für deine nächsten Schritte.",
  category: "Workshop",
  event_date: "2099-03-14",
  start_time: "10:00",
  end_time: "16:00",
  location: "Braunschweig",
  image_url: "",
  max_attendees: "12",
  price: "149",
  currency: "EUR",
};
const missingId = "6f1c1d1e-0000-4000-8000-00000000dead";
export const adminRoutes: PostRoute[] = (
  [
    {
      id: "routes/admin/events",
      path: "/admin/events",
      valid: { intent: "create", ...adminEvent },
      breakers: [
        ["event_date", "2099-02-30"],
        ["price", "-1"],
      ],
    },
    {
      id: "routes/admin/events",
      path: "/admin/events",
      valid: { intent: "update", id: seededEvent, ...adminEvent },
      breakers: [
        ["id", missingId],
        ["price", "-1"],
      ],
    },
    {
      id: "routes/admin/profiles",
      path: "/admin/profiles",
      valid: { intent: "create", email: "neu-profil@example.de", first_name: "Neu", last_name: "", password: "" },
      breakers: [
        ["email", "kaputt"],
        ["intent", "kaputt"],
      ],
    },
    {
      id: "routes/admin/zwei-faktor",
      path: "/admin/zwei-faktor",
      valid: { intent: "start" },
      breakers: [["intent", "kaputt"]],
    },
    {
      id: "routes/admin/newsletter-campaigns",
      path: "/admin/newsletter-campaigns",
      valid: { intent: "create", subject: "Herbstimpulse", body: "Hallo,\n\nneue Termine." },
      breakers: [
        ["subject", ""],
        ["subject", "Zeile\nUmbruch"],
        // Mutating the subject needs a breaker elsewhere: an emoji in a subject is fine on its own.
        ["body", ""],
      ],
    },
    {
      id: "routes/admin/events.$id.teilnehmer",
      path: `/admin/events/${seededEvent}/teilnehmer`,
      valid: {
        intent: "message",
        id: seededEvent,
        message_id: "6f1c1d1e-0000-4000-8000-000000000001",
        subject: "Raumänderung",
        body: "Wir treffen uns im Raum 2.",
      },
      breakers: [
        ["subject", ""],
        ["message_id", "kaputt"],
      ],
    },
    {
      // A course's dates (issue 55): an impossible day, an end before its start.
      id: "routes/admin/events.$id.termine",
      path: `/admin/events/${seededEvent}/termine`,
      valid: {
        intent: "dates",
        id: seededEvent,
        op: "save",
        count: "2",
        date_0: "2027-03-01",
        start_0: "18:00",
        end_0: "20:00",
        location_0: "Braunschweig",
        date_1: "2027-03-08",
        start_1: "18:00",
        end_1: "20:00",
        location_1: "Braunschweig",
      },
      breakers: [
        ["date_0", "2027-02-30"],
        ["end_1", "17:00"],
      ],
    },
    {
      // Attendance per date (issue 55): a date that is no id, a status that is none.
      id: "routes/admin/events.$id.anwesenheit",
      path: `/admin/events/${seededEvent}/anwesenheit`,
      valid: { intent: "record", id: someId, date_id: someId, status: "present" },
      breakers: [
        ["date_id", "kaputt"],
        ["status", "vielleicht"],
      ],
    },
    {
      // "Bar erhalten" at the door.
      id: "routes/admin/events.$id.teilnehmer",
      path: `/admin/events/${seededEvent}/teilnehmer`,
      valid: { intent: "pay", id: someId, method: "cash", paid_on: "2026-11-26", amount: "" },
      breakers: [
        ["method", "kaputt"],
        ["paid_on", "kaputt"],
      ],
    },
    {
      id: "routes/admin/web-content",
      path: "/admin/web-content",
      valid: {
        intent: "create",
        page: "home",
        section: "hero",
        content_key: "neu",
        content_de: "Hallo",
        content_en: "Hi",
      },
      breakers: [
        ["content_de", ""],
        ["content_en", ""],
      ],
    },
    // The editor's preview (decision 0172): draws a page with drafts, stores nothing.
    {
      id: "routes/admin/web-content.vorschau",
      path: "/admin/web-content/vorschau",
      valid: { page: "home", sprache: "de", "de:hero:title": "Entwurf", "en:hero:title": "Draft" },
      breakers: [
        ["page", "kaputt"],
        ["page", ""],
      ],
    },
    // Her calendar (decisions 0134, 0135): the address is checked before it is stored; every intent acts on row 1 only.
    {
      id: "routes/admin/kalender",
      path: "/admin/kalender",
      valid: { intent: "save", id: "1", address: "https://calendar.example.de/private-abc/basic.ics" },
      breakers: [
        ["address", "kaputt"],
        ["address", "http://calendar.example.de/basic.ics"],
      ],
    },
    ...(["refresh", "remove", "renew", "revoke"] as const).map((intent): PostRoute => ({
      id: "routes/admin/kalender",
      path: "/admin/kalender",
      valid: { intent, id: "1" },
      breakers: [["intent", "kaputt"]],
    })),
    {
      // A blog post (decision 0161): an address with spaces, a link the site would not show.
      id: "routes/admin/blog",
      path: "/admin/blog",
      valid: {
        intent: "create",
        title: "Kleine Rituale",
        slug: "kleine-rituale",
        summary: "Drei Minuten am Morgen.",
        body: "Bevor das Handy leuchtet.",
        published: "on",
      },
      breakers: [
        ["slug", "Kleine Rituale"],
        ["body", "[Klick](javascript:alert(1))"],
      ],
    },
    {
      // A testimonial (decision 0166): no consent noted, a consent dated ahead, a position out of range.
      id: "routes/admin/stimmen",
      path: "/admin/stimmen",
      valid: {
        intent: "create",
        quote: "Ich gehe gelassener in schwierige Gespräche.",
        attribution: "Petra L.",
        position: "1",
        consent_on: "2026-01-15",
        consent_how: "per E-Mail",
        published: "on",
      },
      breakers: [
        ["consent_how", ""],
        ["consent_on", "2099-01-01"],
        ["consent_on", "kaputt"],
        ["position", "-1"],
      ],
    },
    {
      // A discount code (decision 0140): a percent out of range, a code with a space.
      id: "routes/admin/rabattcodes",
      path: "/admin/rabattcodes",
      valid: { intent: "create", code: "HERBST20", kind: "percent", value: "20", max_uses: "", valid_from: "" },
      breakers: [
        ["value", "101"],
        ["code", "HER BST"],
      ],
    },
    {
      // "Als bezahlt markieren" (decision 0152): a day that does not exist or lies ahead.
      id: "routes/admin/gutscheine",
      path: "/admin/gutscheine",
      valid: { intent: "markPaid", id: "00000000-0000-4000-8000-0000000000aa", paid_on: "2026-11-27" },
      breakers: [
        ["paid_on", "2026-02-30"],
        ["id", "kaputt"],
      ],
    },
    // An invoice without a booking (issue 53, decision 0223): amounts, days and the subject checked before a number is taken.
    {
      id: "routes/admin/rechnungen.neu",
      path: "/admin/rechnungen/neu",
      valid: {
        intent: "create",
        subject: "00000000-0000-4000-8000-0000000000ab",
        name: "Dr. Petra Albers",
        company: "Nordlicht Versicherung AG",
        street: "Hafenstraße 4",
        postcode: "20457",
        city: "Hamburg",
        service_date: "2026-11-20",
        line0_description: "Impulsvortrag",
        line0_quantity: "1",
        line0_price: "1.190,00",
      },
      breakers: [
        ["line0_price", "-1"],
        ["service_date", "2026-02-30"],
        ["subject", "kaputt"],
        ["vat_id", "<script>"],
      ],
    },
    // Its Stornorechnung: an invoice number that is none, or no invoice without a booking.
    {
      id: "routes/admin/rechnungen",
      path: "/admin/rechnungen",
      valid: { intent: "cancel", id: "2026-0001" },
      breakers: [
        ["id", "kaputt"],
        ["intent", "kaputt"],
      ],
    },
    // Prompt series (/admin/impulse, decision 0158): name and prompts checked before anything is stored.
    {
      id: "routes/admin/impulse",
      path: "/admin/impulse",
      valid: { intent: "create", name: "7 Tage Gegenwartsfreude", prompts: "Wofür bist du heute dankbar?" },
      breakers: [
        ["name", ""],
        ["prompts", ""],
      ],
    },
    // Her 1:1 hours and appointment types (/admin/verfuegbarkeit): times, days and amounts checked before anything is stored.
    {
      id: "routes/admin/verfuegbarkeit",
      path: "/admin/verfuegbarkeit",
      valid: { intent: "saveWeek", w1_0_start: "09:00", w1_0_end: "12:00", w1_0_online: "on" },
      breakers: [
        ["w1_0_end", "08:00"],
        ["w1_0_start", "kaputt"],
      ],
    },
    {
      id: "routes/admin/verfuegbarkeit",
      path: "/admin/verfuegbarkeit",
      valid: { intent: "addException", day: "2099-01-05", kind: "extra", start: "09:00", end: "10:00", x_online: "on" },
      breakers: [
        ["day", "2099-02-30"],
        ["end", "08:00"],
      ],
    },
    ...(
      [{ intent: "createType" }, { intent: "updateType", id: "00000000-0000-4000-8000-00000000a001" }] as Record<
        string,
        string
      >[]
    ).map((target): PostRoute => ({
      id: "routes/admin/verfuegbarkeit",
      path: "/admin/verfuegbarkeit",
      valid: {
        ...target,
        name: "Einzelcoaching kompakt",
        description: "45 Minuten für eine konkrete Frage.",
        duration_minutes: "45",
        price: "95,50",
        buffer_before_minutes: "0",
        buffer_after_minutes: "15",
        min_notice_hours: "24",
        horizon_days: "30",
        max_per_day: "",
        meeting_url: "https://meet.example.de/raum",
        active: "on",
        p_online: "on",
      },
      breakers: [
        ["price", "-1"],
        ["duration_minutes", "0"],
      ],
    })),
    // Her package catalogue (decision 0157): the session_packages CHECK constraints answered beside the field.
    ...(
      [{ intent: "createPackage" }, { intent: "updatePackage", id: "00000000-0000-4000-8000-00000000b001" }] as Record<
        string,
        string
      >[]
    ).map((target): PostRoute => ({
      id: "routes/admin/verfuegbarkeit",
      path: "/admin/verfuegbarkeit",
      valid: {
        ...target,
        name: "3er-Paket Einzelcoaching",
        description: "Drei Sitzungen für ein Thema.",
        credits: "3",
        price: "390",
        valid_months: "6",
        appointment_type_id: "00000000-0000-4000-8000-00000000a002",
        active: "on",
      },
      breakers: [
        ["credits", "51"],
        ["valid_months", "0"],
        ["appointment_type_id", "00000000-0000-4000-8000-00000000ffff"],
      ],
    })),
    // Her e-mail texts (decision 0212): an unknown placeholder or hours out of range store nothing.
    ...(["save", "preview"] as const).map((intent): PostRoute => ({
      id: "routes/admin/erinnerungen",
      path: "/admin/erinnerungen",
      valid: {
        intent,
        kind: "checkin",
        hours: "24",
        subject: "Worum soll es gehen, {name}?",
        body: "Wir sehen uns am {datum} um {uhrzeit} Uhr.",
        subject_en: "What shall we talk about, {name}?",
        body_en: "See you on {datum}.",
      },
      breakers: [
        ["hours", "0"],
        ["subject", "Hallo {vorname}"],
      ],
    })),
    // Her intake questions (decision 0211): added to a type that is none, or without a question, nothing is stored.
    {
      id: "routes/admin/fragen",
      path: "/admin/fragen",
      valid: { intent: "add", id: someId, label: "Worum soll es gehen?", label_en: "", kind: "short", required: "on" },
      breakers: [
        ["label", ""],
        ["kind", "choice"],
      ],
    },
    // A choice question (decision 0221): fewer than two answers, or English answers that do not match.
    {
      id: "routes/admin/fragen",
      path: "/admin/fragen",
      valid: {
        intent: "add",
        id: someId,
        label: "Wie möchtest du teilnehmen?",
        label_en: "",
        kind: "choice",
        options: "Vor Ort\nOnline",
        options_en: "",
        required: "on",
      },
      breakers: [
        ["options", "Vor Ort"],
        ["options_en", "On site"],
      ],
    },
    // An event's questions (decision 0221): the same form at the event's address; the event is a seeded one.
    {
      id: "routes/admin/events.$id.fragen",
      path: `/admin/events/${seededEvent}/fragen`,
      valid: { intent: "add", id: someId, label: "Gibt es etwas, das ich wissen sollte?", kind: "yesno" },
      breakers: [
        ["label", ""],
        ["kind", "vielleicht"],
      ],
    },
    // The next small step after a session (decision 0222): empty or too long, nothing is sent.
    {
      id: "routes/admin/klientinnen.$id",
      path: `/admin/klientinnen/${someId}`,
      valid: { intent: "nextStep", id: someId, booking: someId, step: "Zwei Minuten am Morgen nur atmen." },
      breakers: [
        ["step", ""],
        ["booking", ""],
      ],
    },
    // Her business settings (decision 0154): a broken IBAN or a missing tax number stores nothing.
    {
      id: "routes/admin/einstellungen",
      path: "/admin/einstellungen",
      valid: {
        intent: "save",
        small_business: "",
        issuer_name: "Johanna Lindner – Klarsinn Coaching",
        street: "Wilhelmitorwall 12",
        postal_code: "38118",
        city: "Braunschweig",
        vat_id: "DE318456729",
        tax_number: "",
        account_holder: "Johanna Lindner",
        iban: "DE02120300000000202051",
        bic: "BYLADEM1001",
        bank_name: "Deutsche Kreditbank",
      },
      breakers: [
        ["iban", "DE02120300000000202052"],
        ["vat_id", ""],
      ],
    },
    // Her photo upload and the portrait slot (decision 0164): the upload takes up to twice 5 MB
    // (workers/security.ts); without a file, without an alt text or with a key that is none, refused.
    ...(
      [
        { intent: "upload", alt: "Johanna im Seminarraum", alt_en: "" },
        { intent: "portrait", key: `${"a".repeat(64)}.jpg` },
        { intent: "clearPortrait" },
      ] as Record<string, string>[]
    ).map((valid): PostRoute => ({
      id: "routes/admin/bilder",
      path: "/admin/bilder",
      valid,
      breakers: [
        ["intent", "kaputt"],
        ["alt", ""],
        ["key", "kaputt"],
      ],
      tooLargeBytes: 10 * 1024 * 1024 + 1024,
    })),
    // The bank statement upload takes up to 1 MiB (workers/security.ts); both of its steps.
    ...(
      [
        { intent: "confirm", match: `${someId}|8900|2026-11-20|2` },
        { intent: "upload", statement: "Buchungstag;Verwendungszweck;Betrag" },
      ] as Record<string, string>[]
    ).map((valid): PostRoute => ({
      id: "routes/admin/zahlungsabgleich",
      path: "/admin/zahlungsabgleich",
      valid,
      breakers: [
        ["intent", "kaputt"],
        ["match", "kaputt"],
      ],
      tooLargeBytes: 1100 * 1024,
    })),
    ...(
      [
        ["routes/admin/contact-submissions", "/admin/contact-submissions", ["markRead", "delete"]],
        ["routes/admin/newsletter-subscriptions", "/admin/newsletter-subscriptions", ["delete"]],
        ["routes/admin/mindset-journal", "/admin/mindset-journal", ["delete"]],
        ["routes/admin/emails", "/admin/emails", ["resend"]],
        ["routes/admin/bookings", "/admin/bookings", ["confirm", "cancel"]],
        ["routes/admin/web-content", "/admin/web-content", ["delete"]],
        ["routes/admin/profiles", "/admin/profiles", ["delete"]],
        ["routes/admin/events", "/admin/events", ["delete"]],
        ["routes/admin/waitlist", "/admin/waitlist", ["delete"]],
        ["routes/admin/newsletter-campaigns", "/admin/newsletter-campaigns", ["test", "send", "delete"]],
        ["routes/admin/rabattcodes", "/admin/rabattcodes", ["deactivate"]],
        ["routes/admin/impulse", "/admin/impulse", ["update", "delete"]],
        ["routes/admin/blog", "/admin/blog", ["delete"]],
        ["routes/admin/stimmen", "/admin/stimmen", ["update", "delete"]],
        ["routes/admin/termine", "/admin/termine", ["attended", "noShow", "removeWish"]],
        ["routes/admin/verfuegbarkeit", "/admin/verfuegbarkeit", ["removeException"]],
        // Her private notes on a client's page (decision 0195); the client is named by the form's id.
        ["routes/admin/klientinnen.$id", `/admin/klientinnen/${someId}`, ["note", "sessionNote", "nextStep"]],
        ["routes/admin/fragen", "/admin/fragen", ["save", "up", "down", "delete"]],
        [
          "routes/admin/events.$id.fragen",
          `/admin/events/${seededEvent}/fragen`,
          ["add", "save", "up", "down", "delete"],
        ],
        ["routes/admin/erinnerungen", "/admin/erinnerungen", ["switches"]],
      ] as const
    ).flatMap(([id, path, intents]) =>
      intents.map((intent): PostRoute => ({
        id,
        path,
        valid: { intent, id: someId },
        breakers: [
          ["id", missingId],
          ["intent", "kaputt"],
        ],
      })),
    ),
  ] satisfies PostRoute[]
).map((route) => ({ ...route, admin: true }));
// Signing out needs no input; a malformed post must not break it (sent without the sweep's session).
publicRoutes.push({ id: "routes/admin/logout", path: "/admin/logout", valid: {}, breakers: [] });

let adminCookie = "";
/** Each sweep file's start: the demo seed, a signed-in administrator, the write counter. */
export function setUpSweep(): void {
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    adminCookie = await sessionCookie(await createProfile("sweep-admin@example.de", true));
    await watchWrites();
  });
}

/** The five files together cover every route with an action and every route with a path parameter. */
export const checkCoverage = () =>
  describe("the sweep covers the route table", () => {
    it("every route with an action is swept, and every route with a path parameter", () => {
      const swept = new Set([...publicRoutes, ...adminRoutes].map((route) => route.id));
      const withAction = routeFiles.filter((route) => route.hasAction).map((route) => route.id);
      expect(withAction.filter((id) => !swept.has(id))).toEqual([]);
      const withParams = routeFiles.filter((route) => route.path?.includes(":")).map((route) => route.id);
      expect(withParams.filter((id) => !getRoutes.some((route) => route.id === id))).toEqual([]);
    });
  });

/** Every malformed POST against `routes`; admin routes are sent with the administrator's session. */
export const sweepPosts = (routes: PostRoute[]) =>
  describe.each(
    routes.map(
      (route) => [`${route.admin ? "admin " : ""}${route.path} (${route.valid.intent ?? "form"})`, route] as const,
    ),
  )("POST %s", (_, route) => {
    // Read when the tests run: the session is made in setUpSweep's beforeAll, after this collection.
    let cookie: string | undefined;
    beforeAll(() => {
      cookie = route.admin ? adminCookie : undefined;
      if (route.admin) expect(cookie).toMatch(/=/);
    });
    const valid = form(route.valid);
    const paths = route.path.includes("?") ? [route.path] : [route.path, `${route.path}.data`];

    it("wrong content types, huge bodies and broken encodings: refused before the action, nothing stored", async () => {
      for (const path of paths) {
        const at = `${path}`;
        const only =
          (...codes: number[]) =>
          (status: number) =>
            codes.includes(status);
        await expectRefusedWithoutChange(
          `${at} JSON`,
          () => send(path, { body: JSON.stringify(route.valid), contentType: "application/json", cookie }),
          only(415),
        );
        await expectRefusedWithoutChange(
          `${at} text/plain`,
          () => send(path, { body: valid, contentType: "text/plain", cookie }),
          only(415),
        );
        await expectRefusedWithoutChange(
          `${at} no content type`,
          () => send(path, { body: new Blob([valid]), contentType: null, cookie }),
          only(415),
        );
        const tooLarge = route.tooLargeBytes ?? maxFormBodyBytes(route.path) + 1024;
        await expectRefusedWithoutChange(
          `${at} ${Math.round(tooLarge / 1024)} KiB form`,
          () => send(path, { body: `${valid}&pad=${"x".repeat(tooLarge)}`, contentType: URLENCODED, cookie }),
          only(413),
        );
        await expectRefusedWithoutChange(
          `${at} streamed beyond the limit without length`,
          () => {
            const chunk = new TextEncoder().encode(`${valid}&pad=${"y".repeat(64 * 1024)}`);
            // 1 MiB, or past a larger limit (the statement upload) by two chunks.
            const chunks = Math.max(16, Math.ceil(tooLarge / (64 * 1024)) + 2);
            let sent = 0;
            const body = new ReadableStream<Uint8Array>({
              pull(controller) {
                if (sent++ >= chunks) controller.close();
                else controller.enqueue(chunk);
              },
            });
            return send(path, { body, contentType: URLENCODED, cookie });
          },
          only(413),
        );
        await expectRefusedWithoutChange(
          `${at} foreign origin`,
          () => send(path, { body: valid, contentType: URLENCODED, cookie, origin: "https://evil.example" }),
          only(403),
        );
        await expectRefusedWithoutChange(`${at} broken multipart`, () =>
          send(path, {
            body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nlena',
            contentType: "multipart/form-data; boundary=y",
            cookie,
          }),
        );
        await expectRefusedWithoutChange(`${at} broken percent-encoding`, () =>
          send(path, {
            body: `${form(Object.fromEntries(route.breakers.slice(0, 1)))}&x=%E0%A4%A&%ZZ=%&y=%ED%A0%80%C0%AF%FF%FE`,
            contentType: URLENCODED,
            cookie,
          }),
        );
      }
    });

    it("missing, extra, repeated and wrongly typed fields, overlong strings, control characters and odd unicode: no 5xx, nothing stored", async () => {
      // Any changed id or token names nothing that exists: those refuse on their own, without a breaker.
      const breakerFor = (field: string) =>
        ["id", "token"].includes(field) ? undefined : route.breakers.find(([name]) => name !== field);
      const cases: [string, Record<string, string> | string][] = [];
      cases.push(["empty form", {}]);
      // Which cases go through the page (the action, then the page drawn again around the refusal):
      // the whole-form ones, and on a public page every case of its first field, so each odd value
      // is drawn back into the visitor's form once. The other fields' cases take the fetcher's
      // `.data` address: the same action without the page around it, about a tenth of the cost.
      const firstField = Object.keys(route.valid)[0];
      const throughPage = (what: string) =>
        what === "empty form" ||
        what === "extra fields" ||
        (!route.admin && firstField !== undefined && what.startsWith(`${firstField} `));
      cases.push([
        "extra fields",
        `${form({ ...route.valid, ...Object.fromEntries(route.breakers.slice(0, 1)) })}&__proto__=x&constructor=y&total_price=0&status=confirmed&is_admin=on`,
      ]);
      for (const field of Object.keys(route.valid)) {
        const rest = Object.fromEntries(Object.entries(route.valid).filter(([name]) => name !== field));
        const breaker = breakerFor(field);
        const broken = (value: string) => ({
          ...route.valid,
          ...(breaker ? { [breaker[0]]: breaker[1] } : {}),
          [field]: value,
        });
        cases.push([`${field} missing`, { ...rest, ...(breaker ? { [breaker[0]]: breaker[1] } : {}) }]);
        cases.push([
          `${field} repeated`,
          `${form(broken(route.valid[field]!))}&${encodeURIComponent(field)}=${encodeURIComponent(LONG)}`,
        ]);
        for (const [what, value] of Object.entries({ ...REFUSED_VALUES, ...ODD_VALUES }))
          cases.push([`${field} ${what}`, broken(value)]);
        if (["id", "token"].includes(field)) {
          for (const [what, value] of Object.entries(BAD_IDS)) cases.push([`${field} bad id ${what}`, broken(value)]);
        }
      }
      // Past the session check for the back office; and at an address with an action (405 would
      // mean the `.data` address reached none, and the case tested nothing).
      const reached = (status: number) => status !== 405 && (!route.admin || (status !== 401 && status !== 403));
      let pageAnswer: number | undefined;
      for (const [what, fields] of cases) {
        const body = typeof fields === "string" ? fields : form(fields);
        // A back-office page rendered again after a refusal loads its lists, about ten times the
        // action's own cost: the whole-form cases go through that render, the field-by-field ones
        // through the fetcher's `.data` address, which runs the same action without it. Both must
        // get past the session check (not 401/403), or the sweep would test the sign-in alone.
        const at = throughPage(what) ? route.path : fetcherPath(route.path);
        const status = await expectRefusedWithoutChange(
          `${at} ${what}`,
          () => send(at, { body, contentType: URLENCODED, cookie }),
          reached,
        );
        if (what === "empty form") pageAnswer = status;
        // The same as multipart, the encoding fetchers and file-capable forms use.
        if (what.endsWith("overlong") || what.endsWith("NUL and escape")) {
          const multipart = new FormData();
          for (const [key, value] of new URLSearchParams(body)) multipart.append(key, value);
          await expectRefusedWithoutChange(
            `${at} ${what} (multipart)`,
            () => send(at, { body: multipart, cookie }),
            reached,
          );
        }
      }
      // The `.data` address must reach what the page reaches: the empty form is refused there as
      // the page refused it above (a 404 only where the page answered 404 too, an address whose
      // token names nothing), or the cases sent there would test nothing.
      await expectRefusedWithoutChange(
        `${fetcherPath(route.path)} empty form`,
        () => send(fetcherPath(route.path), { body: "", contentType: URLENCODED, cookie }),
        (status) => (status === 404 ? pageAnswer === 404 : reached(status)),
      );
    }, 120_000);
  });

export const getRoutes: { id: string; paths: string[] }[] = [
  {
    id: "routes/events.$id",
    paths: Object.values(BAD_EVENT_ADDRESSES).flatMap((id) => [
      `/events/${encodeURIComponent(id)}`,
      `/events/${encodeURIComponent(id)}.data`,
    ]),
  },
  {
    id: "routes/events.$id.kalender[.]ics",
    paths: Object.values(BAD_EVENT_ADDRESSES).map((id) => `/events/${encodeURIComponent(id)}/kalender.ics`),
  },
  {
    id: "routes/newsletter.bestaetigen",
    paths: Object.values(BAD_IDS).map((token) => `/newsletter/bestaetigen?token=${encodeURIComponent(token)}`),
  },
  {
    id: "routes/buchung.$token",
    paths: Object.values(BAD_IDS).map((token) => `/buchung/${encodeURIComponent(token)}`),
  },
  {
    id: "routes/buchung.$token.kalender[.]ics",
    paths: Object.values(BAD_IDS).map((token) => `/buchung/${encodeURIComponent(token)}/kalender.ics`),
  },
  {
    id: "routes/buchung.$token.rechnung.$number",
    paths: Object.values(BAD_IDS).flatMap((bad) => [
      `/buchung/${encodeURIComponent(bad)}/rechnung/2026-0001`,
      `/buchung/${encodeURIComponent(bad)}/rechnung/${encodeURIComponent(bad)}`,
    ]),
  },
  {
    // Her calendar's subscription link (decision 0135): a wrong token is 404, never a 500.
    id: "routes/kalender.$file",
    paths: Object.values(BAD_IDS).flatMap((bad) => [
      `/kalender/${encodeURIComponent(bad)}`,
      `/kalender/${encodeURIComponent(bad)}.ics`,
    ]),
  },
  {
    id: "routes/admin/rechnungen.$number",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/rechnungen/${encodeURIComponent(bad)}`),
  },
  {
    id: "routes/admin/rechnungen.$number.e-rechnung",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/rechnungen/${encodeURIComponent(bad)}/e-rechnung`),
  },
  {
    id: "routes/admin/events.$id.teilnehmer",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/events/${encodeURIComponent(bad)}/teilnehmer`),
  },
  // A course (issue 55): its dates page, attendance, the check-in and the certificate of a token or id naming nothing.
  {
    id: "routes/admin/events.$id.termine",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/events/${encodeURIComponent(bad)}/termine`),
  },
  {
    id: "routes/admin/events.$id.anwesenheit",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/events/${encodeURIComponent(bad)}/anwesenheit`),
  },
  // An event's questions (decision 0221) of an id that names nothing.
  {
    id: "routes/admin/events.$id.fragen",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/events/${encodeURIComponent(bad)}/fragen`),
  },
  ...(["", "/en"] as const).flatMap((prefix) => [
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.checkin`,
      paths: Object.values(BAD_IDS).map((token) => `${prefix}/buchung/${encodeURIComponent(token)}/checkin`),
    },
    {
      id: `${prefix ? "en/" : ""}routes/buchung.$token.bescheinigung[.]pdf`,
      paths: Object.values(BAD_IDS).map((token) => `${prefix}/buchung/${encodeURIComponent(token)}/bescheinigung.pdf`),
    },
  ]),
  {
    id: "routes/admin/klientinnen.$id",
    paths: Object.values(BAD_IDS).map((bad) => `/admin/klientinnen/${encodeURIComponent(bad)}`),
  },
  {
    id: "routes/admin/passwort-neu.$token",
    paths: Object.values(BAD_IDS).map((token) => `/admin/passwort-neu/${encodeURIComponent(token)}`),
  },
  {
    id: "routes/warteliste.$token",
    paths: Object.values(BAD_IDS).map((token) => `/warteliste/${encodeURIComponent(token)}`),
  },
  {
    id: "routes/newsletter.abmelden",
    paths: Object.values(BAD_IDS).map((token) => `/newsletter/abmelden?token=${encodeURIComponent(token)}`),
  },
  {
    id: "routes/meine-daten.verwalten",
    paths: Object.values(BAD_IDS).map((token) => `/meine-daten/verwalten?token=${encodeURIComponent(token)}`),
  },
  {
    id: "en/routes/events.$id",
    paths: Object.values(BAD_EVENT_ADDRESSES).map((id) => `/en/events/${encodeURIComponent(id)}`),
  },
  {
    id: "en/routes/events.$id.kalender[.]ics",
    paths: Object.values(BAD_EVENT_ADDRESSES).map((id) => `/en/events/${encodeURIComponent(id)}/kalender.ics`),
  },
  ...(
    [
      ["en/routes/buchung.$token", (t: string) => `/en/buchung/${t}`],
      ["en/routes/buchung.$token.kalender[.]ics", (t: string) => `/en/buchung/${t}/kalender.ics`],
      ["routes/buchung.$token.verschieben", (t: string) => `/buchung/${t}/verschieben`],
      ["en/routes/buchung.$token.verschieben", (t: string) => `/en/buchung/${t}/verschieben`],
      ["routes/buchung.$token.termin", (t: string) => `/buchung/${t}/termin`],
      ["en/routes/buchung.$token.termin", (t: string) => `/en/buchung/${t}/termin`],
      ["en/routes/warteliste.$token", (t: string) => `/en/warteliste/${t}`],
      ["en/routes/newsletter.bestaetigen", (t: string) => `/en/newsletter/bestaetigen?token=${t}`],
      ["en/routes/newsletter.abmelden", (t: string) => `/en/newsletter/abmelden?token=${t}`],
      ["en/routes/meine-daten.verwalten", (t: string) => `/en/meine-daten/verwalten?token=${t}`],
      // A blog post that is none (decision 0161): 404, never a 5xx.
      ["routes/blog.$slug", (t: string) => `/blog/${t}`],
      ["en/routes/blog.$slug", (t: string) => `/en/blog/${t}`],
      ["routes/admin/blog.$id.vorschau", (t: string) => `/admin/blog/${t}/vorschau`],
      // An uploaded photo that is none (decision 0164): 404, never a 5xx.
      ["routes/bilder.$key", (t: string) => `/bilder/${t}`],
      // "Mein Journal" (decision 0144): a forged or old link opens nothing.
      ["routes/journal.$token", (t: string) => `/journal/${t}`],
      ["en/routes/journal.$token", (t: string) => `/en/journal/${t}`],
      // Prompt series (decision 0158): a forged booking link offers nothing, a forged stop link stops nothing.
      ["routes/buchung.$token.impulse", (t: string) => `/buchung/${t}/impulse`],
      ["en/routes/buchung.$token.impulse", (t: string) => `/en/buchung/${t}/impulse`],
      ["routes/journal.impulse.beenden", (t: string) => `/journal/impulse/beenden?token=${t}`],
      ["en/routes/journal.impulse.beenden", (t: string) => `/en/journal/impulse/beenden?token=${t}`],
    ] as const
  ).map(([id, path]) => ({ id, paths: Object.values(BAD_IDS).map((token) => path(encodeURIComponent(token))) })),
  {
    id: "en/routes/events",
    paths: ["ansicht=%00", "monat=9999-99", "tag=" + "9".repeat(5000)].map((query) => `/en/events?${query}`),
  },
  {
    id: "en/routes/not-found",
    paths: ["/en/%2F%2Fevil.example", "/en/a/%00/b", `/en/${"x".repeat(5000)}`, "/en/%E0%A4%A"],
  },
  {
    id: "routes/events",
    paths: [
      "ansicht=%00",
      "ansicht=liste&tag=2026-02-31",
      "monat=9999-99",
      "tag=" + "9".repeat(5000),
      "monat=%E0%A4%A",
    ].map((query) => `/events?${query}`),
  },
  {
    id: "routes/not-found",
    paths: ["/%2F%2Fevil.example", "/a/%00/b", `/${"x".repeat(5000)}`, "/%E0%A4%A", "/..%2F..%2Fetc%2Fpasswd"],
  },
];
const adminQueries = [
  "page=-1",
  "page=1e309",
  "page=99999999999999999999",
  "q=%25%5F%5C",
  `q=${"ä".repeat(500)}`,
  "q=%00%1b",
  "event=%27%20OR%201%3D1",
];

export const sweepGets = () =>
  describe("GET with bad parameters", () => {
    it("public pages with bad ids, tokens and query strings: no 5xx, nothing stored", async () => {
      for (const { paths } of getRoutes) {
        for (const path of paths) {
          await expectRefusedWithoutChange(`GET ${path.slice(0, 80)}`, () => send(path, { method: "GET" }));
        }
      }
    }, 120_000);

    it("admin lists and the CSV export with bad page, search and filter values: no 5xx, nothing stored", async () => {
      for (const list of [
        "profiles",
        "contact-submissions",
        "newsletter-subscriptions",
        "events",
        "bookings",
        "bookings.csv",
        "web-content",
        "mindset-journal",
        "emails",
        "waitlist",
        "audit",
        "newsletter-campaigns",
        "newsletter-subscriptions.csv",
        "zwei-faktor",
        "zahlungsabgleich",
        "rechnungen",
        "rechnungen/neu",
        ...Object.values(BAD_IDS).map((bad) => `rechnungen/${encodeURIComponent(bad)}`),
        ...Object.values(BAD_IDS).map((bad) => `rechnungen/${encodeURIComponent(bad)}/e-rechnung`),
        "einstellungen",
        ...Object.values(BAD_IDS).map((bad) => `events/${encodeURIComponent(bad)}/teilnehmer`),
        "blog",
        ...Object.values(BAD_IDS).map((bad) => `blog/${encodeURIComponent(bad)}/vorschau`),
        "bilder",
      ]) {
        for (const query of adminQueries) {
          await expectRefusedWithoutChange(
            `GET /admin/${list}?${query.slice(0, 40)}`,
            () => send(`/admin/${list}?${query}`, { method: "GET", cookie: adminCookie }),
            // An invoice number or event id that is none: 404 (no such invoice or event), never a 5xx.
            (s) => s === 200 || (/^(rechnungen|events|blog)\//.test(list) && s === 404),
          );
        }
      }
    }, 120_000);
  });

export const checkHarness = () =>
  describe("the harness reaches the real actions", () => {
    it("valid posts go through the same path and are stored (so the refusals above are real refusals)", async () => {
      const before = await snapshot();
      expect(await send("/contact", { body: form(publicRoutes[1]!.valid), contentType: URLENCODED })).toBe(200);
      const afterContact = await snapshot();
      expect(afterContact).not.toBe(before);
      expect(
        await send(`/events/${seededEvent}`, { body: form(publicRoutes[0]!.valid), contentType: URLENCODED }),
      ).toBeLessThan(400);
      expect(await snapshot()).not.toBe(afterContact);
    });
  });

/** Last in every sweep file: the refusals collected above. */
export const expectNoFailures = () =>
  it("no request of the sweep answered 5xx or left a change behind", () => {
    expect(failures).toEqual([]);
  });
