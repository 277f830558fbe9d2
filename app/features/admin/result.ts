import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";

/** What every admin action answers; the client turns `toast` into a notification. */
export type AdminResult =
  | { ok: true; toast?: { title: string; text: string } }
  | {
      ok: false;
      toast?: { title: string; text: string };
      fieldErrors?: Record<string, string>;
    };

/** Shows the toast of an action result once per answer (each answer is a new object). */
export function useResultToast(result: AdminResult | undefined) {
  useEffect(() => {
    if (!result?.toast) return;
    toast({
      title: result.toast.title,
      description: result.toast.text,
      variant: result.ok ? "success" : "destructive",
    });
  }, [result]);
}

/** Shows a load failure of a list once (the list stays empty, the server's message is the text). */
export function useLoadErrorToast(title: string, error: string | null | undefined) {
  useEffect(() => {
    if (error) toast({ title, description: error });
  }, [title, error]);
}

/** A fetcher for an admin action whose answer shows as a toast (row buttons, marking read). */
export function useResultFetcher() {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  return fetcher;
}
