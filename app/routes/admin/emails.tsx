import { useState } from "react";
import { useFetcher } from "react-router";
import { Button, Spinner } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { loadListPage, runAdminAction } from "~/features/admin/crud.server";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { formatDateTime, orDash } from "~/features/admin/format";
import { Icon } from "~/features/admin/icons";
import { listMailLog, resendFailedMail, type MailLogRow } from "~/features/admin/mail-log.server";
import { useLoadErrorToast, useResultToast, type AdminResult } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/emails";

const m = messages.admin.emails;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, listMailLog);
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.resendError, {
    resend: async ({ env, id }) =>
      (await resendFailedMail(env, id))
        ? { ok: true, toast: m.resent }
        : { ok: false, status: 409, toast: { title: m.resendError, text: m.notResendable } },
  });
}

const statusTone = { queued: "yellow", sent: "green", failed: "red" } as const;

function MailStatus({ row }: { row: MailLogRow }) {
  return <StatusBadge tone={statusTone[row.status]}>{m.status[row.status]}</StatusBadge>;
}

// The recipient comes first: the row actions are named after the first column ("Ansehen: gast@…").
const columns: Column<MailLogRow>[] = [
  { key: "recipient", label: m.columns.recipient, format: (row) => row.recipient, className: "max-md:break-all" },
  { key: "subject", label: m.columns.subject, format: (row) => row.subject, className: "min-w-48" },
  { key: "kind", label: m.columns.kind, format: (row) => m.kinds[row.kind] ?? row.kind },
  {
    key: "status",
    label: m.columns.status,
    format: (row) => (
      <span className="flex flex-col items-start gap-1">
        <MailStatus row={row} />
        {row.status === "failed" && row.last_error ? (
          <span className="max-w-56 text-xs break-words text-danger">{row.last_error}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
];

function ResendButton({ row }: { row: MailLogRow }) {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  if (row.status !== "failed" || row.text === null) return null;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <Button type="submit" name="intent" value="resend" size="sm" variant="secondary" disabled={busy}>
        {busy ? <Spinner /> : <Icon name="check" />}
        {m.resend}
        <span className="sr-only">: {row.subject}</span>
      </Button>
    </fetcher.Form>
  );
}

export default function Emails({ loaderData }: Route.ComponentProps) {
  const [viewing, setViewing] = useState<MailLogRow | null>(null);
  useLoadErrorToast(m.loadError, loaderData.error);

  return (
    <>
      <DataTable
        title={m.title}
        rows={loaderData.rows}
        columns={columns}
        page={loaderData.page}
        search={{ label: messages.admin.table.searchLabel }}
        onView={setViewing}
        rowActions={(row) => <ResendButton row={row} />}
      />
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={m.details}
        className="w-[calc(100%-1.5rem)] max-w-3xl"
      >
        {viewing ? (
          <dl className="grid gap-x-4 gap-y-3 p-5 sm:grid-cols-[9rem_1fr]">
            <dt className="font-medium text-muted">{m.columns.recipient}</dt>
            <dd className="break-all">{viewing.recipient}</dd>
            <dt className="font-medium text-muted">{m.columns.subject}</dt>
            <dd>{viewing.subject}</dd>
            <dt className="font-medium text-muted">{m.columns.kind}</dt>
            <dd>{m.kinds[viewing.kind] ?? viewing.kind}</dd>
            <dt className="font-medium text-muted">{m.columns.status}</dt>
            <dd>
              <MailStatus row={viewing} />
            </dd>
            <dt className="font-medium text-muted">{m.columns.created}</dt>
            <dd>{formatDateTime(viewing.created_at)}</dd>
            <dt className="font-medium text-muted">{m.fields.sentAt}</dt>
            <dd>{viewing.sent_at ? formatDateTime(viewing.sent_at) : "-"}</dd>
            <dt className="font-medium text-muted">{m.fields.attempts}</dt>
            <dd>{viewing.attempts}</dd>
            <dt className="font-medium text-muted">{m.fields.providerId}</dt>
            <dd className="font-mono text-sm break-all">{orDash(viewing.provider_message_id)}</dd>
            {viewing.last_error ? (
              <>
                <dt className="font-medium text-muted">{m.fields.error}</dt>
                <dd className="break-words text-danger">{viewing.last_error}</dd>
              </>
            ) : null}
            {viewing.links.length ? (
              <>
                <dt className="font-medium text-muted">{m.fields.links}</dt>
                <dd>
                  <ul className="grid gap-1">
                    {viewing.links.map((link) => (
                      <li key={link} className="break-all">
                        <a className="text-accent underline underline-offset-4" href={link} rel="noreferrer">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            {viewing.attachments.length ? (
              <>
                <dt className="font-medium text-muted">{m.fields.attachments}</dt>
                <dd>
                  <ul className="grid gap-1" data-testid="mail-attachments">
                    {viewing.attachments.map((file) => (
                      <li key={file.filename} className="break-all">
                        {m.attachment(file.filename, file.type, file.bytes)}
                      </li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            <dt className="font-medium text-muted">{m.fields.text}</dt>
            <dd className="rounded-xl bg-paper p-4 text-sm whitespace-pre-wrap break-words" data-testid="mail-text">
              {viewing.text ?? m.bodyCleared}
            </dd>
          </dl>
        ) : null}
      </Dialog>
    </>
  );
}
