import type { ReactNode } from "react";

export type NoticeTone = "success" | "error";

/** Colours of a success or error message; shared by inline notices and toasts. */
export const noticeToneClass: Record<NoticeTone, string> = {
  success: "border-success/30 bg-white",
  error: "border-danger/40 bg-danger-soft",
};

/** A form's outcome shown inline (e.g. above the form after a post without JavaScript). */
export function Notice({ tone, title, children }: { tone: NoticeTone; title: string; children?: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border p-4 ${noticeToneClass[tone]}`}>
      <p className={`font-semibold ${tone === "error" ? "text-danger" : "text-success"}`}>{title}</p>
      {children ? <p className="mt-1 text-sm">{children}</p> : null}
    </div>
  );
}
