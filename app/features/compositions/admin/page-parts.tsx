import type { ReactNode } from "react";

/** A back-office page's title and the sentence under it; `id` names the page's section (aria-labelledby). */
export function AdminPageHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h1>
      <p className="max-w-3xl text-muted">{intro}</p>
    </div>
  );
}

/** One part of a back-office page as a white card: its heading, what it is for, then its forms. */
export function AdminCard({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <p className="text-muted">{text}</p>
      {children}
    </section>
  );
}
