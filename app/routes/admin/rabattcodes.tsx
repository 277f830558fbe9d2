import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { compactControl, InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import {
  adminHeaders,
  failed,
  notFound,
  refusedFields,
  runAdminAction,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { PlainTable, StatusBadge } from "~/features/compositions/admin/data-table";
import { RowPostButton } from "~/features/compositions/admin/row-button";
import { formatDate } from "~/features/compositions/admin/format";
import type { AdminResult } from "~/features/compositions/admin/result";
import { formatPrice } from "~/lib/money";
import {
  CATEGORY_TARGET_PREFIX,
  EVENT_TARGET_PREFIX,
  parseNewDiscountCode,
} from "~/features/core/payments/discount-code-form";
import {
  createDiscountCode,
  deactivateDiscountCode,
  eventsExist,
  eventsForCodes,
  listDiscountCodes,
} from "~/features/core/payments/discount-codes.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { useResetOnSave } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import { EVENT_CATEGORIES } from "~db/enums";
import type { Route } from "./+types/rabattcodes";

const m = adminMessages.discountCodes;
const SENT_FIELDS = ["code", "kind", "value", "valid_from", "valid_until", "max_uses"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const [codes, events] = await Promise.all([listDiscountCodes(env), eventsForCodes(env)]);
  return data({ codes, events }, { headers: adminHeaders });
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    { create: m.saveError, deactivate: m.deactivateError },
    {
      create: async ({ form, env }) => {
        const parsed = parseNewDiscountCode(form);
        const refuse = (fieldErrors: Record<string, string>) =>
          withSentValues(refusedFields(m.saveError, fieldErrors), form, SENT_FIELDS);
        if (!parsed.ok) return refuse(parsed.fieldErrors);
        if (!(await eventsExist(env, parsed.code.eventIds))) return refuse({ scope: m.invalid.target });
        if (!(await createDiscountCode(env, parsed.code)))
          return withSentValues(
            { ...failed(m.saveError, m.exists), fieldErrors: { code: m.exists } },
            form,
            SENT_FIELDS,
          );
        return { ok: true, toast: m.created };
      },
      deactivate: async ({ env, id }) =>
        (await deactivateDiscountCode(env, id)) ? { ok: true, toast: m.deactivated } : notFound(m.deactivateError),
    },
  );
}

type Code = Route.ComponentProps["loaderData"]["codes"][number];
type EventChoice = Route.ComponentProps["loaderData"]["events"][number];

const discountText = (code: Code) =>
  code.kind === "percent" ? m.percentOff(code.value) : formatPrice(code.value, "EUR");

function validText(code: Code) {
  if (code.valid_from && code.valid_until) return m.between(formatDate(code.valid_from), formatDate(code.valid_until));
  if (code.valid_from) return m.from(formatDate(code.valid_from));
  if (code.valid_until) return m.until(formatDate(code.valid_until));
  return m.always;
}

function scopeText(code: Code, events: EventChoice[]) {
  if (code.all_events) return m.allEvents;
  const titles = code.eventIds.map((id) => {
    const event = events.find((e) => e.id === id);
    return event ? `${event.title} (${formatDate(event.event_date)})` : id.slice(0, 8);
  });
  return [...code.categories, ...titles].join(", ");
}

/** A field of the code form: the shared input field with the back office's denser control. */
function TextField({
  name,
  value,
  ...field
}: { name: string; value?: string | undefined } & Omit<
  React.ComponentProps<typeof InputField>,
  "id" | "name" | "value"
>) {
  return <InputField id={`code-${name}`} name={name} defaultValue={value} controlClass={compactControl} {...field} />;
}

/** "Code anlegen": a plain form post (it works before JavaScript); after a saved code it empties. */
function NewCode({ answer, events }: { answer: AdminResult | undefined; events: EventChoice[] }) {
  const busy = useNavigation().state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = refused?.fieldErrors ?? {};
  const values = refused?.values ?? {};
  const form = useResetOnSave(answer?.ok ? answer : null);
  return (
    <Form
      ref={form}
      method="post"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="neuer-code"
    >
      <h2 id="neuer-code" className="text-xl">
        {m.newTitle}
      </h2>
      <input type="hidden" name="intent" value="create" />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="code"
          label={m.fields.code}
          hint={m.fields.codeHint}
          error={errors.code}
          value={values.code}
          required
          maxLength={40}
          autoComplete="off"
          controlClass={`${compactControl} font-mono uppercase`}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">{m.fields.kind}</legend>
          {(["percent", "amount"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(values.kind || "percent") === kind}
                className="size-4 accent-accent"
              />
              {m.fields[kind]}
            </label>
          ))}
        </fieldset>
        <TextField
          name="value"
          label={m.fields.value}
          hint={m.fields.valueHint}
          error={errors.value}
          value={values.value}
          required
          inputMode="decimal"
          maxLength={9}
        />
        <TextField
          name="max_uses"
          label={m.fields.maxUses}
          hint={m.fields.maxUsesHint}
          error={errors.max_uses}
          value={values.max_uses}
          inputMode="numeric"
          maxLength={6}
        />
        <TextField
          name="valid_from"
          label={m.fields.validFrom}
          type="date"
          error={errors.valid_from}
          value={values.valid_from}
        />
        <TextField
          name="valid_until"
          label={m.fields.validUntil}
          type="date"
          error={errors.valid_until}
          value={values.valid_until}
        />
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby="code-scope-hint">
        <legend className="text-sm font-medium text-ink">{m.fields.scope}</legend>
        <p id="code-scope-hint" className={`text-sm ${errors.scope ? "text-danger" : "text-muted"}`}>
          {errors.scope ?? m.fields.scopeHint}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">{m.fields.categories}</p>
            {EVENT_CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`${CATEGORY_TARGET_PREFIX}${category}`} className="size-4 accent-accent" />
                {category}
              </label>
            ))}
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">{m.fields.events}</p>
            {events.map((event) => (
              <label key={event.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`${EVENT_TARGET_PREFIX}${event.id}`}
                  className="mt-0.5 size-4 shrink-0 accent-accent"
                />
                <span>
                  {event.title} <span className="text-muted">({formatDate(event.event_date)})</span>
                </span>
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      <SubmitButton className="self-start" busy={busy} busyLabel={m.creating}>
        {m.create}
      </SubmitButton>
    </Form>
  );
}

function CodeTable({ codes, events }: { codes: Code[]; events: EventChoice[] }) {
  const busy = useNavigation().state === "submitting";
  const c = m.columns;
  if (!codes.length) return <p className="text-muted">{m.none}</p>;
  return (
    // What the coach acts on comes first, so a phone shows it without scrolling sideways.
    <PlainTable columns={[c.code, c.discount, c.uses, c.status, c.given, c.valid, c.scope]}>
      {codes.map((code) => (
        <tr key={code.id} className="border-t border-line align-top">
          <th scope="row" className="px-3 py-2 font-mono font-semibold">
            {code.code}
          </th>
          <td className="px-3 py-2 whitespace-nowrap">{discountText(code)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{m.uses(code.uses, code.max_uses)}</td>
          <td className="px-3 py-2">
            <div className="flex flex-col items-start gap-2">
              <StatusBadge tone={code.active ? "green" : "grey"}>{code.active ? m.active : m.inactive}</StatusBadge>
              {code.active ? (
                <RowPostButton
                  intent="deactivate"
                  id={code.id}
                  text={m.deactivate}
                  label={m.deactivateLabel(code.code)}
                  busy={busy}
                />
              ) : null}
            </div>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatPrice(code.given_cents, "EUR")}</td>
          <td className="px-3 py-2 whitespace-nowrap">{validText(code)}</td>
          <td className="max-w-64 min-w-36 px-3 py-2">{scopeText(code, events)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}

export default function DiscountCodes({ loaderData, actionData }: Route.ComponentProps) {
  // The answer as a notice on the page (the forms post without JavaScript too), not as a toast.
  const answer = actionData;
  return (
    <section aria-labelledby="rabattcodes" className="flex max-w-6xl flex-col gap-6">
      <h1 id="rabattcodes" className="text-3xl sm:text-4xl">
        {m.title}
      </h1>
      <p className="max-w-3xl text-muted">{m.intro}</p>
      <AnswerNotice answer={answer} />
      <CodeTable codes={loaderData.codes} events={loaderData.events} />
      <p className="text-sm text-muted">{m.usesNote}</p>
      <NewCode answer={answer} events={loaderData.events} />
    </section>
  );
}
