import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ExternalMindsetTestButton, MINDSET_DIALOG_CLASS } from "~/features/extras/content/embed-dialogs";
import type { ContentData } from "~/features/extras/content/texts";
import { useLocalize, useMessages } from "~/lib/i18n";
import type { MindsetAnswer } from "./mindset.server";
import { MindsetTest } from "./mindset-test";

type ButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children">;

/**
 * The home page's "Kostenloser Mindsettest": our own test in the dialog (no third party, so no
 * consent notice), or, when the coach set an external address, that test behind the notice.
 */
export function MindsetTestButton({ externalUrl, ...props }: ButtonProps & { externalUrl: string | null }) {
  if (externalUrl) return <ExternalMindsetTestButton {...props} src={externalUrl} />;
  return <OwnMindsetTestButton {...props} />;
}

/**
 * Our test in the dialog: its texts are loaded from /mindsettest when the dialog first opens (the
 * home page does not carry them), and each step posts there through a fetcher, as the page does.
 */
function OwnMindsetTestButton(props: ButtonProps) {
  const messages = useMessages();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const page = useFetcher<ContentData<"mindsettest" | "topics">>();
  const step = useFetcher<MindsetAnswer>();
  const action = localize("/mindsettest");
  const label = messages.site.home.mindsetTest;

  useEffect(() => {
    if (open && page.state === "idle" && !page.data) void page.load(action);
  }, [open, page, action]);

  return (
    <>
      <Button {...props} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={label} className={`text-left ${MINDSET_DIALOG_CLASS}`}>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-10 sm:py-8">
          <div className="mx-auto max-w-3xl">
            {page.data ? (
              <MindsetTest
                texts={page.data.texts.mindsettest}
                topics={page.data.texts.topics}
                answer={step.data}
                StepForm={step.Form}
                action={action}
                // Only while the step posts: the answer is in before the page's loaders (if any) reload,
                // and a button disabled then would swallow the next Enter (implicit submission).
                busy={step.state === "submitting"}
              />
            ) : (
              <p role="status" className="text-muted">
                {messages.mindset.loading}{" "}
                <Link to={action} className="text-accent underline underline-offset-4">
                  {messages.mindset.openPage}
                </Link>
              </p>
            )}
          </div>
        </div>
      </Dialog>
    </>
  );
}
