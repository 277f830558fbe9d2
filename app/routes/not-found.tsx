import { brand } from "~/config/brand";
import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  console.warn(`404: ${path}`);
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Seite nicht gefunden | ${brand.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 pt-24 text-center">
      <h1 className="text-6xl font-semibold text-accent">{messages.notFound.heading}</h1>
      <p className="text-xl text-muted">{messages.notFound.text}</p>
      <Link to="/" className="text-lg font-medium text-accent underline underline-offset-4 hover:text-accent-strong">
        {messages.notFound.home}
      </Link>
    </section>
  );
}
