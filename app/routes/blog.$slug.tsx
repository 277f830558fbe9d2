import { data, isRouteErrorResponse } from "react-router";
import { NotFoundSection } from "~/components/ui/not-found";
import { brand } from "~/config/brand";
import { PostArticle } from "~/features/extras/blog/post-view";
import { publishedPost, showPost } from "~/features/extras/blog/posts.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { absoluteUrl, jsonLd, notFoundMeta, seo } from "~/lib/seo";
import type { Route } from "./+types/blog.$slug";

/** One published post (decision 0161); a draft, a post dated ahead or an unknown address is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  let row;
  try {
    row = await publishedPost(getCloudflare(context).env, params.slug.slice(0, 100));
  } catch (error) {
    logError("blog-post-load-failed", error);
    throw data(null, { status: 503 });
  }
  if (!row) throw data(null, { status: 404 });
  return { locale, post: showPost(row, locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const locale = localeFromPath(location.pathname);
  const t = getMessages(locale).blog;
  if (!loaderData) return notFoundMeta(t.notFoundTitle, t.notFoundText, `/blog/${params.slug}`, locale);
  const { post } = loaderData;
  const path = `/blog/${post.slug}` as const;
  return [
    ...seo({ title: `${post.title} | ${brand.productName}`, description: post.summary, path, locale, type: "article" }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.summary,
      datePublished: post.publishedOn,
      inLanguage: post.textLang,
      url: absoluteUrl(localizePath(path, locale)),
      author: { "@type": "Person", name: brand.coach.name },
      publisher: { "@type": "Organization", name: brand.productName, url: brand.siteUrl },
    }),
  ];
};

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  return <PostArticle post={post} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useMessages().blog;
  const localize = useLocalize();
  return (
    <NotFoundSection title={t.notFoundTitle} text={t.notFoundText} back={{ to: localize("/blog"), label: t.back }} />
  );
}
