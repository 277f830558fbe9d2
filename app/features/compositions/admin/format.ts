import { format, parseISO } from "date-fns";
import { de } from "date-fns/locale";
import { adminMessages } from "~/lib/messages.admin";
import { berlinParts } from "~/lib/today";

const t = adminMessages.table;

/** The back office's display formats, one place for every list. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

export function formatDate(value: string | null | undefined): string {
  if (!value) return t.emptyValue;
  return format(parseISO(value), "dd.MM.yyyy", { locale: de });
}

/** Timestamps are stored in UTC; the coach reads them in German time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return t.emptyValue;
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return t.emptyValue;
  const { year, month, day, hour, minute } = berlinParts(date);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

export const formatBool = (value: boolean) => (value ? t.yes : t.no);

export function preview(value: string | null | undefined, length = 50): string {
  if (isEmpty(value)) return t.emptyValue;
  const text = value as string;
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export const orDash = (value: string | number | null | undefined) => (isEmpty(value) ? t.emptyValue : String(value));
