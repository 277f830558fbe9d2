import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer } from "~/lib/form-hooks";

/** What every admin action answers; the client turns `toast` into a notification. */
export type AdminResult =
  | {
      ok: true;
      toast?: { title: string; text: string };
      /** What the page shows once after this answer and never again (a new secret link). */
      shown?: Record<string, string>;
    }
  | {
      ok: false;
      toast?: { title: string; text: string };
      fieldErrors?: Record<string, string>;
      /** What a page form sent, for the page to show again when it was posted without JavaScript. */
      values?: Record<string, string>;
    };

function showResultToast(result: AdminResult) {
  if (!result.toast) return;
  toast({
    title: result.toast.title,
    description: result.toast.text,
    variant: result.ok ? "success" : "destructive",
  });
}

/**
 * Shows the toast of a page action's answer once per answer (each answer is a new object; route
 * action data is the router's own state). A fetcher's answers go through {@link useResultFetcher}.
 */
export function useResultToast(result: AdminResult | undefined) {
  useEffect(() => {
    if (result) showResultToast(result);
  }, [result]);
}

/** Shows a load failure of a list once (the list stays empty, the server's message is the text). */
export function useLoadErrorToast(title: string, error: string | null | undefined) {
  useEffect(() => {
    if (error) toast({ title, description: error });
  }, [title, error]);
}

/**
 * A fetcher for an admin action whose settled answer shows as a toast, then goes to `onAnswer`
 * (closing the dialog it was sent from): both in one call, see `useFetcherAnswer`.
 */
export function useResultFetcher(options: { key?: string; onAnswer?: (result: AdminResult) => void } = {}) {
  const fetcher = useFetcher<AdminResult>(options.key ? { key: options.key } : undefined);
  useFetcherAnswer(fetcher, (result) => {
    showResultToast(result);
    options.onAnswer?.(result);
  });
  return fetcher;
}
