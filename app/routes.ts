import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { legalSlugs, topicSlugs } from "./config/pages";

/**
 * The public pages, once per language: German at its path, English under /en with the same German
 * path (docs/decisions/0030-english-site.md). English route ids carry the "en/" prefix.
 */
function publicPages(locale: "de" | "en") {
  const en = locale === "en";
  const opts = (file: string) => (en ? { id: `en/${file.replace(/\.tsx?$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, opts(file));
  // One module for several pages (topics, legal texts): each mount gets its own id.
  const shared = (slug: string, file: string, group: string) =>
    route(slug, file, { id: `${en ? "en/" : ""}routes/${group}/${slug}` });
  return [
    en ? route("en", "routes/home.tsx", opts("routes/home.tsx")) : index("routes/home.tsx"),
    ...[
      page("about", "routes/about.tsx"),
      page("angebote", "routes/angebote.tsx"),
      page("events", "routes/events.tsx"),
      page("events/:id", "routes/events.$id.tsx"),
      page("courses", "routes/courses.tsx"),
      page("contact", "routes/contact.tsx"),
      // The 1:1 scheduler: intro call and coaching sessions (app/features/products/sessions/).
      page("termin", "routes/termin.tsx"),
      // Packages of 1:1 sessions (decision 0150), linked from /termin and the offers page.
      page("pakete", "routes/pakete.tsx"),
      // Value vouchers (decision 0152): ordered here, redeemed through every booking form's code field.
      page("gutschein", "routes/gutschein.tsx"),
      page("blog", "routes/blog.tsx"),
      // One post of hers (decision 0161); the feed is a resource route below.
      page("blog/:slug", "routes/blog.$slug.tsx"),
      page("mindsettest", "routes/mindsettest.tsx"),
      ...legalSlugs.map((slug) => shared(slug, "routes/legal.tsx", "legal")),
      ...topicSlugs.map((slug) => shared(slug, "routes/topic.tsx", "topics")),
    ].map((r) => (en ? { ...r, path: `en/${r.path}` } : r)),
  ];
}

/**
 * The pages a visitor reaches from e-mail links (Meine Buchung, waiting-list offer, newsletter
 * links, my data), also once per language: an English booking's or subscription's e-mails link to
 * the /en twin (docs/decisions/0040-english-link-pages.md). Not in the sitemap (noindex, personal).
 */
function linkPages(locale: "de" | "en") {
  const en = locale === "en";
  const page = (path: string, file: string) =>
    en ? route(`en/${path}`, file, { id: `en/${file.replace(/\.tsx?$/, "")}` }) : route(path, file);
  return [
    page("newsletter/bestaetigen", "routes/newsletter.bestaetigen.tsx"),
    page("newsletter/abmelden", "routes/newsletter.abmelden.tsx"),
    // "Jetzt online bezahlen" from the booking's success view (decision 0141); static, so before :token.
    page("buchung/bezahlen", "routes/buchung.bezahlen.tsx"),
    // "Jetzt online bezahlen" after a voucher order (decision 0162).
    page("gutschein/bezahlen", "routes/gutschein.bezahlen.tsx"),
    page("buchung/:token", "routes/buchung.$token.tsx"),
    // A 1:1 session moved (decision 0151) and a package's session booked with a credit (0150).
    page("buchung/:token/verschieben", "routes/buchung.$token.verschieben.tsx"),
    page("buchung/:token/termin", "routes/buchung.$token.termin.tsx"),
    page("warteliste/:token", "routes/warteliste.$token.tsx"),
    page("meine-daten", "routes/meine-daten.tsx"),
    page("meine-daten/verwalten", "routes/meine-daten.verwalten.tsx"),
    // The withdrawal function (§ 356a BGB, decision 0106): in every footer, prefilled from Meine Buchung.
    page("widerruf", "routes/widerruf.tsx"),
    // The mindset journal (decision 0144): started under the test's result, confirmed, then opened by its link.
    page("journal", "routes/journal.tsx"),
    page("journal/bestaetigen", "routes/journal.bestaetigen.tsx"),
    page("journal/:token", "routes/journal.$token.tsx"),
    // Prompt series (decision 0158): stopping one from its e-mail, starting one from Meine Buchung.
    page("journal/impulse/beenden", "routes/journal.impulse.beenden.tsx"),
    page("buchung/:token/impulse", "routes/buchung.$token.impulse.tsx"),
    // A course's check-in on the day (issue 55): GET shows the button, only the POST records.
    page("buchung/:token/checkin", "routes/buchung.$token.checkin.tsx"),
  ];
}

export default [
  layout("routes/site-layout.tsx", [
    ...publicPages("de"),
    ...publicPages("en"),
    ...linkPages("de"),
    ...linkPages("en"),
    route("en/*", "routes/not-found.tsx", { id: "en/routes/not-found" }),
    route("*", "routes/not-found.tsx"),
  ]),
  // Resource routes (no UI).
  route("events/:id/kalender.ics", "routes/events.$id.kalender[.]ics.ts"),
  // The English event page's calendar file: English texts where the coach wrote them (decision 0093).
  route("en/events/:id/kalender.ics", "routes/events.$id.kalender[.]ics.ts", {
    id: "en/routes/events.$id.kalender[.]ics",
  }),
  route("buchung/:token/kalender.ics", "routes/buchung.$token.kalender[.]ics.ts"),
  // The English Meine Buchung's calendar file: its link opens the English event page.
  route("en/buchung/:token/kalender.ics", "routes/buchung.$token.kalender[.]ics.ts", {
    id: "en/routes/buchung.$token.kalender[.]ics",
  }),
  route("buchung/:token/rechnung/:number", "routes/buchung.$token.rechnung.$number.ts"),
  // A course's Teilnahmebescheinigung (issue 55), in the page's language.
  route("buchung/:token/bescheinigung.pdf", "routes/buchung.$token.bescheinigung[.]pdf.ts"),
  route("en/buchung/:token/bescheinigung.pdf", "routes/buchung.$token.bescheinigung[.]pdf.ts", {
    id: "en/routes/buchung.$token.bescheinigung[.]pdf",
  }),
  // The coach's subscription link for her calendar app (decision 0135): her events and sessions.
  route("kalender/:file", "routes/kalender.$file.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("meine-daten/export", "routes/meine-daten.export.ts"),
  route("en/meine-daten/export", "routes/meine-daten.export.ts", { id: "en/routes/meine-daten.export" }),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  // The blog's Atom feed, once per language (decision 0161).
  route("blog/feed.xml", "routes/blog.feed[.]xml.ts"),
  route("en/blog/feed.xml", "routes/blog.feed[.]xml.ts", { id: "en/routes/blog.feed[.]xml" }),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Her uploaded photos (decision 0164), by their content's hash.
  route("bilder/:key", "routes/bilder.$key.ts"),
  // Back office.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/passwort-vergessen", "routes/admin/passwort-vergessen.tsx"),
  route("admin/passwort-neu/:token", "routes/admin/passwort-neu.$token.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.ts"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("profiles", "routes/admin/profiles.tsx"),
      route("contact-submissions", "routes/admin/contact-submissions.tsx"),
      route("newsletter-subscriptions", "routes/admin/newsletter-subscriptions.tsx"),
      route("newsletter-subscriptions.csv", "routes/admin/newsletter-subscriptions[.]csv.ts"),
      route("newsletter-campaigns", "routes/admin/newsletter-campaigns.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("events/:id/teilnehmer", "routes/admin/events.$id.teilnehmer.tsx"),
      route("events/:id/termine", "routes/admin/events.$id.termine.tsx"),
      route("events/:id/anwesenheit", "routes/admin/events.$id.anwesenheit.tsx"),
      // An event's questions before booking (decision 0221): the appointment types' editor, for one event.
      route("events/:id/fragen", "routes/admin/fragen.tsx", { id: "routes/admin/events.$id.fragen" }),
      route("bookings", "routes/admin/bookings.tsx"),
      route("bookings.csv", "routes/admin/bookings[.]csv.ts"),
      route("rechnungen", "routes/admin/rechnungen.tsx"),
      route("rechnungen/neu", "routes/admin/rechnungen.neu.tsx"),
      route("rechnungen/datev", "routes/admin/rechnungen.datev.ts"),
      route("rechnungen/:number", "routes/admin/rechnungen.$number.ts"),
      route("rechnungen/:number/e-rechnung", "routes/admin/rechnungen.$number.e-rechnung.ts"),
      route("zahlungsabgleich", "routes/admin/zahlungsabgleich.tsx"),
      route("web-content", "routes/admin/web-content.tsx"),
      route("web-content/vorschau", "routes/admin/web-content.vorschau.ts"),
      route("mindset-journal", "routes/admin/mindset-journal.tsx"),
      route("klientinnen", "routes/admin/klientinnen.tsx"),
      route("klientinnen/:id", "routes/admin/klientinnen.$id.tsx"),
      route("emails", "routes/admin/emails.tsx"),
      route("waitlist", "routes/admin/waitlist.tsx"),
      route("widerrufe", "routes/admin/widerrufe.tsx"),
      route("einstellungen", "routes/admin/einstellungen.tsx"),
      route("rabattcodes", "routes/admin/rabattcodes.tsx"),
      // Value vouchers (decision 0152): balances, "als bezahlt markieren".
      route("gutscheine", "routes/admin/gutscheine.tsx"),
      route("impulse", "routes/admin/impulse.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("zwei-faktor", "routes/admin/zwei-faktor.tsx"),
      route("kalender", "routes/admin/kalender.tsx"),
      route("termine", "routes/admin/termine.tsx"),
      route("verfuegbarkeit", "routes/admin/verfuegbarkeit.tsx"),
      route("erinnerungen", "routes/admin/erinnerungen.tsx"),
      route("fragen", "routes/admin/fragen.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("stimmen", "routes/admin/stimmen.tsx"),
      route("blog/:id/vorschau", "routes/admin/blog.$id.vorschau.tsx"),
      // Photo uploads and the portrait (decision 0164); its own body limit (workers/security.ts).
      route("bilder", "routes/admin/bilder.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
