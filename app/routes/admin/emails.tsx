import { listPageLoader, runAdminAction } from "~/features/compositions/admin/crud.server";
import { StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { ViewableTable, type Detail } from "~/features/compositions/admin/detail-dialog";
import { formatDateTime, orDash } from "~/features/compositions/admin/format";
import { listMailLog, mailHasPersonalLink, type MailLogRow } from "~/features/compositions/admin/mail-log.server";
import { resendFailedMail, resendSentMail } from "~/features/core/mail/log.server";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { adminMessages } from "~/lib/messages.admin";
import { RowButton } from "~/features/compositions/admin/row-button";
import type { Route } from "./+types/emails";

const m = adminMessages.emails;

export const loader = listPageLoader(listMailLog);

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.resendError, {
    resend: async ({ env, id }) =>
      (await resendFailedMail(env, id))
        ? { ok: true, toast: m.resent }
        : { ok: false, status: 409, toast: { title: m.resendError, text: m.notResendable } },
    // Only a mail that carried a personal link, which the log hides (decision 0185).
    "resend-link": async ({ env, id }) => {
      return (await mailHasPersonalLink(env, id)) && (await resendSentMail(env, id))
        ? { ok: true, toast: m.linkResent }
        : { ok: false, status: 409, toast: { title: m.resendError, text: m.notResendable } };
    },
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
  { key: "kind", label: m.columns.kind, format: (row) => m.kindLabel(row.kind) },
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
  const fetcher = useResultFetcher();
  if (row.text === null) return null;
  const again = row.status === "failed" ? "resend" : row.status === "sent" && row.personalLink ? "resend-link" : null;
  if (!again) return null;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <RowButton
        intent={again}
        label={again === "resend" ? m.resend : m.resendLink}
        rowName={row.subject}
        busy={busy}
        icon={again === "resend" ? "check" : "mail"}
        // "Link erneut senden" beside the view button would push the log past a 1280 px laptop.
        iconOnly={again === "resend-link"}
      />
    </fetcher.Form>
  );
}

export default function Emails({ loaderData }: Route.ComponentProps) {
  return (
    <ViewableTable
      texts={m}
      list={loaderData}
      columns={columns}
      rowActions={(row) => <ResendButton row={row} />}
      detail={{ title: m.details, size: "lg", details: mailDetails }}
    />
  );
}

function mailDetails(row: MailLogRow): (Detail | false)[] {
  return [
    [m.columns.recipient, row.recipient, "break-all"],
    [m.columns.subject, row.subject],
    [m.columns.kind, m.kindLabel(row.kind)],
    [m.columns.status, <MailStatus key="status" row={row} />],
    [m.columns.created, formatDateTime(row.created_at)],
    [m.fields.sentAt, row.sent_at ? formatDateTime(row.sent_at) : "-"],
    [m.fields.attempts, row.attempts],
    [m.fields.providerId, orDash(row.provider_message_id), "font-mono text-sm break-all"],
    Boolean(row.last_error) && [m.fields.error, row.last_error, "break-words text-danger"],
    row.links.length > 0 && [
      m.fields.links,
      <ul key="links" className="grid gap-1">
        {row.links.map((link) => (
          <li key={link} className="break-all">
            <a className="text-accent underline underline-offset-4" href={link} rel="noreferrer">
              {link}
            </a>
          </li>
        ))}
      </ul>,
    ],
    row.attachments.length > 0 && [
      m.fields.attachments,
      <ul key="attachments" className="grid gap-1" data-testid="mail-attachments">
        {row.attachments.map((file) => (
          <li key={file.filename} className="break-all">
            {m.attachment(file.filename, file.type, file.bytes)}
          </li>
        ))}
      </ul>,
    ],
    [
      m.fields.text,
      <div key="text" data-testid="mail-text">
        {row.text ?? m.bodyCleared}
      </div>,
      "rounded-xl bg-paper p-4 text-sm whitespace-pre-wrap break-words",
    ],
  ];
}
