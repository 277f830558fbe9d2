/**
 * The centred card of the pages a visitor reaches from an e-mail link or a one-step form
 * (newsletter confirm/unsubscribe, Meine Daten): one heading, then the answer. `tone="bad"` colours
 * the heading for a broken or expired link.
 */
export function PageCard({
  heading,
  tone = "neutral",
  children,
}: {
  heading: string;
  tone?: "neutral" | "bad";
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className={`text-3xl sm:text-4xl ${tone === "bad" ? "text-danger" : ""}`}>{heading}</h1>
        <div className="mt-4 flex flex-col gap-5 text-ink">{children}</div>
      </div>
    </section>
  );
}
