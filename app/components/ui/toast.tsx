import { useEffect, useSyncExternalStore } from "react";
import { noticeToneClass } from "./notice";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "destructive";
}
interface ShownToast extends ToastMessage {
  id: number;
}

const DISMISS_AFTER_MS = 6000;
let toasts: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a notification in the global layer. Destructive unless marked success. */
export function toast(message: ToastMessage): void {
  toasts = [...toasts, { variant: "destructive", ...message, id: nextId++ }];
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: ShownToast[] = [];

export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return (
    <section
      aria-label="Benachrichtigungen"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:items-end"
    >
      {shown.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </section>
  );
}

function ToastCard({ toast: t }: { toast: ShownToast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(t.id), DISMISS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [t.id]);
  const tone = noticeToneClass[t.variant === "success" ? "success" : "error"];
  return (
    <div
      role={t.variant === "success" ? "status" : "alert"}
      data-variant={t.variant}
      className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${tone}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className={`font-semibold ${t.variant === "success" ? "text-success" : "text-danger"}`}>{t.title}</p>
          {t.description ? <p className="mt-1 text-sm text-ink">{t.description}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => dismiss(t.id)}
          className="text-muted hover:text-ink"
          aria-label="Benachrichtigung schließen"
        >
          ×
        </button>
      </div>
    </div>
  );
}
