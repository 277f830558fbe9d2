import { StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { loadListPage, runAdminAction } from "~/features/compositions/admin/crud.server";
import { profileFailureTitles, profileHandlers } from "~/features/compositions/admin/profiles.server";
import { profilesPage } from "~/features/core/auth/profiles.server";
import { Button } from "~/components/ui/button";
import { EditableList } from "~/features/compositions/admin/form-dialog";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { formatBool, formatDateTime, orDash } from "~/features/compositions/admin/format";
import { profileFields, ProfileSchema } from "~/features/compositions/admin/resources";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/profiles";

const m = adminMessages.profiles;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const me = requireAdmin(context);
  const list = await loadListPage(request, (page) => profilesPage(env, page));
  return { ...list, me: me.id };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, profileFailureTitles, profileHandlers);
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "email", label: m.columns.email, format: (row) => row.email },
  { key: "first_name", label: m.columns.firstName, format: (row) => orDash(row.first_name) },
  { key: "last_name", label: m.columns.lastName, format: (row) => orDash(row.last_name) },
  {
    key: "is_admin",
    label: m.columns.isAdmin,
    format: (row) => <StatusBadge tone={row.is_admin ? "green" : "grey"}>{formatBool(row.is_admin)}</StatusBadge>,
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
];

/** For a colleague who lost her phone: turn her second factor off, confirmed with one's own password. */
function ResetSecondFactor({ row }: { row: Row }) {
  const fetcher = useResultFetcher();
  if (!row.has_second_factor) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted">{m.resetSecondFactor}</summary>
      <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="reset-2fa" />
        <input type="hidden" name="id" value={row.id} />
        <label className="flex flex-col gap-1">
          {m.fields.currentPassword}
          <input
            type="password"
            name="current_password"
            autoComplete="current-password"
            required
            className="rounded-lg border border-line px-3 py-1.5"
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          {m.resetSecondFactor}
          <span className="sr-only">: {row.email}</span>
        </Button>
      </fetcher.Form>
    </details>
  );
}

export default function Profiles({ loaderData }: Route.ComponentProps) {
  return (
    <EditableList
      texts={m}
      list={loaderData}
      columns={columns}
      fields={profileFields}
      schema={ProfileSchema}
      rowActions={(row) => <ResetSecondFactor row={row} />}
    />
  );
}
