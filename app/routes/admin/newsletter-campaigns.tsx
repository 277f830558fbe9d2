import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { markupProblem } from "~/components/ui/rich-text";
import { SubmitButton } from "~/components/ui/button";
import { ConfirmAction } from "~/features/compositions/admin/confirm-action";
import { LanguageVersion } from "~/features/compositions/admin/language-version";
import {
  failed,
  listLoader,
  loadListPage,
  notFound,
  runAdminAction,
  validateForm,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { DataTable, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import type { FieldDef } from "~/features/compositions/admin/fields";
import { FieldControl } from "~/features/compositions/admin/form-dialog";
import { formatDateTime } from "~/features/compositions/admin/format";
import { type AdminResult, useResultToast, useResultFetcher } from "~/features/compositions/admin/result";
import { campaignSchema, MAX_BODY_LENGTH } from "~/features/people/newsletter/campaign-schema";
import {
  type CampaignRow,
  createCampaign,
  deleteDraft,
  draftById,
  listCampaigns,
  campaignAudience,
  sendCampaign,
  sendTestCampaign,
  updateDraft,
} from "~/features/people/newsletter/campaigns.server";
import { MissingPhotoError } from "~/features/extras/images/deletion.server";
import { photoChoices } from "~/features/extras/images/library.server";
import { imagePath, type PhotoChoice } from "~/features/extras/images/paths";
import { useResetOnSave, useSchemaCheck } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import { RowButton } from "~/features/compositions/admin/row-button";
import type { Route } from "./+types/newsletter-campaigns";

const m = adminMessages.campaigns;
/** ?bearbeiten=<id> opens a draft in the form (a link, so it works before JavaScript). */
const EDIT_PARAM = "bearbeiten";
const SENT_FIELDS = ["subject", "body", "subject_en", "body_en", "include_events", "image"] as const;

export const loader = listLoader(async (request, env) => {
  const editId = new URL(request.url).searchParams.get(EDIT_PARAM);
  const [list, audience, editing, photos] = await Promise.all([
    loadListPage(request, ({ offset, limit }) => listCampaigns(env, limit, offset)),
    // Only a hint beside the form and in the question before sending: the page works without it.
    campaignAudience(env).catch(() => null),
    editId ? draftById(env, editId.slice(0, 64)) : null,
    // Her uploads, offered as in the event editor (decision 0173).
    photoChoices(env),
  ]);
  return { ...list, audience, editing, photos };
});

/** The form's fields, checked by the one schema, and her links checked as the site checks them. */
function parseCampaign(form: Record<string, string>) {
  const parsed = validateForm(campaignSchema, form, m.saveError);
  if (!parsed.ok) return { ok: false as const, result: withSentValues(parsed.result, form, SENT_FIELDS) };
  for (const field of ["body", "body_en"] as const) {
    const problem = markupProblem(parsed.data[field] ?? "");
    if (problem) {
      const refused = { ...failed(m.saveError, problem, 422), fieldErrors: { [field]: problem } };
      return { ok: false as const, result: withSentValues(refused, form, SENT_FIELDS) };
    }
  }
  return parsed;
}

type Audience = Awaited<ReturnType<typeof campaignAudience>> | null;

/** The photo at the top: her uploads by their description, like the event editor's image field. */
const photoField: FieldDef = {
  name: "image",
  label: m.image,
  hint: m.imageHint,
  type: "text",
  placeholder: "/bilder/…",
  maxLength: 200,
};

/** Said beside the photo field when the photo was deleted while she wrote (decision 0173). */
const photoGone = () => ({
  ...failed(m.saveError, adminMessages.images.photoGone, 409),
  fieldErrors: { image: adminMessages.images.photoGone },
});
type Draft = NonNullable<Route.ComponentProps["loaderData"]["editing"]>;

export async function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    { create: m.saveError, update: m.saveError, test: m.sendError, send: m.sendError, delete: m.deleteError },
    {
      create: async ({ form, env, user }) => {
        const parsed = parseCampaign(form);
        if (!parsed.ok) return parsed.result;
        try {
          await createCampaign(env, user.id, parsed.data);
        } catch (error) {
          if (error instanceof MissingPhotoError) return withSentValues(photoGone(), form, SENT_FIELDS);
          throw error;
        }
        return { ok: true, toast: m.created };
      },
      update: async ({ form, env, id }) => {
        const parsed = parseCampaign(form);
        if (!parsed.ok) return parsed.result;
        const saved = await updateDraft(env, id, parsed.data);
        if (saved === "not_found") return notFound(m.saveError);
        if (saved === "photo_missing") return withSentValues(photoGone(), form, SENT_FIELDS);
        return saved === "updated" ? { ok: true, toast: m.updated } : failed(m.saveError, m.notDraft, 409);
      },
      test: async ({ env, id, user }) =>
        (await sendTestCampaign(env, id, user.email)) ? { ok: true, toast: m.testSent } : notFound(m.sendError),
      send: async ({ env, id }) => {
        const run = await sendCampaign(env, id);
        if ("refused" in run) {
          if (run.refused === "not_found") return notFound(m.sendError);
          return failed(m.sendError, run.refused === "sending" ? m.stillSending : m.alreadySent, 409);
        }
        return { ok: true, toast: run.done ? m.sent(run.recipients) : m.sendingOn(run.written) };
      },
      delete: async ({ env, id }) =>
        (await deleteDraft(env, id)) ? { ok: true, toast: m.deleted } : failed(m.deleteError, m.alreadySent, 409),
    },
  );
}

/**
 * German and, optionally, English side by side on a wide screen. After a saved draft the form
 * empties, as it does without JavaScript.
 */
function Compose({
  answer,
  audience,
  editing,
  photos,
}: {
  answer: AdminResult | undefined;
  audience: Audience;
  editing: Draft | null;
  photos: PhotoChoice[];
}) {
  const busy = useNavigation().state === "submitting";
  const { errors: checked, check } = useSchemaCheck(campaignSchema);
  // The browser's own check first; the action's answer when the page was posted without JavaScript.
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = checked ?? refused?.fieldErrors;
  const saved = answer?.ok ? answer : null;
  const form = useResetOnSave(saved && !editing ? saved : null);
  // A refused post shows what she sent; an opened draft its saved texts.
  const values =
    refused?.values ??
    (editing
      ? {
          subject: editing.subject,
          body: editing.body,
          subject_en: editing.subject_en ?? "",
          body_en: editing.body_en ?? "",
          include_events: editing.include_events ? "on" : "",
          image: editing.image_key ? imagePath(editing.image_key) : "",
        }
      : undefined);
  // The photo preview follows the picker. Its state outlives the form's fields, so it starts again
  // with them (issue 56: it kept the last photo): a draft opened or left, a refused post's values,
  // and the reset after a saved new newsletter (onReset below).
  const initialPhoto = values?.image ?? "";
  const [photo, setPhoto] = useState({ from: `${editing?.id ?? "new"}:${initialPhoto}`, value: initialPhoto });
  const photoSource = `${editing?.id ?? "new"}:${initialPhoto}`;
  if (photo.from !== photoSource) setPhoto({ from: photoSource, value: initialPhoto });
  const shownPhoto = photo.from === photoSource ? photo.value : initialPhoto;
  const chosen = photos.find((choice) => choice.value === shownPhoto.trim());
  return (
    <Form
      ref={form}
      // A new key for each draft opened (and after a saved new one), so fields and previews start afresh.
      key={`${editing?.id ?? "new"}-${saved && !editing ? "saved" : ""}`}
      method="post"
      onSubmit={check}
      onReset={() => setPhoto({ from: photoSource, value: initialPhoto })}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
      aria-labelledby="newsletter-compose"
    >
      <h2 id="newsletter-compose" className="text-xl">
        {editing ? m.editTitle(editing.subject) : m.compose}
      </h2>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageVersion
          legend={m.german}
          labels={{ subject: m.subject, body: m.body, bodyHint: m.bodyHint }}
          maxBodyLength={MAX_BODY_LENGTH}
          rows={8}
          errors={errors}
          values={values}
          preview={{ label: m.preview }}
        />
        <LanguageVersion
          legend={m.english}
          intro={m.englishHint(audience?.english ?? null)}
          lang="en"
          labels={{ subject: m.subjectEn, body: m.bodyEn }}
          maxBodyLength={MAX_BODY_LENGTH}
          rows={8}
          errors={errors}
          values={values}
          preview={{ label: m.preview }}
        />
      </div>
      {/* Changes to the picker show the photo below as it will stand in the e-mail. */}
      <div
        className="flex flex-col gap-3"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === photoField.name) setPhoto({ from: photoSource, value: target.value });
        }}
      >
        <FieldControl
          field={{ ...photoField, choices: photos }}
          value={values?.image}
          error={errors?.image}
          isNew={!editing}
        />
        {chosen ? (
          <figure className="flex flex-col gap-2">
            <figcaption className="text-sm text-muted">{m.imagePreview}</figcaption>
            <img src={chosen.value} alt={chosen.label} className="h-auto w-full max-w-[560px] rounded-xl" />
          </figure>
        ) : null}
      </div>
      <div>
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="include_events"
            defaultChecked={values?.include_events === "on"}
            aria-describedby="newsletter-include-events-hint"
            className="size-5 accent-accent"
          />
          {m.includeEvents}
        </label>
        <p id="newsletter-include-events-hint" className="mt-1 pl-8 text-sm text-muted">
          {m.includeEventsHint}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={busy} busyLabel={m.saving}>
          {editing ? m.update : m.save}
        </SubmitButton>
        {editing ? (
          <Link to="?" className="text-sm font-medium text-accent underline underline-offset-4">
            {m.cancelEdit}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function RowActions({
  row,
  onSend,
  onDelete,
}: {
  row: CampaignRow;
  onSend: (row: CampaignRow) => void;
  onDelete: (row: CampaignRow) => void;
}) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-1 md:flex-col md:items-stretch">
      <input type="hidden" name="id" value={row.id} />
      <RowButton intent="test" label={m.test} rowName={row.subject} busy={busy} icon="check" variant="ghost" />
      {row.status === "draft" ? (
        <>
          <RowButton intent="send" label={m.send} rowName={row.subject} busy={busy} ask={() => onSend(row)} />
          <Link
            to={`?${EDIT_PARAM}=${row.id}#newsletter-compose`}
            className="rounded-full px-3 py-1.5 text-center text-sm font-medium text-accent underline underline-offset-4"
          >
            {m.edit}
            <span className="sr-only">: {row.subject}</span>
          </Link>
          <RowButton
            intent="delete"
            label={m.delete}
            rowName={row.subject}
            busy={busy}
            variant="ghost"
            ask={() => onDelete(row)}
          />
        </>
      ) : null}
    </fetcher.Form>
  );
}

const tone = { draft: "grey", sending: "yellow", sent: "green" } as const;

const columns: Column<CampaignRow>[] = [
  {
    key: "subject",
    label: m.columns.subject,
    format: (row) => (
      <span>
        {row.subject}
        {row.subject_en ? <span className="block text-xs text-muted">{m.withEnglish}</span> : null}
      </span>
    ),
    className: "min-w-48",
  },
  {
    key: "status",
    label: m.columns.status,
    format: (row) => <StatusBadge tone={tone[row.status]}>{m.status[row.status]}</StatusBadge>,
  },
  {
    key: "progress",
    label: m.columns.progress,
    format: (row) =>
      row.status === "draft"
        ? "–"
        : m.progress(row.progress.sent, row.progress.queued, row.progress.failed, row.progress.total),
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
];

export default function NewsletterCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  // The compose form posts as a page navigation (it works before JavaScript); its answer is a toast.
  useResultToast(actionData);
  const [sending, setSending] = useState<CampaignRow | null>(null);
  const [deleting, setDeleting] = useState<CampaignRow | null>(null);
  return (
    <div className="flex flex-col gap-8">
      <DataTable
        texts={m}
        list={loaderData}
        columns={columns}
        search={false}
        rowActions={(row) => <RowActions row={row} onSend={setSending} onDelete={setDeleting} />}
      />
      <Compose
        answer={actionData}
        audience={loaderData.audience}
        editing={loaderData.editing}
        photos={loaderData.photos}
      />
      <ConfirmAction
        id={deleting?.id ?? null}
        intent="delete"
        texts={{ ...m.confirmDelete, text: deleting ? m.confirmDelete.text(deleting.subject) : "" }}
        onClose={() => setDeleting(null)}
      />
      <ConfirmAction
        id={sending?.id ?? null}
        intent="send"
        texts={{
          ...m.confirmSend,
          text: sending ? m.confirmSend.text(sending.subject, loaderData.audience, Boolean(sending.subject_en)) : "",
        }}
        onClose={() => setSending(null)}
      />
    </div>
  );
}
