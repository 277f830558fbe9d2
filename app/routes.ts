import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export const topicSlugs = [
  "mindset",
  "zukunftsbilder",
  "selbsterkenntnis",
  "glueck",
  "lebensziele",
  "sinn",
  "vergangenheit",
  "gegenwartsfreude",
  "zukunftsgestaltung",
] as const;

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("angebote", "routes/angebote.tsx"),
    route("events", "routes/events.tsx"),
    route("events/:id", "routes/events.$id.tsx"),
    route("courses", "routes/courses.tsx"),
    route("contact", "routes/contact.tsx"),
    route("blog", "routes/blog.tsx"),
    route("datenschutz", "routes/datenschutz.tsx"),
    route("impressum", "routes/impressum.tsx"),
    route("agb", "routes/agb.tsx"),
    ...topicSlugs.map((slug) => route(slug, `routes/topics/${slug}.tsx`)),
    route("newsletter/bestaetigen", "routes/newsletter.bestaetigen.tsx"),
    route("newsletter/abmelden", "routes/newsletter.abmelden.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Resource routes (no UI).
  route("events/:id/kalender.ics", "routes/events.$id.kalender[.]ics.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Back office.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.ts"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("profiles", "routes/admin/profiles.tsx"),
      route("contact-submissions", "routes/admin/contact-submissions.tsx"),
      route("newsletter-subscriptions", "routes/admin/newsletter-subscriptions.tsx"),
      route("events", "routes/admin/events.tsx"),
      route("bookings", "routes/admin/bookings.tsx"),
      route("bookings.csv", "routes/admin/bookings[.]csv.ts"),
      route("web-content", "routes/admin/web-content.tsx"),
      route("mindset-journal", "routes/admin/mindset-journal.tsx"),
      route("emails", "routes/admin/emails.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
