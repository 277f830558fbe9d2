import { useState, useSyncExternalStore } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { Button, buttonClass, SubmitButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useSchemaCheck } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import { AnswerNotice } from "./answer-notice";
import { ConfirmAction } from "./confirm-action";
import { type Column, DataTable, IconLink, iconButtonClass, type ListPage } from "./data-table";
import type { FieldDef } from "./fields";
import { FieldControl } from "./form-dialog";
import { formatDateTime } from "./format";
import { Icon, type IconName } from "./icons";
import { PAGE_PARAM, webContentFields, WebContentSchema } from "./resources";
import { type AdminResult, useResultFetcher } from "./result";
import { textAnchor, UnusedBadge } from "./web-content-editor";

const m = adminMessages.webContent;
const t = adminMessages.table;
const f = adminMessages.form;

/** Same names as the server's `LIST_MODES` (web-content.server.ts): the addresses that open a form without JavaScript. */
const MODES = { create: "neu", edit: "bearbeiten", delete: "loeschen" } as const;
/** Of the list's address, what the GET forms carry on: the search and the page. */
const KEPT_PARAMS = ["q", "page"] as const;

/** One stored text as the list shows it. */
export interface TextRow extends Record<string, unknown> {
  id: string;
  page: string;
  section: string;
  content_key: string;
  content_de: string;
  content_en: string;
  updated_at: string;
  /** Its human name, "Über mich › Meine Geschichte › Überschrift". */
  label: string;
  /** A page reads it: deleting brings back the delivered text. */
  used: boolean;
}

export interface PageLink {
  page: string;
  label: string;
  texts: number;
  unused: number;
}

export type Opened = { mode: "create"; row: null } | { mode: "edit" | "delete"; row: TextRow } | null;

const editorHref = (page: string) => `?${new URLSearchParams({ [PAGE_PARAM]: page })}`;

const noSubscribe = () => () => undefined;
/** False while the server draws the page (and forever without JavaScript), true once hydrated. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const columns: Column<TextRow & { editable: boolean }>[] = [
  { key: "page", label: m.columns.page, format: (row) => row.page },
  { key: "section", label: m.columns.section, format: (row) => row.section },
  {
    key: "content_key",
    label: m.columns.key,
    format: (row) => (
      <span className="flex flex-col items-start gap-1 max-md:items-end">
        <span className="break-all">{row.content_key}</span>
        <span className="text-xs text-muted">{row.label}</span>
        {row.used ? null : <UnusedBadge />}
      </span>
    ),
  },
  {
    key: "updated_at",
    label: m.columns.updated,
    format: (row) => formatDateTime(row.updated_at),
    className: "whitespace-nowrap",
  },
];

/**
 * A GET form of the list whose button opens a dialog: with JavaScript the click opens it in place
 * (`onOpen`), without it the form asks the server for the address that draws the form on the page.
 */
function OpenButton({
  param,
  value,
  onOpen,
  children,
  ...button
}: {
  param: string;
  value: string;
  onOpen: () => void;
  children: React.ReactNode;
} & ({ icon: IconName; label: string; tone?: "default" | "danger" } | { icon?: undefined })) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="inline-flex">
      {KEPT_PARAMS.map((name) => {
        const kept = params.get(name);
        return kept ? <input key={name} type="hidden" name={name} value={kept} /> : null;
      })}
      <input type="hidden" name={param} value={value} />
      {button.icon ? (
        <button
          type="submit"
          aria-label={button.label}
          title={button.label.split(":")[0]}
          className={iconButtonClass(button.tone ?? "default")}
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
        >
          <Icon name={button.icon} className="size-[1.1rem]" />
        </button>
      ) : (
        <Button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
        >
          {children}
        </Button>
      )}
    </Form>
  );
}

/** The form's fields: page, section and key, then German and English; the first three stay as they are once saved. */
function TextFormFields({
  row,
  values,
  errors,
}: {
  row: TextRow | null;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid flex-1 content-start gap-4 p-5 md:grid-cols-2">
      {row ? <p className="rounded-xl bg-sand p-3 text-sm md:col-span-2">{m.lockedHint}</p> : null}
      {(webContentFields as readonly FieldDef[]).map((field) => {
        const locked = Boolean(row) && field.type === "text";
        const value = values?.[field.name] ?? row?.[field.name];
        return (
          <div key={field.name} className={(field.wide ?? field.type === "textarea") ? "md:col-span-2" : ""}>
            <FieldControl field={field} value={value} error={errors[field.name]} isNew={!row} readOnly={locked} />
          </div>
        );
      })}
    </div>
  );
}

function IdFields({ row }: { row: TextRow | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={row ? "update" : "create"} />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
    </>
  );
}

/** The 'Inhalt erstellen/bearbeiten' dialog with JavaScript: checked in the browser and on the server, a toast for the answer. */
function TextDialog({ row, onClose }: { row: TextRow | null | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={row !== undefined}
      onClose={onClose}
      title={m.dialog}
      className="w-[calc(100%-1.5rem)] max-w-5xl md:h-[60vh] md:w-[80%] md:max-w-none"
    >
      {row !== undefined ? <DialogForm key={row?.id ?? "new"} row={row} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DialogForm({ row, onClose }: { row: TextRow | null; onClose: () => void }) {
  const fetcher = useResultFetcher({
    onAnswer: (result) => {
      if (result.ok) onClose();
    },
  });
  const { errors: clientErrors, check } = useSchemaCheck(WebContentSchema);
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  return (
    <fetcher.Form method="post" noValidate onSubmit={check} className="flex min-h-full flex-col">
      <IdFields row={row} />
      <TextFormFields row={row} values={undefined} errors={{ ...serverErrors, ...clientErrors }} />
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-white px-5 py-3">
        <Button variant="ghost" onClick={onClose}>
          {f.cancel}
        </Button>
        <SubmitButton busy={fetcher.state !== "idle"} busyLabel={f.saving}>
          {f.save}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/**
 * Without JavaScript the dialog is a part of the page at its own address (`?neu=1`,
 * `?bearbeiten=<id>`, `?loeschen=<id>`): the same title, fields and buttons, posted as a plain form;
 * "Abbrechen" leads back to the list.
 */
function PagePanel({
  opened,
  answer,
  backHref,
}: {
  opened: NonNullable<Opened>;
  answer: AdminResult | undefined;
  backHref: string;
}) {
  const refused = answer && !answer.ok ? answer : undefined;
  const title = opened.mode === "delete" ? adminMessages.confirmDelete.title : m.dialog;
  return (
    <section
      aria-labelledby="inhalt-formular"
      className="rounded-2xl border-2 border-accent/40 bg-white shadow-lg md:min-h-[60vh]"
    >
      <h2 id="inhalt-formular" className="border-b border-line px-5 py-3 text-lg">
        {title}
      </h2>
      {opened.mode === "delete" ? (
        <Form method="post" className="flex flex-col gap-6 p-5">
          <p>{adminMessages.confirmDelete.text}</p>
          {opened.row.used ? <p>{m.deleteResets}</p> : null}
          <p className="text-sm text-muted">{opened.row.label}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={opened.row.id} />
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={backHref} className={buttonClass("ghost", "md")}>
              {adminMessages.confirmDelete.cancel}
            </Link>
            <button type="submit" className={buttonClass("danger", "md")}>
              {adminMessages.confirmDelete.confirm}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate className="flex flex-col">
          <IdFields row={opened.row} />
          <TextFormFields row={opened.row} values={refused?.values} errors={refused?.fieldErrors ?? {}} />
          <div className="flex justify-end gap-2 border-t border-line px-5 py-3">
            <Link to={backHref} className={buttonClass("ghost", "md")}>
              {f.cancel}
            </Link>
            <button type="submit" className={buttonClass("primary", "md")}>
              {f.save}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The pages of the site, each opening the page editor (decision 0172): the main way to her texts. */
function PageChooser({ pages }: { pages: PageLink[] }) {
  return (
    <section aria-labelledby="seiten-titel" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="seiten-titel" className="font-serif text-xl">
        {m.pages.title}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{m.pages.intro}</p>
      <ul aria-label={m.pages.label} className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page.page} className="flex items-baseline gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
            <Link to={editorHref(page.page)} className="font-medium text-accent underline underline-offset-4">
              {page.label}
            </Link>
            <span className="text-xs text-muted">
              {adminMessages.webContent.editor.textCount(page.texts)}
              {page.unused ? ` · ${adminMessages.webContent.editor.unusedCount(page.unused)}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The spec's web-content list (page, section, key, updated; 'Neu hinzufügen'; the 'Inhalt
 * erstellen/bearbeiten' dialog; delete after 'Eintrag löschen') under the page chooser that leads
 * to the page editor. Both read and write the same rows (decision 0180).
 */
export function WebContentList({
  list,
  pages,
  opened,
  answer,
}: {
  list: ListPage<TextRow & { editable: boolean }>;
  pages: PageLink[];
  opened: Opened;
  answer: AdminResult | undefined;
}) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // undefined: closed; null: a new text; a row: editing it. Opened from the address after a reload too.
  const [editing, setEditing] = useState<TextRow | null | undefined>(
    opened?.mode === "create" ? null : opened?.mode === "edit" ? opened.row : undefined,
  );
  const [toDelete, setToDelete] = useState<TextRow | null>(opened?.mode === "delete" ? opened.row : null);
  const backParams = new URLSearchParams(params);
  for (const mode of Object.values(MODES)) backParams.delete(mode);
  const backHref = `?${backParams.toString()}`;
  const close = () => {
    setEditing(undefined);
    setToDelete(null);
    if (Object.values(MODES).some((mode) => params.has(mode))) {
      setParams(backParams, { replace: true, preventScrollReset: true });
    }
  };
  // Without JavaScript a saved form is done: the list shows the answer, not the form again.
  const panel = !hydrated && opened && !answer?.ok ? opened : null;

  return (
    <div className="flex flex-col gap-4">
      <DataTable
        texts={{ title: m.title, loadError: m.loadError }}
        list={list}
        columns={columns}
        rowName={(row) => row.label}
        addControl={
          <OpenButton param={MODES.create} value="1" onOpen={() => setEditing(null)}>
            <Icon name="plus" />
            {t.add}
          </OpenButton>
        }
        intro={
          <>
            <AnswerNotice answer={answer} />
            {panel ? <PagePanel opened={panel} answer={answer} backHref={backHref} /> : null}
            <PageChooser pages={pages} />
          </>
        }
        rowActions={(row) => (
          <>
            {row.editable ? (
              <IconLink
                label={m.openInEditor(row.label)}
                icon="page"
                to={`${editorHref(row.page)}#${textAnchor(row.section, row.content_key)}`}
              />
            ) : null}
            <OpenButton
              param={MODES.edit}
              value={row.id}
              onOpen={() => setEditing(row)}
              icon="edit"
              label={`${t.edit}: ${row.label}`}
            >
              {null}
            </OpenButton>
            <OpenButton
              param={MODES.delete}
              value={row.id}
              onOpen={() => setToDelete(row)}
              icon="delete"
              tone="danger"
              label={`${t.delete}: ${row.label}`}
            >
              {null}
            </OpenButton>
          </>
        )}
      />
      {hydrated ? (
        <>
          <TextDialog row={editing} onClose={close} />
          <ConfirmAction
            id={toDelete?.id ?? null}
            intent="delete"
            texts={{
              ...adminMessages.confirmDelete,
              text: toDelete?.used
                ? `${adminMessages.confirmDelete.text} ${m.deleteResets}`
                : adminMessages.confirmDelete.text,
            }}
            onClose={close}
          />
        </>
      ) : null}
    </div>
  );
}
