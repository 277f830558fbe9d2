import { COACHING_TERMS } from "~/config/coaching";
import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field, InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import {
  adminHeaders,
  notFound,
  refusedFields,
  runAdminAction,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { StatusBadge } from "~/features/compositions/admin/data-table";
import { formatDate } from "~/features/compositions/admin/format";
import { AdminCard, AdminPageHeading } from "~/features/compositions/admin/page-parts";
import type { AdminResult } from "~/features/compositions/admin/result";
import { RowButton } from "~/features/compositions/admin/row-button";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import { formatPrice, germanAmount } from "~/lib/money";
import { sessionPackage } from "~/features/core/booking/products/package";
import { startsConfirmingByItself } from "~/features/core/booking/products/product";
import { session } from "~/features/core/booking/products/session";
import {
  exceptionPlaceField,
  MAX_RANGES_PER_DAY,
  PACKAGE_FIELDS,
  PACKAGE_LIMITS,
  parseExceptionForm,
  parsePackageForm,
  parseTypeForm,
  parseWeeklyForm,
  TYPE_TEXT_FIELDS,
  typePlaceField,
  WEEKDAYS,
  weeklyField,
} from "~/features/products/sessions/editor-schema";
import {
  addAvailabilityException,
  createAppointmentType,
  createSessionPackage,
  loadAvailabilityEditor,
  removeAvailabilityException,
  type PackageSave,
  saveHolidaySetting,
  saveWeeklyHours,
  updateAppointmentType,
  updateSessionPackage,
} from "~/features/products/sessions/editor.server";
import { HOLIDAY_REGIONS, type HolidaySetting, isHolidaySetting } from "~/features/products/sessions/holidays";
import { SESSION_PLACES, type SessionPlace } from "~/features/products/sessions/places";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/verfuegbarkeit";

const m = adminMessages.availability;
const placeLabels = adminMessages.sessions.places;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data(await loadAvailabilityEditor(getCloudflare(context).env), { headers: adminHeaders });
}

const WEEKLY_FIELDS = WEEKDAYS.flatMap((weekday) =>
  Array.from({ length: MAX_RANGES_PER_DAY }, (_, row) =>
    (["start", "end", ...SESSION_PLACES] as const).map((key) => weeklyField(weekday, row, key)),
  ).flat(),
);
const EXCEPTION_FIELDS = ["day", "kind", "start", "end", "note", ...SESSION_PLACES.map(exceptionPlaceField)];

/** A refused form's answer: its messages beside the fields, what was sent shown again (the forms post without JavaScript too). */
function refuse(
  title: string,
  form: Record<string, string>,
  fieldErrors: Record<string, string>,
  fields: readonly string[],
) {
  return withSentValues(refusedFields(title, fieldErrors), form, ["intent", "id", ...fields]);
}

/** A package save's answer: saved, its type unknown (beside the field), or the package gone. */
function packageAnswer(saved: PackageSave, form: Record<string, string>, done: { title: string; text: string }) {
  if (saved.ok) return { ok: true, toast: done };
  if (saved.reason === "not_found") return notFound(m.packageError);
  return refuse(m.packageError, form, { appointment_type_id: m.invalid.packageType }, PACKAGE_FIELDS);
}

export function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    {
      saveWeek: m.saveError,
      saveHolidays: m.saveError,
      addException: m.saveError,
      removeException: m.removeError,
      createType: m.typeError,
      updateType: m.typeError,
      createPackage: m.packageError,
      updatePackage: m.packageError,
    },
    {
      saveWeek: async ({ form, env }) => {
        const parsed = parseWeeklyForm(form);
        if (!parsed.ok) return refuse(m.saveError, form, parsed.fieldErrors, WEEKLY_FIELDS);
        await saveWeeklyHours(env, parsed.value);
        return { ok: true, toast: m.savedWeek };
      },
      saveHolidays: async ({ form, env }) => {
        if (!isHolidaySetting(form.holiday_region)) {
          return refuse(m.saveError, form, { holiday_region: m.invalidHolidays }, ["holiday_region"]);
        }
        await saveHolidaySetting(env, form.holiday_region);
        return { ok: true, toast: m.savedHolidays };
      },
      addException: async ({ form, env }) => {
        const parsed = parseExceptionForm(form, berlinToday());
        if (!parsed.ok) return refuse(m.saveError, form, parsed.fieldErrors, EXCEPTION_FIELDS);
        const added = await addAvailabilityException(env, parsed.value);
        if (!added.ok) return refuse(m.saveError, form, added.fieldErrors, EXCEPTION_FIELDS);
        return { ok: true, toast: m.addedException };
      },
      removeException: async ({ env, id }) =>
        (await removeAvailabilityException(env, id))
          ? { ok: true, toast: m.removedException }
          : notFound(m.removeError),
      createType: async ({ form, env }) => {
        const parsed = parseTypeForm(form);
        if (!parsed.ok) return refuse(m.typeError, form, parsed.fieldErrors, TYPE_TEXT_FIELDS);
        await createAppointmentType(env, parsed.value);
        return { ok: true, toast: m.createdType };
      },
      updateType: async ({ form, env, id }) => {
        const parsed = parseTypeForm(form);
        if (!parsed.ok) return refuse(m.typeError, form, parsed.fieldErrors, TYPE_TEXT_FIELDS);
        return (await updateAppointmentType(env, id, parsed.value))
          ? { ok: true, toast: m.savedType }
          : notFound(m.typeError);
      },
      createPackage: async ({ form, env }) => {
        const parsed = parsePackageForm(form);
        if (!parsed.ok) return refuse(m.packageError, form, parsed.fieldErrors, PACKAGE_FIELDS);
        return packageAnswer(await createSessionPackage(env, parsed.value), form, m.createdPackage);
      },
      updatePackage: async ({ form, env, id }) => {
        const parsed = parsePackageForm(form);
        if (!parsed.ok) return refuse(m.packageError, form, parsed.fieldErrors, PACKAGE_FIELDS);
        return packageAnswer(await updateSessionPackage(env, id, parsed.value), form, m.savedPackage);
      },
    },
    { withoutId: ["saveWeek", "saveHolidays", "addException", "createType", "createPackage"] },
  );
}

type Editor = Route.ComponentProps["loaderData"];
type Refused = Extract<AdminResult, { ok: false }>;

/** The answer to this very form (intent and, for a type, its id), when it was refused. */
function refusedFor(answer: AdminResult | undefined, intent: string, id = ""): Refused | undefined {
  if (!answer || answer.ok || answer.values?.intent !== intent) return undefined;
  return (answer.values.id ?? "") === id ? answer : undefined;
}

const box = "size-4 accent-accent";

/** Checkboxes of places with the group's message beside them. */
function PlacesField({
  legend,
  name,
  checked,
  error,
}: {
  legend: string;
  name: (place: SessionPlace) => string;
  checked: (place: SessionPlace) => boolean;
  error?: string | undefined;
}) {
  const errorId = `${name(SESSION_PLACES[0])}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {SESSION_PLACES.map((place) => (
          <label key={place} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name(place)} defaultChecked={checked(place)} className={box} />
            {placeLabels[place]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function WeeklyHours({ weekly, answer }: { weekly: Editor["weekly"]; answer: Refused | undefined }) {
  const busy = useBusy("saveWeek");
  const sent = answer?.values;
  const errors = answer?.fieldErrors ?? {};
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="saveWeek" />
      <div className="grid gap-4 lg:grid-cols-2">
        {WEEKDAYS.map((weekday) => {
          const stored = weekly.filter((range) => range.weekday === weekday);
          const sentRows = sent
            ? Array.from({ length: MAX_RANGES_PER_DAY }, (_, row) => row).filter(
                (row) => sent[weeklyField(weekday, row, "start")] || sent[weeklyField(weekday, row, "end")],
              )
            : [];
          const shown = Math.min(MAX_RANGES_PER_DAY, (sent ? (sentRows.at(-1) ?? -1) + 1 : stored.length) + 1);
          const dayName = m.weekdays[weekday - 1]!;
          return (
            <fieldset key={weekday} className="flex flex-col gap-4 rounded-xl border border-line p-4">
              <legend className="px-1 text-lg font-semibold">{dayName}</legend>
              {Array.from({ length: shown }, (_, row) => {
                const field = (key: "start" | "end" | SessionPlace) => weeklyField(weekday, row, key);
                const range = stored[row];
                const value = (key: "start" | "end") => (sent ? (sent[field(key)] ?? "") : (range?.[key] ?? ""));
                const isChecked = (place: SessionPlace) =>
                  sent ? sent[field(place)] === "on" : range ? range.places.includes(place) : false;
                return (
                  <div
                    key={row}
                    className="flex flex-col gap-3 border-t border-line pt-3 first-of-type:border-0 first-of-type:pt-0"
                  >
                    <p className="text-sm font-medium text-muted">{m.range(row + 1)}</p>
                    <div className="grid grid-cols-2 gap-3">
                      <InputField
                        label={`${m.from} (${dayName})`}
                        name={field("start")}
                        type="time"
                        step={300}
                        defaultValue={value("start")}
                        error={errors[field("start")]}
                      />
                      <InputField
                        label={`${m.until} (${dayName})`}
                        name={field("end")}
                        type="time"
                        step={300}
                        defaultValue={value("end")}
                        error={errors[field("end")]}
                      />
                    </div>
                    <PlacesField
                      legend={m.places}
                      name={(place) => field(place)}
                      checked={isChecked}
                      error={errors[field(SESSION_PLACES[0])]}
                    />
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
      <SubmitButton busy={busy} busyLabel={m.saving} className="self-start">
        {m.saveWeek}
      </SubmitButton>
    </Form>
  );
}

function RemoveException({ id, label }: { id: string; label: string }) {
  const fetcher = useResultFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <RowButton
        intent="removeException"
        label={m.removeException}
        rowName={label}
        busy={fetcher.state !== "idle"}
        icon="delete"
        variant="ghost"
      />
    </fetcher.Form>
  );
}

function Exceptions({ exceptions, answer }: { exceptions: Editor["exceptions"]; answer: Refused | undefined }) {
  const busy = useBusy("addException");
  const sent = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const kind = sent.kind === "extra" ? "extra" : "off";
  return (
    <div className="flex flex-col gap-5">
      {exceptions.length === 0 ? (
        <p className="text-muted">{m.noExceptions}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {exceptions.map((entry) => {
            const when = entry.start ? `${entry.start}–${entry.end}` : m.wholeDay;
            const label = `${formatDate(entry.day)}, ${m.kinds[entry.kind]}, ${when}`;
            return (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span className="flex flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{formatDate(entry.day)}</span>
                    <StatusBadge tone={entry.kind === "off" ? "grey" : "green"}>{m.kinds[entry.kind]}</StatusBadge>
                    <span>{when}</span>
                  </span>
                  <span className="text-sm text-muted">
                    {[entry.places.map((place) => placeLabels[place]).join(", "), entry.note]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <RemoveException id={entry.id} label={label} />
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="flex flex-col gap-4 rounded-xl bg-paper p-4">
        <input type="hidden" name="intent" value="addException" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={m.day} name="day" type="date" required defaultValue={sent.day ?? ""} error={errors.day} />
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.kind ? "kind-error" : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-ink">{m.kind}</legend>
            {(["off", "extra"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name="kind" value={option} defaultChecked={kind === option} className={box} />
                {m.kinds[option]}
              </label>
            ))}
            {errors.kind ? (
              <p id="kind-error" className="text-sm text-danger">
                {errors.kind}
              </p>
            ) : null}
          </fieldset>
          <InputField
            label={m.from}
            name="start"
            type="time"
            step={300}
            defaultValue={sent.start ?? ""}
            error={errors.start}
          />
          <InputField
            label={m.until}
            name="end"
            type="time"
            step={300}
            defaultValue={sent.end ?? ""}
            error={errors.end}
          />
          <PlacesField
            legend={m.places}
            name={exceptionPlaceField}
            checked={(place) => sent[exceptionPlaceField(place)] === "on"}
            error={errors[exceptionPlaceField(SESSION_PLACES[0])]}
          />
          <InputField
            label={m.exceptionNote}
            name="note"
            maxLength={200}
            defaultValue={sent.note ?? ""}
            error={errors.note}
          />
        </div>
        <SubmitButton busy={busy} busyLabel={m.saving} className="self-start">
          {m.addException}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** A type's or a package's name and description, in German (required) and English (optional). */
function NameAndDescription({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const f = m.fields;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InputField
        label={f.name}
        name="name"
        required
        maxLength={120}
        defaultValue={values.name ?? ""}
        error={errors.name}
      />
      <InputField
        label={f.nameEn}
        name="name_en"
        maxLength={120}
        defaultValue={values.name_en ?? ""}
        error={errors.name_en}
      />
      <Field label={f.description} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            name="description"
            rows={3}
            required
            maxLength={2000}
            defaultValue={values.description ?? ""}
          />
        )}
      </Field>
      <Field label={f.descriptionEn} error={errors.description_en}>
        {(props) => (
          <textarea
            {...props}
            name="description_en"
            rows={3}
            maxLength={2000}
            defaultValue={values.description_en ?? ""}
          />
        )}
      </Field>
    </div>
  );
}

type ShownType = Editor["types"][number];

/** The values a type's form starts with: what was sent when refused, else the stored type (euros, hours). */
function typeValues(type: ShownType | undefined, sent: Record<string, string> | undefined): Record<string, string> {
  if (sent) return sent;
  if (!type) {
    return {
      duration_minutes: "60",
      price: "0",
      buffer_before_minutes: "0",
      buffer_after_minutes: "15",
      min_notice_hours: "24",
      horizon_days: "60",
      free_change_hours: String(COACHING_TERMS.freeChangeHours),
      // A new type confirms by itself, as the session's descriptor declares (decision 0186).
      auto_confirm: startsConfirmingByItself(session) ? "on" : "",
      active: "on",
    };
  }
  return {
    name: type.name,
    description: type.description,
    name_en: type.name_en ?? "",
    description_en: type.description_en ?? "",
    duration_minutes: String(type.duration_minutes),
    price: germanAmount(type.price_cents),
    buffer_before_minutes: String(type.buffer_before_minutes),
    buffer_after_minutes: String(type.buffer_after_minutes),
    min_notice_hours: String(Math.round(type.min_notice_minutes / 60)),
    horizon_days: String(type.horizon_days),
    max_per_day: type.max_per_day === null ? "" : String(type.max_per_day),
    free_change_hours: String(type.free_change_hours),
    meeting_url: type.meeting_url ?? "",
    auto_confirm: type.auto_confirm ? "on" : "",
    active: type.active ? "on" : "",
    ...Object.fromEntries(type.places.map((place) => [typePlaceField(place), "on"])),
  };
}

function TypeForm({ type, answer }: { type?: ShownType; answer: Refused | undefined }) {
  const intent = type ? "updateType" : "createType";
  const busy = useBusy(intent);
  const values = typeValues(type, answer?.values);
  const errors = answer?.fieldErrors ?? {};
  const f = m.fields;
  const number = (name: string, label: string, hint?: string) => (
    <InputField
      label={label}
      name={name}
      inputMode="numeric"
      maxLength={4}
      required={name !== "max_per_day"}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      {...(hint ? { hint } : {})}
    />
  );
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {type ? <input type="hidden" name="id" value={type.id} /> : null}
      <NameAndDescription values={values} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
        {number("duration_minutes", f.duration)}
        <InputField
          label={f.price}
          name="price"
          inputMode="decimal"
          required
          maxLength={9}
          hint={f.priceHint}
          defaultValue={values.price ?? ""}
          error={errors.price}
        />
        {number("min_notice_hours", f.notice, f.noticeHint)}
        {number("buffer_before_minutes", f.bufferBefore)}
        {number("buffer_after_minutes", f.bufferAfter)}
        {number("horizon_days", f.horizon)}
        {number("max_per_day", f.maxPerDay)}
        {number("free_change_hours", f.freeChange, f.freeChangeHint)}
      </div>
      <PlacesField
        legend={m.places}
        name={typePlaceField}
        checked={(place) => values[typePlaceField(place)] === "on"}
        error={errors[typePlaceField(SESSION_PLACES[0])]}
      />
      <InputField
        label={f.meetingUrl}
        name="meeting_url"
        type="url"
        inputMode="url"
        maxLength={500}
        hint={f.meetingUrlHint}
        defaultValue={values.meeting_url ?? ""}
        error={errors.meeting_url}
      />
      <AutoConfirmBox checked={values.auto_confirm === "on"} label={f.autoConfirm} hint={f.autoConfirmHint} />
      <ActiveAndSave active={values.active === "on"} activeLabel={f.active} busy={busy}>
        {type ? m.saveType : m.createType}
      </ActiveAndSave>
    </Form>
  );
}

/** Whether a booking of this type or package is fixed at once (decision 0186); ticked for a new one. */
function AutoConfirmBox({ checked, label, hint }: { checked: boolean; label: string; hint: string }) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="auto_confirm" defaultChecked={checked} className={box} aria-describedby={hintId} />
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

/** An online type without a video address: the confirmation would send no room (issue 51). */
const lacksMeetingUrl = (type: ShownType) => type.places.includes("online") && !type.meeting_url;

/** The end of the type and package forms: whether it is on offer, and the save button. */
function ActiveAndSave({
  active,
  activeLabel,
  busy,
  children,
}: {
  active: boolean;
  activeLabel: string;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="active" defaultChecked={active} className={box} />
        {activeLabel}
      </label>
      <SubmitButton busy={busy} busyLabel={m.saving} className="self-start">
        {children}
      </SubmitButton>
    </>
  );
}

/**
 * Her types or packages: each an entry, open after its form was refused, then the closed form for a
 * new one. A new one saved, that form starts again closed and empty (a new key, one per count).
 */
function Entries<Item extends { id: string; name: string; active: boolean }>({
  items,
  answer,
  intents,
  newLabel,
  summary,
  form,
}: {
  items: Item[];
  answer: AdminResult | undefined;
  intents: { create: string; update: string };
  newLabel: string;
  summary: (item: Item) => React.ReactNode;
  /** The form of a stored item, or of a new one (`undefined`), with its refused answer. */
  form: (item: Item | undefined, refused: Refused | undefined) => React.ReactNode;
}) {
  const creating = refusedFor(answer, intents.create);
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => {
        const refused = refusedFor(answer, intents.update, item.id);
        return (
          <Entry key={item.id} name={item.name} summary={summary(item)} active={item.active} open={Boolean(refused)}>
            {form(item, refused)}
          </Entry>
        );
      })}
      <details key={items.length} open={Boolean(creating)} className="rounded-xl border border-dashed border-line">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-accent-strong">{newLabel}</summary>
        <div className="border-t border-line p-4">{form(undefined, creating)}</div>
      </details>
    </div>
  );
}

/** A stored type or package: its name, summary and state, opened to its form (open after that form was refused). */
function Entry({
  name,
  summary,
  active,
  open,
  children,
}: {
  name: string;
  summary: React.ReactNode;
  active: boolean;
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={open} className="rounded-xl border border-line">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted">{summary}</span>
        <StatusBadge tone={active ? "green" : "grey"}>{active ? m.active : m.inactive}</StatusBadge>
      </summary>
      <div className="border-t border-line p-4">{children}</div>
    </details>
  );
}

function Types({ types, answer }: { types: ShownType[]; answer: AdminResult | undefined }) {
  return (
    <Entries
      items={types}
      answer={answer}
      intents={{ create: "createType", update: "updateType" }}
      newLabel={m.newType}
      summary={(type) => (
        <>
          {m.summary(type.duration_minutes, type.price_cents === 0 ? m.free : formatPrice(type.price_cents, "EUR"))}
          {" · "}
          {type.places.map((place) => placeLabels[place]).join(", ")}
          {" · "}
          {type.auto_confirm ? m.confirmsByItself : m.waitsForYou}{" "}
          {lacksMeetingUrl(type) ? <StatusBadge tone="yellow">{m.noMeetingUrl}</StatusBadge> : null}
        </>
      )}
      form={(type, refused) => (
        <>
          {type && lacksMeetingUrl(type) ? (
            <p role="note" className="mb-4 rounded-xl border border-[#e8d18a] bg-[#fdf1cf] p-4 text-sm text-[#6b4a00]">
              <strong>{m.noMeetingUrl}.</strong> {m.noMeetingUrlText}
            </p>
          ) : null}
          <TypeForm {...(type ? { type } : {})} answer={refused} />
        </>
      )}
    />
  );
}

type ShownPackage = Editor["packages"][number];

/** The values a package's form starts with: what was sent when refused, else the stored package (euros). */
function packageValues(
  pkg: ShownPackage | undefined,
  sent: Record<string, string> | undefined,
  types: ShownType[],
): Record<string, string> {
  if (sent) return sent;
  if (!pkg) {
    const paid = types.find((type) => type.active && type.price_cents > 0) ?? types[0];
    return {
      credits: "5",
      valid_months: "12",
      appointment_type_id: paid?.id ?? "",
      auto_confirm: startsConfirmingByItself(sessionPackage) ? "on" : "",
      active: "on",
    };
  }
  return {
    name: pkg.name,
    description: pkg.description,
    name_en: pkg.name_en ?? "",
    description_en: pkg.description_en ?? "",
    credits: String(pkg.credits),
    price: germanAmount(pkg.price_cents),
    valid_months: String(pkg.valid_months),
    appointment_type_id: pkg.appointment_type_id,
    auto_confirm: pkg.auto_confirm ? "on" : "",
    active: pkg.active ? "on" : "",
  };
}

function PackageForm({ pkg, types, answer }: { pkg?: ShownPackage; types: ShownType[]; answer: Refused | undefined }) {
  const intent = pkg ? "updatePackage" : "createPackage";
  const busy = useBusy(intent);
  const values = packageValues(pkg, answer?.values, types);
  const errors = answer?.fieldErrors ?? {};
  const p = m.packageFields;
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {pkg ? <input type="hidden" name="id" value={pkg.id} /> : null}
      <NameAndDescription values={values} errors={errors} />
      <Field label={p.type} error={errors.appointment_type_id}>
        {(props) => (
          <select {...props} name="appointment_type_id" defaultValue={values.appointment_type_id ?? ""}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.active ? type.name : m.inactiveType(type.name)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={p.credits}
          name="credits"
          inputMode="numeric"
          required
          maxLength={4}
          hint={`${PACKAGE_LIMITS.credits[0]}–${PACKAGE_LIMITS.credits[1]}`}
          defaultValue={values.credits ?? ""}
          error={errors.credits}
        />
        <InputField
          label={p.price}
          name="price"
          inputMode="decimal"
          required
          maxLength={9}
          hint={p.priceHint}
          defaultValue={values.price ?? ""}
          error={errors.price}
        />
        <InputField
          label={p.validMonths}
          name="valid_months"
          inputMode="numeric"
          required
          maxLength={4}
          hint={p.validMonthsHint}
          defaultValue={values.valid_months ?? ""}
          error={errors.valid_months}
        />
      </div>
      <AutoConfirmBox checked={values.auto_confirm === "on"} label={p.autoConfirm} hint={p.autoConfirmHint} />
      <ActiveAndSave active={values.active === "on"} activeLabel={p.active} busy={busy}>
        {pkg ? m.savePackage : m.createPackage}
      </ActiveAndSave>
    </Form>
  );
}

function Packages({
  packages,
  types,
  answer,
}: {
  packages: ShownPackage[];
  types: ShownType[];
  answer: AdminResult | undefined;
}) {
  const typeName = (id: string) => types.find((type) => type.id === id)?.name ?? "";
  return (
    <Entries
      items={packages}
      answer={answer}
      intents={{ create: "createPackage", update: "updatePackage" }}
      newLabel={m.newPackage}
      summary={(pkg) =>
        m.packageSummary(
          pkg.credits,
          formatPrice(pkg.price_cents, "EUR"),
          pkg.valid_months,
          typeName(pkg.appointment_type_id),
        )
      }
      form={(pkg, refused) => <PackageForm {...(pkg ? { pkg } : {})} types={types} answer={refused} />}
    />
  );
}

/** Which Bundesland's public holidays close her weekly hours (decision 0189). */
function Holidays({ setting, answer }: { setting: HolidaySetting; answer: Refused | undefined }) {
  const busy = useBusy("saveHolidays");
  return (
    <Form method="post" className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="saveHolidays" />
      <Field label={m.holidaysLabel} error={answer?.fieldErrors?.holiday_region}>
        {(props) => (
          <select {...props} name="holiday_region" defaultValue={answer?.values?.holiday_region ?? setting}>
            {HOLIDAY_REGIONS.map((region) => (
              <option key={region} value={region}>
                {m.regions[region]}
              </option>
            ))}
            <option value="none">{m.holidaysNone}</option>
          </select>
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel={m.saving} className="self-start sm:self-end">
        {m.saveHolidays}
      </SubmitButton>
    </Form>
  );
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  // The answer as a notice on the page (the forms post without JavaScript too), as /admin/rabattcodes does.
  const answer = actionData as AdminResult | undefined;
  return (
    <section aria-labelledby="verfuegbarkeit" className="flex max-w-5xl flex-col gap-8">
      <AdminPageHeading id="verfuegbarkeit" title={m.title} intro={m.intro} />
      <p className="flex flex-wrap gap-x-6 gap-y-1">
        <Link to="/admin/fragen" className="font-medium text-accent-strong underline underline-offset-4">
          {adminMessages.sessionMails.questionsLink}
        </Link>
        <Link to="/admin/erinnerungen" className="font-medium text-accent-strong underline underline-offset-4">
          {adminMessages.sessionMails.link}
        </Link>
      </p>
      <AnswerNotice answer={answer} />
      <AdminCard id="woche" title={m.weekTitle} text={m.weekText}>
        <WeeklyHours weekly={loaderData.weekly} answer={refusedFor(answer, "saveWeek")} />
      </AdminCard>
      <AdminCard id="ausnahmen" title={m.exceptionsTitle} text={m.exceptionsText}>
        <Exceptions exceptions={loaderData.exceptions} answer={refusedFor(answer, "addException")} />
      </AdminCard>
      <AdminCard id="feiertage" title={m.holidaysTitle} text={m.holidaysText}>
        <Holidays setting={loaderData.holidays} answer={refusedFor(answer, "saveHolidays")} />
      </AdminCard>
      <AdminCard id="terminarten" title={m.typesTitle} text={m.typesText}>
        <Types types={loaderData.types} answer={answer} />
      </AdminCard>
      <AdminCard id="pakete" title={m.packagesTitle} text={m.packagesText}>
        <Packages packages={loaderData.packages} types={loaderData.types} answer={answer} />
      </AdminCard>
    </section>
  );
}
