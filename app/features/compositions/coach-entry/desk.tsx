import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { compactControl, Field, InputField } from "~/components/ui/field";
import type { AdminResult } from "~/features/compositions/admin/result";
import { formatLongDate } from "~/features/products/events/format";
import { adminMessages } from "~/lib/messages.admin";
import type { DeskView, OfferedTime } from "./entry.server";

/*
 * The coach's forms on /admin/termine (decision 0190): enter a session, move one, give a package,
 * add credits. Plain forms (they post without JavaScript; the answer shows as the page's notice and
 * beside the fields). The free times are the scheduler's, read when the page loaded; the server
 * checks them again in the write.
 */

const t = adminMessages.coachDesk;
type Refused = Extract<AdminResult, { ok: false }>;
const panel = "flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6";

/** The answer to this very form (its intent, and its row), when it was refused. */
export function refusedFor(answer: AdminResult | undefined, intent: string, id = ""): Refused | undefined {
  if (!answer || answer.ok || answer.values?.intent !== intent) return undefined;
  return (answer.values.id ?? "") === id ? answer : undefined;
}

/** The form emptied after its own success, so the next client starts blank (the page stays as it was loaded). */
function useClearedAfterSuccess() {
  const ref = useRef<HTMLFormElement>(null);
  const answer = useActionData<AdminResult>();
  useEffect(() => {
    if (answer?.ok) ref.current?.reset();
  }, [answer]);
  return ref;
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** The free times as one select, grouped by day ("Montag, 30. November 2026" → "10:00 · Online"). */
function TimeSelect({
  times,
  error,
  value,
  label = t.slot,
}: {
  times: OfferedTime[];
  error?: string | undefined;
  value?: string | undefined;
  label?: string;
}) {
  const days: { day: string; times: OfferedTime[] }[] = [];
  for (const time of times) {
    const last = days.at(-1);
    if (last?.day === time.day) last.times.push(time);
    else days.push({ day: time.day, times: [time] });
  }
  return (
    <Field label={label} error={error} hint={t.slotHint} controlClass={compactControl}>
      {(props) => (
        <select {...props} name="slot" required defaultValue={value ?? ""}>
          {days.map((group) => (
            <optgroup key={group.day} label={formatLongDate(group.day)}>
              {group.times.map((time) => (
                <option key={time.value} value={time.value}>
                  {time.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Name, e-mail, phone and (for a total over the small-amount limit) the invoice's address. */
function PersonFields({ errors, values }: { errors: Record<string, string>; values: Record<string, string> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t.fullName}
          name="full_name"
          required
          maxLength={120}
          autoComplete="off"
          controlClass={compactControl}
          defaultValue={values.full_name ?? ""}
          error={errors.full_name}
        />
        <InputField
          label={t.email}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          controlClass={compactControl}
          defaultValue={values.email ?? ""}
          error={errors.email}
        />
      </div>
      <InputField
        label={t.phone}
        name="phone"
        type="tel"
        maxLength={40}
        controlClass={compactControl}
        defaultValue={values.phone ?? ""}
        error={errors.phone}
      />
      <details className="rounded-xl border border-line p-3" open={Boolean(errors.billing_street)}>
        <summary className="cursor-pointer text-sm font-medium">{t.billingHint}</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-[2fr_1fr_2fr]">
          <InputField
            label={t.billingStreet}
            name="billing_street"
            maxLength={120}
            controlClass={compactControl}
            defaultValue={values.billing_street ?? ""}
            error={errors.billing_street}
          />
          <InputField
            label={t.billingPostcode}
            name="billing_postcode"
            inputMode="numeric"
            maxLength={5}
            controlClass={compactControl}
            defaultValue={values.billing_postcode ?? ""}
            error={errors.billing_postcode}
          />
          <InputField
            label={t.billingCity}
            name="billing_city"
            maxLength={80}
            controlClass={compactControl}
            defaultValue={values.billing_city ?? ""}
            error={errors.billing_city}
          />
        </div>
      </details>
    </>
  );
}

/** "Termin eintragen": first the kind (a GET: its free times load), then the time and the person. */
export function EnterSession({ desk, answer }: { desk: DeskView; answer: Refused | undefined }) {
  const busy = useBusy("enter");
  const formRef = useClearedAfterSuccess();
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? {};
  const enter = desk.enter;
  return (
    <section aria-labelledby="eintragen" className={panel} id="eintragen-bereich">
      <h2 id="eintragen" className="text-xl">
        {t.enterTitle}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t.enterIntro}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label={t.type} controlClass={compactControl}>
          {(props) => (
            <select {...props} name="eintragen" defaultValue={enter?.typeId ?? desk.types[0]?.id ?? ""}>
              {desk.types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.priceLabel ? `${type.name} · ${type.priceLabel}` : type.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonClass("secondary", "md")}>
          {t.showTimes}
        </button>
      </Form>
      {enter ? (
        enter.times.length ? (
          <Form ref={formRef} method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="enter" />
            <input type="hidden" name="type" value={enter.typeId} />
            <TimeSelect times={enter.times} error={errors.slot} value={values.slot} />
            <PersonFields errors={errors} values={values} />
            <Field label={t.note} error={errors.note} controlClass={compactControl}>
              {(props) => (
                <textarea {...props} name="note" rows={2} maxLength={1000} defaultValue={values.note ?? ""} />
              )}
            </Field>
            <div className="flex flex-col gap-1.5">
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="early_start"
                  defaultChecked={values.early_start === "on"}
                  aria-invalid={Boolean(errors.early_start)}
                  aria-describedby={errors.early_start ? "early-start-error" : undefined}
                  className="mt-1 size-4 accent-accent"
                />
                {t.earlyStart}
              </label>
              {errors.early_start ? (
                <p id="early-start-error" className="text-sm text-danger">
                  {errors.early_start}
                </p>
              ) : null}
            </div>
            <SubmitButton busy={busy} busyLabel={t.enter} className="self-start">
              {t.enter}
            </SubmitButton>
          </Form>
        ) : (
          <p className="text-muted">{t.noTimes}</p>
        )
      ) : null}
    </section>
  );
}

/** "Verschieben": the session's new free time (its kind and place), or back to the list. */
export function MoveSession({ desk, answer }: { desk: DeskView; answer: Refused | undefined }) {
  const busy = useBusy("move");
  const move = desk.move;
  if (!move) return null;
  const errors = answer?.fieldErrors ?? {};
  return (
    <section aria-labelledby="verschieben" className={`${panel} border-accent`}>
      <h2 id="verschieben" className="text-xl">
        {t.moveTitle(move.fullName)}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t.moveIntro(`${formatLongDate(move.day)}, ${move.startTime}`)}</p>
      {move.times.length ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={move.bookingId} />
          <TimeSelect times={move.times} error={errors.slot} value={answer?.values?.slot} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton busy={busy} busyLabel={t.moveSubmit}>
              {t.moveSubmit}
            </SubmitButton>
            <Link to="/admin/termine" className="text-sm text-accent-strong underline underline-offset-4">
              {t.moveCancel}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="text-muted">{t.noTimes}</p>
      )}
    </section>
  );
}

/** "Paket vergeben": a package at its price for a client, confirmed at once. */
export function GivePackage({ desk, answer }: { desk: DeskView; answer: Refused | undefined }) {
  const busy = useBusy("give");
  const formRef = useClearedAfterSuccess();
  if (!desk.packages.length) return null;
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? {};
  return (
    <section aria-labelledby="vergeben" className={panel}>
      <h2 id="vergeben" className="text-xl">
        {t.giveTitle}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t.giveIntro}</p>
      <Form ref={formRef} method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="give" />
        <Field label={t.package} error={errors.package} controlClass={compactControl}>
          {(props) => (
            <select {...props} name="package" defaultValue={values.package ?? desk.packages[0]?.id}>
              {desk.packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name} · {pkg.priceLabel}
                </option>
              ))}
            </select>
          )}
        </Field>
        <PersonFields errors={errors} values={values} />
        <SubmitButton busy={busy} busyLabel={t.give} className="self-start">
          {t.give}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** "Gutschreiben" beside a client's package: 1–10 more sessions. */
export function AddCreditsForm({
  bookingId,
  fullName,
  answer,
}: {
  bookingId: string;
  fullName: string;
  answer: Refused | undefined;
}) {
  const busy = useBusy("credits");
  return (
    <Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="credits" />
      <input type="hidden" name="id" value={bookingId} />
      <InputField
        label={t.creditsLabel(fullName)}
        name="credits"
        inputMode="numeric"
        required
        maxLength={2}
        defaultValue="1"
        controlClass={`${compactControl} w-16`}
        error={answer?.fieldErrors?.credits}
      />
      <SubmitButton busy={busy} busyLabel={t.addCredits} variant="secondary" size="sm">
        {t.addCredits}
      </SubmitButton>
    </Form>
  );
}
