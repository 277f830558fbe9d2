import { Link } from "react-router";
import { RichText } from "~/components/ui/rich-text";
import { formatLongDate } from "~/features/products/events/format";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import type { ShownPost } from "./posts.server";

/** One post as its page shows it; the back office's preview draws the same. */
export function PostArticle({ post }: { post: ShownPost }) {
  const messages = useMessages();
  const locale = useLocale();
  const localize = useLocalize();
  const t = messages.blog;
  return (
    <article className="mx-auto max-w-3xl px-5 pt-28 pb-20 sm:pt-36 lg:px-8">
      <p className="text-sm">
        <Link to={localize("/blog")} className="font-medium text-accent underline underline-offset-4">
          ← {t.back}
        </Link>
      </p>
      <header className="mt-6" lang={post.textLang === locale ? undefined : post.textLang}>
        <h1 className="text-4xl leading-[1.1] sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-sm text-muted">
          <time dateTime={post.publishedOn}>{t.publishedOn(formatLongDate(post.publishedOn, locale))}</time>
        </p>
        <p className="mt-6 text-xl leading-relaxed text-muted">{post.summary}</p>
      </header>
      {post.textLang !== locale ? <p className="mt-6 rounded-xl bg-sand p-3 text-sm">{t.germanOnly}</p> : null}
      <div
        className="mt-10 space-y-5 text-lg leading-relaxed [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl"
        lang={post.textLang === locale ? undefined : post.textLang}
      >
        <RichText text={post.body} locale={locale} />
      </div>
    </article>
  );
}

/** The list on /blog: newest first, each a card that opens the post. */
export function PostList({ posts }: { posts: ShownPost[] }) {
  const messages = useMessages();
  const locale = useLocale();
  const localize = useLocalize();
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug} className="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm text-muted">
            <time dateTime={post.publishedOn}>{formatLongDate(post.publishedOn, locale)}</time>
          </p>
          <h2 className="mt-3 text-2xl leading-snug" lang={post.textLang === locale ? undefined : post.textLang}>
            <Link to={localize(`/blog/${post.slug}`)} className="hover:text-accent">
              {post.title}
            </Link>
          </h2>
          <p className="mt-3 flex-1 text-muted" lang={post.textLang === locale ? undefined : post.textLang}>
            {post.summary}
          </p>
          <p className="mt-5">
            <Link
              to={localize(`/blog/${post.slug}`)}
              aria-label={messages.blog.readMore(post.title)}
              className="font-medium text-accent underline underline-offset-4"
            >
              {messages.blog.readMoreShort}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
