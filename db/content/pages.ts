import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

export const angebote = {
  meta: {
    title: [
      `Angebote: Einzelcoaching, Workshops, Kurse und Vorträge | ${brand.productName}`,
      `Offers: one-to-one coaching, workshops, courses and talks | ${brand.productName}`,
    ],
    description: [
      "Einzelcoaching, Gruppenworkshops, Online Kurse, Keynotes, Impulsvorträge und Inhouse Trainings: Finde das Format, das zu dir oder deinem Team passt.",
      "One-to-one coaching, group workshops, online courses, keynotes, short talks and in-house training: find the format that suits you or your team.",
    ],
  },
  hero: {
    eyebrow: ["Angebote", "Offers"],
    title: ["Begleitung, die zu deinem Leben passt", "Support that fits your life"],
    text: [
      "Jeder Mensch lernt und wächst anders. Deshalb gibt es mich in verschiedenen Formaten: ganz persönlich, in der Gruppe, online oder auf der Bühne.",
      "Everyone learns and grows differently. That is why I work in different formats: one to one, in groups, online or on stage.",
    ],
    listLabel: ["Alle Angebote", "All offers"],
  },
  faq: {
    eyebrow: ["FAQ", "FAQ"],
    title: ["Häufige Fragen", "Frequently asked questions"],
    q1: ["Wie läuft das kostenlose Erstgespräch ab?", "How does the free intro call work?"],
    a1: [
      "Wir sprechen 30 Minuten am Telefon oder per Video. Du erzählst, was dich bewegt, ich erkläre, wie ich arbeite. Danach entscheidest du in Ruhe, ob und wie wir weitermachen. Es entstehen keine Kosten und keine Verpflichtungen.",
      "We talk for 30 minutes by phone or video. You tell me what is on your mind and I explain how I work. Afterwards you decide in your own time whether and how we continue. There are no costs and no obligations.",
    ],
    q2: ["Wie viele Coaching-Sitzungen brauche ich?", "How many coaching sessions will I need?"],
    a2: [
      "Das ist so individuell wie dein Anliegen. Viele Klientinnen und Klienten arbeiten drei bis sechs Sitzungen mit mir, manchmal reicht schon eine. Wir vereinbaren immer nur den nächsten Schritt.",
      "That is as individual as your question. Many clients work with me for three to six sessions; sometimes one is enough. We only ever agree on the next step.",
    ],
    q3: ["Findet das Coaching vor Ort oder online statt?", "Does coaching take place in person or online?"],
    a3: [
      "Beides ist möglich: in meinen Räumen in Braunschweig, in München oder online per Video. Die Wirkung ist in beiden Formaten gleich gut; entscheidend ist, wo du dich wohlfühlst.",
      "Both are possible: in my rooms in Braunschweig, in Munich or online by video. Both formats work equally well; what matters is where you feel comfortable.",
    ],
    q4: ["Was kostet ein Coaching?", "How much does coaching cost?"],
    a4: [
      "Die Preise hängen vom Format und vom Umfang ab. Im Erstgespräch bekommst du ein klares Angebot. Alle Preise enthalten die gesetzliche Mehrwertsteuer.",
      "Prices depend on the format and scope. In the intro call you get a clear quote. All prices include statutory VAT.",
    ],
    q5: ["Kann ich einen Termin absagen?", "Can I cancel an appointment?"],
    a5: [
      "Ja. Bis 48 Stunden vor dem Termin ist die Absage kostenfrei. Bei einer späteren Absage berechne ich 50 % des Honorars, bei Nichterscheinen den vollen Betrag.",
      "Yes. Cancelling is free up to 48 hours before the appointment. For later cancellations I charge 50% of the fee, and the full amount if you do not show up.",
    ],
    q6: ["Übernimmt mein Arbeitgeber die Kosten?", "Will my employer pay for it?"],
    a6: [
      "Oft ja: Viele Unternehmen fördern Coaching als Weiterbildung. Gern stelle ich dir dafür ein Angebot aus, das du bei deinem Arbeitgeber einreichen kannst.",
      "Often, yes: many companies support coaching as professional development. I am happy to write you a quote you can hand in to your employer.",
    ],
  },
  cta: {
    title: ["Noch unsicher, was zu dir passt?", "Still unsure what suits you?"],
    text: [
      "Erzähl mir von deinem Anliegen. Gemeinsam finden wir das Format, das dich wirklich weiterbringt.",
      "Tell me about what you have in mind. Together we will find the format that really moves you forward.",
    ],
  },
} as const satisfies PageCopy;

export const contact = {
  meta: {
    title: [
      `Kontakt und kostenfreies Erstgespräch | ${brand.productName}`,
      `Contact and free intro call | ${brand.productName}`,
    ],
    description: [
      `Schreib ${brand.coach.name} eine Nachricht oder buche direkt dein kostenfreies 30-minütiges Erstgespräch: in ${brand.address.city}, München oder online.`,
      `Send ${brand.coach.name} a message or book your free 30-minute intro call straight away: in ${brand.address.city}, Munich or online.`,
    ],
  },
  hero: {
    eyebrow: ["Kontakt", "Contact"],
    title: ["Schön, dass du da bist", "Lovely to have you here"],
    text: [
      "Jede Veränderung beginnt mit einem ersten Schritt, und manchmal ist das einfach eine Nachricht. Erzähl mir, was dich bewegt. Ich antworte dir persönlich, meist innerhalb von zwei Werktagen.",
      "Every change begins with a first step, and sometimes that is simply a message. Tell me what is on your mind. I will reply personally, usually within two working days.",
    ],
  },
  form: {
    title: ["Schreib mir", "Write to me"],
    locations: ["Coaching in", "Coaching in"],
  },
  booking: {
    intro: [
      "Lieber gleich persönlich? In einem kostenfreien Erstgespräch von 30 Minuten lernen wir uns kennen und schauen, wie ich dich unterstützen kann. Unverbindlich und ganz in Ruhe.",
      "Would you rather talk in person straight away? In a free 30-minute intro call we get to know each other and see how I can support you. No obligation, no rush.",
    ],
  },
  settings: {
    /**
     * The coach's switch back to an external booking calendar in the intro call's dialog: an https
     * address on the host the site's security policy allows as a frame (app/config/brand.ts,
     * `external.bookingCalendar`). Anything else ("aus", the row deleted): our own scheduler
     * (app/features/products/sessions/external.ts). One switch for both languages: the German text counts.
     */
    bookingCalendarUrl: ["aus", "aus"],
  },
} as const satisfies PageCopy;

export const blog = {
  meta: {
    title: ["Blog: Bald verfügbar", "Blog: coming soon"],
    description: [
      `Der ${brand.name}-Blog mit Gedanken zu Mindset, Sinn und Zukunft ist bald verfügbar. Bis dahin findest du Impulse in Workshops, Vorträgen und im Newsletter.`,
      `The ${brand.name} blog with thoughts on mindset, meaning and the future is coming soon. Until then you will find ideas in workshops, talks and the newsletter.`,
    ],
  },
  hero: {
    eyebrow: ["Blog", "Blog"],
    title: ["Bald verfügbar", "Coming soon"],
    body: [
      "Hier entsteht gerade ein Ort für Gedanken, Geschichten und kleine Übungen rund um Mindset, Sinn und Zukunft. Ich schreibe an den ersten Beiträgen und freue mich darauf, sie bald mit dir zu teilen.\n\nWenn du nichts verpassen möchtest, trag dich unten auf dieser Seite in meinen Newsletter ein. Dann bekommst du Bescheid, sobald der erste Beitrag erscheint.",
      "A place for thoughts, stories and small exercises about mindset, meaning and the future is taking shape here. I am writing the first posts and look forward to sharing them with you soon.\n\nIf you do not want to miss anything, sign up for my newsletter at the bottom of this page. You will hear from me as soon as the first post is out.",
    ],
    events: ["Veranstaltungen entdecken", "Discover events"],
    courses: ["Online Kurse ansehen", "See online courses"],
  },
  upcoming: {
    title: ["Erste Beiträge in Arbeit", "First posts in progress"],
    items: [
      "Kleine Rituale für mehr Gegenwart im Alltag\nWas eine Sinnkrise dir sagen möchte\nZukunftsbilder malen: eine Anleitung für einen Sonntagnachmittag",
      "Small rituals for more presence in everyday life\nWhat a crisis of meaning wants to tell you\nPainting pictures of the future: a guide for a Sunday afternoon",
    ],
  },
} as const satisfies PageCopy;

export const events = {
  meta: {
    title: [
      `Veranstaltungen: Workshops, Seminare und Vorträge | ${brand.productName}`,
      `Events: workshops, seminars and talks | ${brand.productName}`,
    ],
    description: [
      "Alle Termine auf einen Blick: Workshops, Seminare, Vorträge und Webinare zu Mindset, Sinn und Zukunft – in Braunschweig, München und online. Jetzt Platz sichern.",
      "All dates at a glance: workshops, seminars, talks and webinars on mindset, meaning and the future – in Braunschweig, Munich and online. Save your place now.",
    ],
  },
  hero: {
    title: ["Veranstaltungen", "Events"],
    subtitle: ["Entdecke kommende Events, Workshops und Vorträge", "Discover upcoming events, workshops and talks"],
  },
} as const satisfies PageCopy;

export const notFound = {
  meta: {
    title: [`Seite nicht gefunden | ${brand.name}`, `Page not found | ${brand.name}`],
  },
  body: {
    // German on German pages (issue 56); the English keeps the spec's words.
    text: ["Diese Seite gibt es leider nicht.", "Oops! Page not found"],
    home: ["Zurück zur Startseite", "Return to Home"],
  },
} as const satisfies PageCopy;
