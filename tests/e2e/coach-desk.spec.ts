import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, pageFromAddress, shootBothWidths } from "./page-checks.ts";

/**
 * The coach's hands on /admin/termine (issue 51, decision 0190) against the built app on workerd: she
 * enters a paid session for a client at a free time (the client's confirmation e-mail with its
 * calendar file arrives), a second tab that still offers that time is answered 409 with the next
 * free times and books nothing, and she moves the session (the client's e-mail says so). Other specs
 * book the intro call and the first coaching times on this server: this one takes later times.
 * Screenshots at 390 and 1280 px go to /tmp/shots-coach-desk/.
 */

test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-coach-desk";
const COACHING = "Einzelcoaching (60 Minuten)";

test("the coach enters a session for a client, a taken time answers 409 with the next free ones, then she moves it", async ({
  browser,
}) => {
  const email = `eingetragen-${run}@example.de`;
  const admin = await pageFromAddress(browser, "198.51.100.175");
  await signInAsAdmin(admin);
  await admin.goto("/admin/termine");
  const form = admin.getByRole("region", { name: /Termin für eine Klientin/ });
  const kinds = form.getByLabel("Terminart");
  const kind = await kinds
    .locator("option")
    .evaluateAll(
      (all, name) => all.find((o) => o.textContent?.startsWith(name))?.getAttribute("value") ?? "",
      COACHING,
    );
  await kinds.selectOption(kind);
  await form.getByRole("button", { name: "Freie Zeiten zeigen" }).click();
  await expect(admin).toHaveURL(/eintragen=/);
  const slot = form.getByLabel("Freie Zeit");
  await expect(slot).toBeVisible();
  // A later time: other specs book the first ones of this server.
  const options = await slot.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  expect(options.length).toBeGreaterThan(40);
  const chosen = options[37]!;
  await slot.selectOption(chosen);
  await form.getByLabel("Vollständiger Name").fill("Nora Eingetragen");
  await form.getByLabel("E-Mail").fill(email);
  await form.getByRole("checkbox", { name: /ausdrücklich verlangt/ }).check();
  await expectNoViolations(admin);
  await shootBothWidths(admin, SHOTS, "1-enter-form");

  // A second tab opened before the entry still offers the same time.
  const second = await pageFromAddress(browser, "198.51.100.176");
  await second.context().addCookies(await admin.context().cookies());
  await second.goto(admin.url());
  const secondForm = second.getByRole("region", { name: /Termin für eine Klientin/ });
  await secondForm.getByLabel("Freie Zeit").selectOption(chosen);
  await secondForm.getByLabel("Vollständiger Name").fill("Olivia Zuspaet");
  await secondForm.getByLabel("E-Mail").fill(`zuspaet-${run}@example.de`);
  await secondForm.getByRole("checkbox", { name: /ausdrücklich verlangt/ }).check();

  await form.getByRole("button", { name: "Termin eintragen" }).click();
  await expect(admin.getByText("Die Bestätigung ist an die Person unterwegs.")).toBeVisible();
  await expect(admin.getByRole("listitem").filter({ hasText: email })).toContainText("Nora Eingetragen");
  const [booking] = queryE2eDb<{ status: string; kind: string; start_time: string }>(
    `SELECT b.status, e.kind, e.start_time FROM klarsinn_booking b JOIN klarsinn_events e ON e.id = b.event_id WHERE b.email = '${email}'`,
  );
  expect(booking).toMatchObject({ status: "confirmed", kind: "session" });
  await shootBothWidths(admin, SHOTS, "2-entered");

  // The client's e-mail: the confirmation a booking gets when the coach confirms it, with the invoice.
  const mail = await readMail(admin, email, "bestätigt");
  expect(mail.attachments.join(" ")).toMatch(/rechnung-.*\.pdf/);
  expect(
    queryE2eDb<{ kind: string }>(`SELECT kind FROM mail_outbox WHERE recipient = '${email}' ORDER BY created_at`).map(
      (row) => row.kind,
    ),
  ).toEqual(["booking-status"]);

  // The second tab's entry of the same time: 409, the next free times beside the field, nothing booked.
  await secondForm.getByRole("button", { name: "Termin eintragen" }).click();
  await expect(second.getByText(/inzwischen vergeben\. Nächste freie Zeiten/).first()).toBeVisible();
  expect(queryE2eDb(`SELECT id FROM klarsinn_booking WHERE email = 'zuspaet-${run}@example.de'`)).toEqual([]);
  await shootBothWidths(second, SHOTS, "3-taken-409");

  // She moves the session to another free time; the client hears it from her.
  await admin.goto("/admin/termine?q=" + encodeURIComponent(email));
  await admin.getByRole("link", { name: "Verschieben Nora Eingetragen" }).click();
  const move = admin.getByRole("region", { name: "Termin von Nora Eingetragen verschieben" });
  await expect(move).toBeVisible();
  const moveOptions = await move
    .getByLabel("Freie Zeit")
    .locator("option")
    .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  await move.getByLabel("Freie Zeit").selectOption(moveOptions[Math.min(12, moveOptions.length - 1)]!);
  await shootBothWidths(admin, SHOTS, "4-move");
  await move.getByRole("button", { name: "Auf diese Zeit verschieben" }).click();
  await expect(admin.getByText("Die Person bekommt die neue Zeit per E-Mail.")).toBeVisible();
  const moved = await readMail(admin, email, "Neuer Termin");
  expect(moved.text).toContain("ich habe deinen Termin");
  expect(moved.attachments.join(" ")).toMatch(/\.ics/);
});
