import { Fragment, useState, type ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";
import { DataTable, type DataTableProps } from "./data-table";

/** One line of a record's details: label, value and the value's own classes. */
export type Detail = [label: string, value: ReactNode, className?: string];

const sizes = {
  md: { dialog: "w-[calc(100%-1.5rem)] max-w-2xl", list: "grid gap-4 p-5 sm:grid-cols-[8rem_1fr]" },
  lg: { dialog: "w-[calc(100%-1.5rem)] max-w-3xl", list: "grid gap-4 p-5 sm:grid-cols-[10rem_1fr]" },
} as const;

interface DetailDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
  title: string;
  size?: keyof typeof sizes;
  details: (row: Row) => readonly (Detail | false)[];
}

/**
 * The read-only view of one list row ("Ansehen"): a dialog with a definition list of its details
 * (a `false` entry is left out, for details only some rows have).
 */
export function DetailDialog<Row>({ row, onClose, title, size = "md", details }: DetailDialogProps<Row>) {
  return (
    <Dialog open={row !== null} onClose={onClose} title={title} className={sizes[size].dialog}>
      {row ? (
        <dl className={sizes[size].list}>
          {details(row).map((detail) =>
            detail ? (
              <Fragment key={detail[0]}>
                <dt className="font-medium text-muted">{detail[0]}</dt>
                <dd className={`min-w-0 [overflow-wrap:anywhere] ${detail[2] ?? ""}`}>{detail[1]}</dd>
              </Fragment>
            ) : null,
          )}
        </dl>
      ) : null}
    </Dialog>
  );
}

/**
 * An admin list whose rows open read-only ("Ansehen"): the table and its detail dialog. `onOpen`
 * runs as a row opens (a contact request is marked read).
 */
export function ViewableTable<Row extends { id: string }>({
  detail,
  onOpen,
  ...table
}: Omit<DataTableProps<Row>, "onView"> & {
  detail: Omit<DetailDialogProps<Row>, "row" | "onClose">;
  onOpen?: (row: Row) => void;
}) {
  const [viewing, setViewing] = useState<Row | null>(null);
  return (
    <>
      <DataTable
        {...table}
        onView={(row) => {
          setViewing(row);
          onOpen?.(row);
        }}
      />
      <DetailDialog row={viewing} onClose={() => setViewing(null)} {...detail} />
    </>
  );
}
