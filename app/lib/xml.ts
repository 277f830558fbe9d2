/** Text or an attribute value inside XML (sitemap, the blog's feed, the e-invoice): the five-character escape. */
export const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
