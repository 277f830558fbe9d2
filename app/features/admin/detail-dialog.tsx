import { Fragment, type ReactNode } from "react";
import { Dialog } from "~/components/ui/dialog";

/** One line of a record's details: label, value and the value's own classes. */
export type Detail = [label: string, value: ReactNode, className?: string];

const sizes = {
  md: { dialog: "w-[calc(100%-1.5rem)] max-w-2xl", list: "grid gap-4 p-5 sm:grid-cols-[8rem_1fr]" },
  lg: { dialog: "w-[calc(100%-1.5rem)] max-w-3xl", list: "grid gap-4 p-5 sm:grid-cols-[10rem_1fr]" },
} as const;

/** The read-only view of one list row ("Ansehen"): a dialog with a definition list of its details. */
export function DetailDialog<Row>({
  row,
  onClose,
  title,
  size = "md",
  details,
}: {
  row: Row | null;
  onClose: () => void;
  title: string;
  size?: keyof typeof sizes;
  details: (row: Row) => Detail[];
}) {
  return (
    <Dialog open={row !== null} onClose={onClose} title={title} className={sizes[size].dialog}>
      {row ? (
        <dl className={sizes[size].list}>
          {details(row).map(([label, value, className]) => (
            <Fragment key={label}>
              <dt className="font-medium text-muted">{label}</dt>
              <dd className={className}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}
