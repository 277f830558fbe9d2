import { brand } from "~/config/brand";
import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { loadContent } from "~/features/extras/content/page.server";
import { localizePath } from "~/lib/locale";
import type { Route } from "./+types/not-found";

export async function loader(args: Route.LoaderArgs) {
  const path = new URL(args.request.url).pathname;
  console.warn(`404: ${path}`);
  return data({ path, ...(await loadContent(args, ["not-found"])) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.texts["not-found"].meta.title ?? brand.name },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData: { locale, texts } }: Route.ComponentProps) {
  const t = texts["not-found"].body;
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 pt-24 text-center">
      <h1 className="text-6xl font-semibold text-accent">404</h1>
      <p className="text-xl text-muted">{t.text}</p>
      <Link
        to={localizePath("/", locale)}
        className="text-lg font-medium text-accent underline underline-offset-4 hover:text-accent-strong"
      >
        {t.home}
      </Link>
    </section>
  );
}
