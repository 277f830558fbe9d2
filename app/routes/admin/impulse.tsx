import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { compactControl, Field } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import {
  adminHeaders,
  notFound,
  refusedFields,
  runAdminAction,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { PlainTable, StatusBadge } from "~/features/compositions/admin/data-table";
import { RowPostButton } from "~/features/compositions/admin/row-button";
import { formatDate } from "~/features/compositions/admin/format";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  MAX_PROMPTS,
  PROMPT_MAX_LENGTH,
  SERIES_EVENT_PREFIX,
  SERIES_NAME_MAX_LENGTH,
  SERIES_PACKAGE_PREFIX,
} from "~/features/people/mindset/prompts";
import {
  deletePromptSeries,
  listPromptSeries,
  parseSeriesForm,
  promptSeriesChoices,
  savePromptSeries,
  seriesTargetsExist,
} from "~/features/people/mindset/prompts.server";
import { getCloudflare } from "~/lib/context";
import { useResetOnSave } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/impulse";

const m = adminMessages.prompts;
const SENT_FIELDS = ["name", "name_en", "prompts", "prompts_en", "in_journal"] as const;
const EDIT_PARAM = "bearbeiten";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const [series, choices] = await Promise.all([listPromptSeries(env), promptSeriesChoices(env)]);
  const editing = new URL(request.url).searchParams.get(EDIT_PARAM);
  return data(
    { series, choices, editing: series.find((s) => s.id === editing)?.id ?? null },
    { headers: adminHeaders },
  );
}

export async function action(args: Route.ActionArgs) {
  const save = async ({ form, env, id }: { form: Record<string, string>; env: Env; id: string }) => {
    const parsed = parseSeriesForm(form, m.invalid);
    const refuse = (fieldErrors: Record<string, string>) =>
      withSentValues(refusedFields(m.saveError, fieldErrors), form, SENT_FIELDS);
    if (!parsed.ok) return refuse(parsed.fieldErrors);
    if (!(await seriesTargetsExist(env, parsed.value))) return refuse({ targets: m.invalid.target });
    if (!(await savePromptSeries(env, id || null, parsed.value))) return notFound(m.saveError);
    return { ok: true as const, toast: id ? m.saved : m.created };
  };
  return runAdminAction(
    args,
    { create: m.saveError, update: m.saveError, delete: m.deleteError },
    {
      create: ({ form, env }) => save({ form, env, id: "" }),
      update: save,
      delete: async ({ env, id }) =>
        (await deletePromptSeries(env, id)) ? { ok: true, toast: m.deleted } : notFound(m.deleteError),
    },
  );
}

type Series = Route.ComponentProps["loaderData"]["series"][number];
type Choices = Route.ComponentProps["loaderData"]["choices"];

/** A field of the series form: the shared field with the back office's denser control. */
function SeriesField({
  name,
  ...field
}: { name: string } & Omit<React.ComponentProps<typeof Field>, "id" | "controlClass">) {
  return <Field id={`impulse-${name}`} controlClass={compactControl} {...field} />;
}

/** Create or edit a series: a plain form post (works before JavaScript); a saved new series empties it. */
function SeriesForm({
  answer,
  choices,
  editing,
}: {
  answer: AdminResult | undefined;
  choices: Choices;
  editing: Series | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = refused?.fieldErrors ?? {};
  const sent = refused?.values;
  const value = (name: (typeof SENT_FIELDS)[number]) =>
    sent
      ? sent[name]
      : editing
        ? {
            name: editing.name,
            name_en: editing.name_en ?? "",
            prompts: editing.prompts.map((p) => p.de).join("\n"),
            prompts_en: editing.prompts.map((p) => p.en ?? "").join("\n"),
            in_journal: editing.in_journal ? "ja" : "",
          }[name]
        : "";
  const form = useResetOnSave(answer?.ok && !editing ? answer : null);
  const f = m.fields;
  return (
    <Form
      ref={form}
      key={editing?.id ?? "new"}
      method="post"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="impulsreihe-form"
    >
      <h2 id="impulsreihe-form" className="text-xl">
        {editing ? m.editTitle(editing.name) : m.newTitle}
      </h2>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SeriesField name="name" label={f.name} hint={f.nameHint} error={errors.name}>
          {(props) => (
            <input {...props} name="name" required maxLength={SERIES_NAME_MAX_LENGTH} defaultValue={value("name")} />
          )}
        </SeriesField>
        <SeriesField name="name_en" label={f.nameEn} error={errors.name_en}>
          {(props) => (
            <input
              {...props}
              name="name_en"
              lang="en"
              maxLength={SERIES_NAME_MAX_LENGTH}
              defaultValue={value("name_en")}
            />
          )}
        </SeriesField>
        <SeriesField name="prompts" label={f.prompts} hint={f.promptsHint} error={errors.prompts}>
          {(props) => (
            <textarea
              {...props}
              name="prompts"
              required
              rows={9}
              maxLength={MAX_PROMPTS * (PROMPT_MAX_LENGTH + 2)}
              defaultValue={value("prompts")}
            />
          )}
        </SeriesField>
        <SeriesField name="prompts_en" label={f.promptsEn} hint={f.promptsEnHint} error={errors.prompts_en}>
          {(props) => (
            <textarea
              {...props}
              name="prompts_en"
              lang="en"
              rows={9}
              maxLength={MAX_PROMPTS * (PROMPT_MAX_LENGTH + 2)}
              defaultValue={value("prompts_en")}
            />
          )}
        </SeriesField>
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            name="in_journal"
            value="ja"
            defaultChecked={value("in_journal") === "ja"}
            aria-describedby="impulse-in-journal-hint"
            className="size-4 accent-accent"
          />
          {f.inJournal}
        </label>
        <p id="impulse-in-journal-hint" className="mt-1 text-sm text-muted">
          {f.inJournalHint}
        </p>
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby="impulse-targets-hint">
        <legend className="text-sm font-medium text-ink">{f.targets}</legend>
        <p id="impulse-targets-hint" className={`text-sm ${errors.targets ? "text-danger" : "text-muted"}`}>
          {errors.targets ?? f.targetsHint}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <TargetChoices
            title={f.events}
            none={f.noEvents}
            choices={choices.events.map((event) => ({
              name: `${SERIES_EVENT_PREFIX}${event.id}`,
              checked: editing?.eventIds.includes(event.id) ?? false,
              label: (
                <>
                  {event.title} <span className="text-muted">({formatDate(event.event_date)})</span>
                </>
              ),
            }))}
          />
          <TargetChoices
            title={f.packages}
            none={f.noPackages}
            choices={choices.packages.map((pkg) => ({
              name: `${SERIES_PACKAGE_PREFIX}${pkg.id}`,
              checked: editing?.packageIds.includes(pkg.id) ?? false,
              label: pkg.name,
            }))}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} busyLabel={editing ? m.saving : m.creating}>
          {editing ? m.save : m.create}
        </SubmitButton>
        {editing ? (
          <Link to="/admin/impulse" className="text-sm text-accent underline underline-offset-4">
            {m.cancelEdit}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function SeriesTable({ series, choices }: { series: Series[]; choices: Choices }) {
  const busy = useNavigation().state === "submitting";
  const c = m.columns;
  if (!series.length) return <p className="text-muted">{m.none}</p>;
  const attachedTo = (s: Series) =>
    [
      ...(s.in_journal ? [m.inJournal] : []),
      ...s.eventIds.map((id) => choices.events.find((e) => e.id === id)?.title ?? id.slice(0, 8)),
      ...s.packageIds.map((id) => choices.packages.find((p) => p.id === id)?.name ?? id.slice(0, 8)),
    ].join(", ") || "–";
  return (
    <PlainTable columns={[c.name, c.prompts, c.running, c.offered, c.actions]}>
      {series.map((s) => (
        <tr key={s.id} className="border-t border-line align-top">
          <th scope="row" className="px-3 py-2 font-semibold">
            {s.name}
          </th>
          <td className="px-3 py-2 whitespace-nowrap">{m.promptCount(s.prompts.length)}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <StatusBadge tone={s.running ? "green" : "grey"}>{m.running(s.running)}</StatusBadge>
          </td>
          <td className="max-w-64 min-w-36 px-3 py-2">{attachedTo(s)}</td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/impulse?${EDIT_PARAM}=${s.id}`}
                aria-label={m.editLabel(s.name)}
                className="rounded-full border border-line px-3 py-1 text-sm font-medium text-ink hover:bg-paper focus-visible:outline-2 focus-visible:outline-accent"
              >
                {m.edit}
              </Link>
              <RowPostButton intent="delete" id={s.id} text={m.delete} label={m.deleteLabel(s.name)} busy={busy} />
            </div>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}

export default function PromptSeriesPage({ loaderData, actionData }: Route.ComponentProps) {
  // The answer as a notice on the page (the forms post without JavaScript too), as /admin/rabattcodes does.
  const answer = actionData;
  const editing = loaderData.series.find((s) => s.id === loaderData.editing);
  return (
    <section aria-labelledby="impulsreihen" className="flex max-w-6xl flex-col gap-6">
      <h1 id="impulsreihen" className="text-3xl sm:text-4xl">
        {m.title}
      </h1>
      <p className="max-w-3xl text-muted">{m.intro}</p>
      <AnswerNotice answer={answer} />
      <SeriesTable series={loaderData.series} choices={loaderData.choices} />
      <SeriesForm answer={answer} choices={loaderData.choices} editing={editing} />
    </section>
  );
}

/** One column of a series' targets: a checkbox per event or package, or a note that there is none. */
function TargetChoices({
  title,
  none,
  choices,
}: {
  title: string;
  none: string;
  choices: { name: string; checked: boolean; label: ReactNode }[];
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">{title}</p>
      {choices.length ? null : <p className="text-sm text-muted">{none}</p>}
      {choices.map((choice) => (
        <label key={choice.name} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={choice.name}
            value="ja"
            defaultChecked={choice.checked}
            className="mt-0.5 size-4 shrink-0 accent-accent"
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
