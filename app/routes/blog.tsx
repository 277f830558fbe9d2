import { brand } from "~/config/brand";
import { ButtonLink } from "~/components/ui/button";
import { Artwork } from "~/components/ui/artwork";
import { Eyebrow } from "~/features/extras/content/blocks";
import { BulletList } from "~/features/extras/content/pages/sections";
import { RichText } from "~/components/ui/rich-text";
import { loadContent } from "~/features/extras/content/page.server";
import { pageMeta } from "~/features/extras/content/pages/seo";
import { lines } from "~/features/extras/content/texts";
import type { Route } from "./+types/blog";
import { listPublishedPosts, showPost } from "~/features/extras/blog/posts.server";
import { PostList } from "~/features/extras/blog/post-view";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localizePath } from "~/lib/locale";
import { logError } from "~/lib/log";

/**
 * The blog (decision 0161): her published posts, newest first; before the first one, the page says
 * "Bald verfügbar" as it always has. A failed read of the posts shows that page too, never an error.
 */
export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["blog"]);
  const posts = await listPublishedPosts(getCloudflare(args.context).env).catch((error: unknown) => {
    logError("blog-posts-load-failed", error);
    return [];
  });
  return { ...content, posts: posts.map((row) => showPost(row, content.locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.posts.length) {
    const t = getMessages(loaderData.locale).blog;
    return [
      ...pageMeta(`${t.feedTitle}: ${t.listTitle}`, t.listIntro, "/blog", loaderData.locale),
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        title: `${brand.productName} – ${t.feedTitle}`,
        href: localizePath("/blog/feed.xml", loaderData.locale),
      },
    ];
  }
  return pageMeta(
    loaderData?.texts.blog.meta.title ?? brand.name,
    loaderData?.texts.blog.meta.description ?? "",
    "/blog",
    loaderData?.locale,
  );
};

export default function BlogPage({ loaderData: { locale, texts, posts } }: Route.ComponentProps) {
  const messages = useMessages();
  if (posts.length) {
    const t = messages.blog;
    return (
      <section className="bg-gradient-to-b from-sand to-paper">
        <div className="mx-auto max-w-6xl px-5 pt-28 pb-20 sm:pt-36 lg:px-8 lg:pb-28">
          <Eyebrow>{texts.blog.hero.eyebrow}</Eyebrow>
          <h1 className="mt-4 text-4xl leading-[1.1] sm:text-5xl">{t.listTitle}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{t.listIntro}</p>
          <PostList posts={posts} />
          <p className="mt-10 text-sm">
            <a href={localizePath("/blog/feed.xml", locale)} className="text-accent underline underline-offset-4">
              {t.feed}
            </a>
          </p>
        </div>
      </section>
    );
  }
  const t = texts.blog;
  return (
    <section className="bg-gradient-to-b from-sand to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-28 pb-20 sm:pt-36 lg:grid-cols-[6fr_5fr] lg:px-8 lg:pb-28">
        <div>
          <Eyebrow>{t.hero.eyebrow}</Eyebrow>
          <h1 className="mt-4 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">{t.hero.title}</h1>
          <div className="mt-6 max-w-xl space-y-4 text-lg leading-relaxed text-muted">
            <RichText text={t.hero.body} locale={locale} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/events" size="lg">
              {t.hero.events}
            </ButtonLink>
            <ButtonLink to="/courses" variant="secondary" size="lg">
              {t.hero.courses}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <Artwork
            src="/images/topics/zukunftsbilder.svg"
            width={800}
            height={600}
            className="w-full rounded-2xl bg-sand"
          />
          <h2 className="mt-6 text-2xl">{t.upcoming.title}</h2>
          <div className="mt-4">
            <BulletList items={lines(t.upcoming.items)} />
          </div>
        </div>
      </div>
    </section>
  );
}
