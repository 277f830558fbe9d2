import type { RouterContextProvider } from "react-router";
import type { ContentPage } from "~db/content/index";
import { getCloudflare } from "~/lib/context";
import { localeFromPath } from "~/lib/locale";
import { readTexts } from "./content.server";
import type { ContentData } from "./texts";

/** The loader of a content page: its language from the path, its texts from the cached web content. */
export async function loadContent<P extends ContentPage>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  pages: readonly P[],
): Promise<ContentData<P>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { env } = getCloudflare(context);
  return { locale, texts: await readTexts(context, env, locale, pages) };
}
