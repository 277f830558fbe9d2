import { LineIcon } from "~/components/ui/line-icon";

/** The few line icons of the back office (aria-hidden: the buttons carry the labels). */
const paths = {
  view: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  edit: "M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4",
  delete: "M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  plus: "M12 5v14M5 12h14",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 13l4 4L19 7",
  cancel: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM6 6l12 12",
  download: "M12 4v11m-5-5 5 5 5-5M5 20h14",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5",
  mail: "M3 6h18v12H3V6Zm0 1 9 6 9-6",
  copy: "M8 8h12v12H8V8Zm-4 8V4h12",
  page: "M6 3h9l5 5v13H6V3Zm9 0v5h5M9 13h8M9 17h6",
  people:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-1a6 6 0 0 1 12 0v1m2-17.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.7",
  up: "M12 19V5m-6 6 6-6 6 6",
  down: "M12 5v14m-6-6 6 6 6-6",
  calendar: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}
