import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { ConfirmAction } from "~/features/admin/confirm-action";
import { LanguageVersion } from "~/features/admin/language-version";
import {
  failed,
  listLoader,
  loadListPage,
  notFound,
  runAdminAction,
  validateForm,
  withSentValues,
} from "~/features/admin/crud.server";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { formatDateTime } from "~/features/admin/format";
import { type AdminResult, useResultToast, useResultFetcher } from "~/features/admin/result";
import { campaignSchema, MAX_BODY_LENGTH } from "~/features/newsletter/campaign-schema";
import {
  type CampaignRow,
  createCampaign,
  deleteDraft,
  listCampaigns,
  campaignAudience,
  sendCampaign,
  sendTestCampaign,
} from "~/features/newsletter/campaigns.server";
import { useSchemaCheck } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import { RowButton } from "~/features/admin/row-button";
import type { Route } from "./+types/newsletter-campaigns";

const m = adminMessages.campaigns;

export const loader = listLoader(async (request, env) => {
  const [list, audience] = await Promise.all([
    loadListPage(request, env, ({ offset, limit }) => listCampaigns(env, limit, offset)),
    // Only a hint beside the form and in the question before sending: the page works without it.
    campaignAudience(env).catch(() => null),
  ]);
  return { ...list, audience };
});

type Audience = Awaited<ReturnType<typeof campaignAudience>> | null;

export async function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    { create: m.saveError, test: m.sendError, send: m.sendError, delete: m.deleteError },
    {
      create: async ({ form, env, user }) => {
        const parsed = validateForm(campaignSchema, form, m.saveError);
        if (!parsed.ok) return withSentValues(parsed.result, form, ["subject", "body", "subject_en", "body_en"]);
        await createCampaign(env, user.id, parsed.data);
        return { ok: true, toast: m.created };
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
function Compose({ answer, audience }: { answer: AdminResult | undefined; audience: Audience }) {
  const busy = useNavigation().state === "submitting";
  const { errors: checked, check } = useSchemaCheck(campaignSchema);
  // The browser's own check first; the action's answer when the page was posted without JavaScript.
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = checked ?? refused?.fieldErrors;
  const saved = answer?.ok ? answer : null;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);
  return (
    <Form
      ref={form}
      method="post"
      onSubmit={check}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
    >
      <h2 className="text-xl">{m.compose}</h2>
      <input type="hidden" name="intent" value="create" />
      <div className="grid gap-6 lg:grid-cols-2">
        <LanguageVersion
          legend={m.german}
          labels={{ subject: m.subject, body: m.body, bodyHint: m.bodyHint }}
          maxBodyLength={MAX_BODY_LENGTH}
          rows={8}
          errors={errors}
          values={refused?.values}
        />
        <LanguageVersion
          legend={m.english}
          intro={m.englishHint(audience?.english ?? null)}
          lang="en"
          labels={{ subject: m.subjectEn, body: m.bodyEn }}
          maxBodyLength={MAX_BODY_LENGTH}
          rows={8}
          errors={errors}
          values={refused?.values}
        />
      </div>
      <SubmitButton className="self-start" busy={busy} busyLabel={m.saving}>
        {m.save}
      </SubmitButton>
    </Form>
  );
}

function RowActions({ row, onSend }: { row: CampaignRow; onSend: (row: CampaignRow) => void }) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-1 md:flex-col md:items-stretch">
      <input type="hidden" name="id" value={row.id} />
      <RowButton intent="test" label={m.test} rowName={row.subject} busy={busy} icon="check" variant="ghost" />
      {row.status === "draft" ? (
        <RowButton intent="send" label={m.send} rowName={row.subject} busy={busy} ask={() => onSend(row)} />
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
  return (
    <div className="flex flex-col gap-8">
      <DataTable
        texts={m}
        list={loaderData}
        columns={columns}
        search={false}
        rowActions={(row) => <RowActions row={row} onSend={setSending} />}
      />
      <Compose answer={actionData} audience={loaderData.audience} />
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
