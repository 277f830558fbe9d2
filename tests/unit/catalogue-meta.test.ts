import { describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { catalogueMeta } from "../../app/lib/seo";

/** The meta of /termin, /pakete and /gutschein: their catalogue's title and description, per language. */
const at = (pathname: string, search = "") => ({ location: { pathname, search } });
const title = (meta: ReturnType<ReturnType<typeof catalogueMeta>>) =>
  meta.flatMap((tag) => ("title" in tag && typeof tag.title === "string" ? [tag.title] : []))[0];
const robots = (meta: ReturnType<ReturnType<typeof catalogueMeta>>) =>
  meta.find((tag) => "name" in tag && tag.name === "robots");

describe("a page's meta from its catalogue section", () => {
  it("names the page in its language, with the site's name, and its canonical address", () => {
    const sessions = catalogueMeta("sessions", "/termin", { noindexWithQuery: true });
    expect(title(sessions(at("/termin")))).toBe(`${messages.sessions.metaTitle} | ${brand.productName}`);
    expect(title(sessions(at("/en/termin")))).toBe(`${messagesEn.sessions.metaTitle} | ${brand.productName}`);
    expect(sessions(at("/en/termin"))).toContainEqual({
      name: "description",
      content: messagesEn.sessions.metaDescription,
    });
    expect(sessions(at("/termin"))).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: new URL("/termin", brand.siteUrl).toString(),
    });
  });

  it("a chosen step of /termin or /pakete is kept out of search engines; the first page and /gutschein are not", () => {
    const sessions = catalogueMeta("sessions", "/termin", { noindexWithQuery: true });
    const packages = catalogueMeta("packages", "/pakete", { noindexWithQuery: true });
    const vouchers = catalogueMeta("vouchers", "/gutschein");
    expect(robots(sessions(at("/termin", "?art=erstgespraech")))).toEqual({ name: "robots", content: "noindex" });
    expect(robots(packages(at("/pakete", "?paket=x")))).toEqual({ name: "robots", content: "noindex" });
    expect(robots(sessions(at("/termin")))).toBeUndefined();
    expect(robots(vouchers(at("/gutschein", "?zahlung=online")))).toBeUndefined();
    expect(title(vouchers(at("/gutschein")))).toBe(`${messages.vouchers.metaTitle} | ${brand.productName}`);
  });
});
