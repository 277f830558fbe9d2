import { brand } from "~/config/brand";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `${brand.productName} – ${brand.tagline}` },
  { name: "description", content: "Coaching für Mindset, Lebenssinn und Zukunft in Braunschweig, München und online." },
];

export default function Home() {
  return (
    <section className="mx-auto max-w-5xl px-5 pt-32 pb-20">
      <h1 className="text-4xl sm:text-6xl">Finde Klarheit für das, was dir wirklich wichtig ist.</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{brand.tagline}</p>
    </section>
  );
}
