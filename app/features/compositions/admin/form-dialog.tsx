import { useId, useState } from "react";
import type * as v from "valibot";
import { Button, SubmitButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useSchemaCheck } from "~/lib/form-hooks";
import { adminMessages } from "~/lib/messages.admin";
import type { FieldDef } from "./fields";
import { DataTable, type Column, type Page } from "./data-table";
import { useResultFetcher } from "./result";

const f = adminMessages.form;

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  fields: readonly FieldDef[];
  /** Derived from `fields` with `schemaFromFields`; the action validates with the same one. */
  schema: v.GenericSchema;
  /** With a record it edits (intent "update"), without one it creates. */
  record: ({ id: string } & Record<string, unknown>) | null;
  /** Creating from a copy of another row: its values and its name for the hint above the fields. */
  template?: Template | null;
}

/** "Als Vorlage nutzen": the values a new row starts with, and the row they came from. */
export interface Template {
  from: string;
  name: string;
  values: Record<string, unknown>;
}

/** The one add/edit dialog of the back office, drawn from field definitions. */
export function FormDialog({ open, onClose, title, fields, schema, record, template = null }: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="w-[calc(100%-1.5rem)] max-w-5xl md:h-[60vh] md:w-[80%] md:max-w-none"
    >
      {/* Mounted only while open, so every opening starts with fresh values and no old errors. */}
      <DialogForm
        key={record?.id ?? (template ? `copy-${template.from}` : "new")}
        onClose={onClose}
        fields={fields}
        schema={schema}
        record={record}
        template={template}
      />
    </Dialog>
  );
}

function DialogForm({ onClose, fields, schema, record, template }: Omit<FormDialogProps, "open" | "title">) {
  const values = record ?? template?.values ?? null;
  const fetcher = useResultFetcher({
    onAnswer: (result) => {
      if (result.ok) onClose();
    },
  });
  const { errors: clientErrors, check } = useSchemaCheck(schema);
  const busy = fetcher.state !== "idle";
  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const errors = { ...serverErrors, ...clientErrors };

  return (
    <fetcher.Form method="post" noValidate onSubmit={check} className="flex min-h-full flex-col">
      <input type="hidden" name="intent" value={record ? "update" : "create"} />
      {record ? <input type="hidden" name="id" value={record.id} /> : null}
      <div className="grid flex-1 content-start gap-4 p-5 md:grid-cols-2">
        {template ? (
          <p className="rounded-xl bg-sand p-3 text-sm md:col-span-2">
            {f.copyOf(
              template.name,
              fields
                .filter((field) => !(field.name in template.values))
                .map((field) => field.label)
                .join(", "),
            )}
          </p>
        ) : null}
        {fields.map((field) => (
          <div key={field.name} className={(field.wide ?? field.type === "textarea") ? "md:col-span-2" : ""}>
            <FieldControl field={field} value={values?.[field.name]} error={errors[field.name]} isNew={!record} />
          </div>
        ))}
      </div>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-white px-5 py-3">
        <Button variant="ghost" onClick={onClose}>
          {f.cancel}
        </Button>
        <SubmitButton busy={busy} busyLabel={f.saving}>
          {f.save}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/** One field of a form drawn from its definition (the dialog's, and e.g. the newsletter's photo picker). */
export function FieldControl({
  field,
  value,
  error,
  isNew,
  readOnly = false,
}: {
  field: FieldDef;
  value: unknown;
  error: string | undefined;
  isNew: boolean;
  /** Shown and sent, not changed (a web text's page, section and key once it exists). */
  readOnly?: boolean;
}) {
  const initial = value === null || value === undefined ? "" : String(value);
  if (field.type === "checkbox") {
    const checked = value === undefined ? isNew && Boolean(field.checkedWhenNew) : value === true || value === 1;
    return <CheckboxControl field={field} checked={checked} />;
  }
  return (
    <Field label={field.label} error={error} {...(field.hint ? { hint: field.hint } : {})}>
      {(props) => {
        const common = {
          ...props,
          name: field.name,
          required: Boolean(field.required),
          placeholder: field.placeholder,
          ...(readOnly ? { readOnly: true, className: `${props.className} bg-sand/60` } : {}),
        };
        if (field.type === "textarea") return <textarea {...common} rows={field.rows ?? 5} defaultValue={initial} />;
        if (field.type === "select") {
          return (
            <select {...common} defaultValue={initial}>
              {/* The prompt is disabled so no empty value can be picked. */}
              <option value="" disabled>
                {f.choose}
              </option>
              {field.options?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        }
        const listId = field.choices?.length ? `${props.id}-choices` : undefined;
        return (
          <>
            <input
              {...common}
              list={listId}
              type={field.type}
              defaultValue={field.type === "password" ? "" : initial}
              autoComplete={
                field.type === "password"
                  ? field.currentPassword
                    ? "current-password"
                    : "new-password"
                  : field.type === "email"
                    ? "off"
                    : undefined
              }
              inputMode={field.type === "number" ? "decimal" : undefined}
              step={field.type === "number" ? (field.integer ? 1 : "0.01") : undefined}
              min={field.min}
              max={field.max}
            />
            {listId ? (
              <datalist id={listId}>
                {field.choices?.map((choice) => (
                  <option key={choice.value} value={choice.value} label={choice.label} />
                ))}
              </datalist>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}

interface EditableListProps<Row extends { id: string } & Record<string, unknown>> {
  texts: { title: string; dialog: string; loadError: string };
  /** What the list's loader answered (see `loadListPage`). */
  list: { rows: Row[]; page: Page; error: string | null };
  columns: Column<Row>[];
  fields: readonly FieldDef[];
  schema: v.GenericSchema;
  /** Further per-row buttons (e.g. resetting a profile's second factor). */
  rowActions?: (row: Row) => React.ReactNode;
  /** How screen readers name a row in its buttons; default: the first column. */
  rowName?: (row: Row) => string;
  /**
   * "Als Vorlage nutzen" on each row: the dialog creates a new row from its values, without the
   * fields in `omit` (what is new every time, like an event's date), and names the original.
   */
  copy?: { name: (row: Row) => string; omit: readonly (keyof Row & string)[] };
}

/**
 * A list whose rows are added and edited in the form dialog and deleted after 'Eintrag löschen'
 * (events, profiles, web content); events can also start from a copy of another.
 */
export function EditableList<Row extends { id: string } & Record<string, unknown>>({
  texts,
  list,
  columns,
  fields,
  schema,
  rowActions,
  rowName,
  copy,
}: EditableListProps<Row>) {
  // undefined: closed; null: adding a new row (from `template` when copying); a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [template, setTemplate] = useState<Template | null>(null);
  const open = (row: Row | null, from: Template | null = null) => {
    setTemplate(from);
    setEditing(row);
  };
  const copyOf = (row: Row): Template => {
    const omitted = new Set<string>(copy?.omit ?? []);
    const values = Object.fromEntries(Object.entries(row).filter(([key]) => !omitted.has(key)));
    return { from: row.id, name: copy?.name(row) ?? "", values };
  };
  return (
    <>
      <DataTable
        texts={texts}
        list={list}
        columns={columns}
        onAdd={() => open(null)}
        onEdit={(row) => open(row)}
        {...(copy ? { onCopy: (row: Row) => open(null, copyOf(row)) } : {})}
        canDelete
        {...(rowActions ? { rowActions } : {})}
        {...(rowName ? { rowName } : {})}
      />
      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={texts.dialog}
        fields={fields}
        schema={schema}
        record={editing ?? null}
        template={template}
      />
    </>
  );
}

function CheckboxControl({ field, checked }: { field: FieldDef; checked: boolean }) {
  const hintId = useId();
  return (
    <div className={field.hint ? "" : "pt-7"}>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name={field.name}
          defaultChecked={checked}
          aria-describedby={field.hint ? hintId : undefined}
          className="size-5 accent-accent"
        />
        {field.label}
      </label>
      {field.hint ? (
        <p id={hintId} className="mt-1 pl-8 text-sm text-muted">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
}
