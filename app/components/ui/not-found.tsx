import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A public page's "not found" answer (its error boundary): what is missing, and one way back. */
export function NotFoundSection({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-5 pt-36 pb-24 text-center">
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      <Link to={back.to} className={buttonClass("primary", "md", "mt-2")}>
        {back.label}
      </Link>
    </section>
  );
}
