import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Button, Spinner, buttonClass } from "~/components/ui/button";
import { adminMessages } from "~/lib/messages.admin";
import { SEARCH_MAX_LENGTH } from "./fields";
import { ConfirmAction } from "./confirm-action";
import { Icon, type IconName } from "./icons";
import { useLoadErrorToast } from "./result";

const t = adminMessages.table;

export interface Column<Row> {
  key: string;
  label: string;
  /** Formats the cell; plain values are shown as text. */
  format: (row: Row) => React.ReactNode;
  className?: string;
}

export interface Page {
  page: number;
  pageCount: number;
  total: number;
}

/** What a list loader answers (`loadListPage`): one page of rows, or the load error for the toast. */
export interface ListPage<Row> {
  rows: Row[];
  page: Page;
  error?: string | null;
}

export interface DataTableProps<Row extends { id: string }> {
  /** The list's heading, and the toast title when it could not be loaded. */
  texts: { title: string; loadError: string };
  list: ListPage<Row>;
  columns: Column<Row>[];
  /** Each action's icon appears only when the list offers it. */
  onAdd?: () => void;
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  /** A new row from this one ("Als Vorlage nutzen"): events that recur. */
  onCopy?: (row: Row) => void;
  canDelete?: boolean;
  /** Further per-row buttons, e.g. confirm/cancel a booking. */
  rowActions?: (row: Row) => React.ReactNode;
  /** Every list is searchable (`?q=`) unless it says otherwise. */
  search?: boolean;
  /** Filters and other controls next to the search box. */
  toolbar?: React.ReactNode;
  /** How screen readers name a row in its buttons; default: the first column. */
  rowName?: (row: Row) => string;
  /** An add control of the list's own instead of `onAdd`'s button (one that also works without JavaScript). */
  addControl?: React.ReactNode;
  /** Shown below the heading, above search and table. */
  intro?: React.ReactNode;
}

/**
 * The one table behind every admin list: title, 'Neu hinzufügen', search, server-side pages,
 * per-list actions and the shared delete confirmation. Below md the rows turn into cards.
 */
export function DataTable<Row extends { id: string }>({
  texts,
  list: { rows, page, error },
  columns,
  onAdd,
  onView,
  onEdit,
  onCopy,
  canDelete = false,
  rowActions,
  search = true,
  toolbar,
  rowName,
  addControl,
  intro,
}: DataTableProps<Row>) {
  const nameOf = (row: Row) => rowName?.(row) ?? rowLabel(columns, row);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const hasActions = Boolean(onView || onEdit || onCopy || canDelete || rowActions);
  useLoadErrorToast(texts.loadError, error);

  return (
    <section aria-labelledby="admin-list-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-list-title" className="text-3xl">
          {texts.title}
        </h1>
        {addControl ??
          (onAdd ? (
            <Button onClick={onAdd}>
              <Icon name="plus" />
              {t.add}
            </Button>
          ) : null)}
      </div>
      {intro}

      {search || toolbar ? (
        <div className="flex flex-wrap items-end gap-3">
          {search ? <SearchBox label={t.searchLabel} /> : null}
          {toolbar}
        </div>
      ) : null}

      <div className="relative rounded-2xl border border-line bg-white md:overflow-x-auto" aria-busy={loading}>
        {loading ? (
          <div className="absolute inset-x-0 top-0 flex justify-center p-2" role="status">
            <span className="flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-muted shadow">
              <Spinner /> {adminMessages.loading}
            </span>
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="p-10 text-center text-muted">{t.empty}</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm max-md:block">
            <thead className="max-md:sr-only">
              <tr className="border-b border-line bg-sand/60">
                {columns.map((column) => (
                  // Headers of two words ("Max. Teilnehmer", "Gebucht am") may take two lines, so that nine
                  // columns fit beside the sidebar on a 1280 px laptop without hiding one behind 'Aktionen'.
                  <th key={column.key} scope="col" className="px-2.5 py-3 align-bottom font-semibold">
                    {column.label}
                  </th>
                ))}
                {hasActions ? (
                  <th
                    scope="col"
                    className="bg-sand px-2.5 py-3 text-right align-bottom font-semibold md:sticky md:right-0"
                  >
                    {t.actions}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="max-md:flex max-md:flex-col max-md:gap-3 max-md:p-3">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-line last:border-0 hover:bg-paper max-md:block max-md:rounded-xl max-md:border max-md:p-3 max-md:last:border"
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.label}
                      className={`px-2.5 py-3 align-top max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-muted max-md:before:content-[attr(data-label)] ${column.className ?? ""}`}
                    >
                      {column.format(row)}
                    </td>
                  ))}
                  {hasActions ? (
                    <td className="px-2.5 py-2 text-right align-top whitespace-nowrap md:sticky md:right-0 md:bg-white md:shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.15)] max-md:mt-2 max-md:block max-md:border-t max-md:border-line max-md:px-0 max-md:pt-2">
                      <div className="flex flex-wrap items-center justify-end gap-1 md:flex-nowrap">
                        {rowActions?.(row)}
                        {onView ? (
                          <IconButton label={`${t.view}: ${nameOf(row)}`} icon="view" onClick={() => onView(row)} />
                        ) : null}
                        {onEdit ? (
                          <IconButton label={`${t.edit}: ${nameOf(row)}`} icon="edit" onClick={() => onEdit(row)} />
                        ) : null}
                        {onCopy ? (
                          <IconButton label={`${t.copy}: ${nameOf(row)}`} icon="copy" onClick={() => onCopy(row)} />
                        ) : null}
                        {canDelete ? (
                          <IconButton
                            label={`${t.delete}: ${nameOf(row)}`}
                            icon="delete"
                            tone="danger"
                            onClick={() => setToDelete(row)}
                          />
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Pagination page={page} />
      {canDelete ? (
        // 'Eintrag löschen': the one confirmation every delete of the back office goes through.
        <ConfirmAction
          id={toDelete?.id ?? null}
          intent="delete"
          texts={adminMessages.confirmDelete}
          onClose={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}

/** The row's first column as text, so screen readers hear "Löschen: anna@example.de". */
function rowLabel<Row>(columns: Column<Row>[], row: Row): string {
  const first = columns[0]?.format(row);
  return typeof first === "string" || typeof first === "number" ? String(first) : "";
}

export const iconButtonClass = (tone: "default" | "danger") =>
  `inline-flex size-8 items-center justify-center rounded-full ${
    tone === "danger" ? "text-danger hover:bg-danger/10" : "text-ink hover:bg-sand"
  }`;

/** A row action: the icon shows, the label (e.g. "Bearbeiten: <name>") is its name, its first part the tooltip. */
export function IconButton({
  label,
  icon,
  onClick,
  tone = "default",
}: {
  label: string;
  icon: "view" | "edit" | "copy" | "cancel" | "delete";
  onClick: () => void;
  tone?: "default" | "danger";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label.split(":")[0]}
      className={iconButtonClass(tone)}
    >
      <Icon name={icon} className="size-[1.1rem]" />
    </button>
  );
}

/** A row action that opens a page of its own (a link, so it also opens in a new tab). */
export function IconLink({ label, icon, to }: { label: string; icon: IconName; to: string }) {
  return (
    <Link to={to} aria-label={label} title={label.split(":")[0]} className={iconButtonClass("default")}>
      <Icon name={icon} className="size-[1.1rem]" />
    </Link>
  );
}

export function SearchBox({ label }: { label: string }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" role="search" className="flex max-w-md flex-1 items-end gap-2">
      {[...params.entries()]
        .filter(([key]) => key !== "q" && key !== "page")
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {label}
        <input
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          maxLength={SEARCH_MAX_LENGTH}
          className="rounded-full border border-line bg-white px-4 py-2 font-normal focus:border-accent"
        />
      </label>
      <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
        <Icon name="search" />
        {t.search}
      </button>
    </Form>
  );
}

export function Pagination({ page }: { page: Page }) {
  const [params] = useSearchParams();
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    return `?${next.toString()}`;
  };
  if (page.total === 0) return null;
  return (
    <nav aria-label="Seiten" className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p>{t.pageOf(page.page, page.pageCount, page.total)}</p>
      {page.pageCount > 1 ? (
        <div className="flex gap-2">
          {page.page > 1 ? (
            <Link to={href(page.page - 1)} className={buttonClass("secondary", "sm")} rel="prev">
              {t.previous}
            </Link>
          ) : null}
          {page.page < page.pageCount ? (
            <Link to={href(page.page + 1)} className={buttonClass("secondary", "sm")} rel="next">
              {t.next}
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

const tones = {
  green: "bg-[#e3f1e5] text-[#1f5a2b]",
  yellow: "bg-[#fdf1cf] text-[#6b4a00]",
  red: "bg-[#f8e1de] text-[#8a2821]",
  grey: "bg-sand text-muted",
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

/**
 * A short table of her own records beside their form (no search, no pages): a frame that scrolls
 * sideways on a phone, one header row from `columns`, the rows as children.
 */
export function PlainTable({ columns, children }: { columns: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-paper text-xs text-muted uppercase">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-3 py-2">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
