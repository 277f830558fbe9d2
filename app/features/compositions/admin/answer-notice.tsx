import { Notice } from "~/components/ui/notice";
import type { AdminResult } from "./result";

/**
 * The last answer of a back-office page whose forms post without JavaScript too, as a notice on the
 * page (a toast needs the script): saved in green, refused in red, nothing before the first post.
 */
export function AnswerNotice({ answer }: { answer: AdminResult | undefined }) {
  if (!answer?.toast) return null;
  return (
    <Notice tone={answer.ok ? "success" : "error"} title={answer.toast.title}>
      {answer.toast.text}
    </Notice>
  );
}
