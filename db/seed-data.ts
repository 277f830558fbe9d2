/**
 * Demo content for local use. Fixed ids + INSERT OR IGNORE make seeding idempotent: a second
 * run changes nothing, and event dates stay relative to the day of the first run.
 */
import { brand } from "../app/config/brand.ts";
import { deliveredCopySql, missingTextsSql } from "./content/index.ts";
import { baseEventSlug } from "./event-slug.ts";
import { sqlString } from "./sql.ts";

/** The fixed id of seeded event `n` (tests, the audit and the bench address events by it). */
export const seedEventId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
const ev = seedEventId;
const uid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/**
 * The fixed id of seeded booking `n`. Its Buchungsnummer is the id's first eight characters
 * (app/features/core/payments/reference.ts), so those must differ from booking to booking as real ids'
 * do: `n` times an odd constant modulo 2^32 (Knuth's multiplicative hash) is one-to-one, fixed, and
 * looks like a real number ("9E3779B1", not "B0000000" for every demo booking).
 */
export const seedBookingId = (n: number) =>
  `${(Math.imul(n, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0")}-0000-4000-8000-${String(n).padStart(12, "0")}`;

function isoDay(base: Date, offsetDays: number): string {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offsetDays));
  return d.toISOString().slice(0, 10);
}
function isoTime(base: Date, offsetDays: number, hour = 9): string {
  return `${isoDay(base, offsetDays)}T${String(hour).padStart(2, "0")}:15:00.000Z`;
}

/** The readable address seeded event `n` gets when seeded on `today` (decision 0168). */
export function seedEventSlug(n: number, today: Date): string {
  const event = seedEvents.find((candidate) => candidate.n === n)!;
  return baseEventSlug({ event_date: isoDay(today, event.day), title: event.title });
}

interface SeedEvent {
  n: number;
  title: string;
  description: string;
  /** The English site's texts; events 9 and 12 have none, so the demo shows the German fallback. */
  en?: { title: string; description: string };
  category: "Workshop" | "Seminar" | "Vortrag" | "Konferenz" | "Webinar";
  day: number;
  start: string;
  end: string;
  location: string;
  image: string | null;
  max: number;
  price: number;
  currency: "EUR" | "USD" | "CHF";
  /**
   * A course (issue 55): its dates after the first (`day`, `start`, `end`, `location`), in days
   * from today, at the same times; `online` marks the dates that meet online.
   */
  course?: { days: number[]; online?: number[] };
}

/** The fixed id of date `i` of seeded course event `n` (stable: calendar entries and attendance name it). */
export const seedCourseDateId = (n: number, i: number) => uid("d", n * 100 + i);

const gegenwartsfreude = {
  title: "6 Abende Gegenwartsfreude",
  description:
    "Sechs Abende, sechs Schritte zurück ins Jetzt. Gegenwartsfreude ist keine Technik, die man einmal lernt, sondern eine Haltung, die wächst, wenn man ihr Zeit gibt. Deshalb treffen wir uns sechs Mal im Abstand von einer Woche, in einer kleinen Gruppe, in der du ankommen darfst, so wie du gerade bist.\n\nJeder Abend hat sein Thema: Ankommen, Wahrnehmen, Loslassen, Dankbarkeit, Verbindung und Weitergehen. Zwischen den Abenden begleiten dich kleine Übungen durch die Woche, und beim nächsten Mal schauen wir gemeinsam, was sie in dir bewegt haben. Der vierte Abend findet online statt – da kannst du es dir zu Hause gemütlich machen.\n\nDu buchst den ganzen Kurs mit einer Buchung. Kannst du an einem Abend nicht, sag mir vorher auf „Meine Buchung“ Bescheid: Dann hältst du dir einen Nachholplatz im anderen Durchgang frei. Zum Schluss bekommst du eine Teilnahmebescheinigung.",
  en: {
    title: "6 Evenings of Joy in the Present",
    description:
      "Six evenings, six steps back into the here and now. Joy in the present is not a technique you learn once but an attitude that grows when you give it time. That is why we meet six times, a week apart, in a small group where you may arrive just as you are.\n\nEach evening has its theme: arriving, noticing, letting go, gratitude, connection and moving on. Between the evenings small exercises accompany you through the week, and next time we look together at what they have stirred in you. The fourth evening takes place online – so you can make yourself comfortable at home.\n\nYou book the whole course with one booking. If you cannot make an evening, let me know beforehand on “My booking”: you can then keep a make-up place in the other run. At the end you receive a certificate of attendance.",
  },
  category: "Seminar",
  start: "19:00",
  end: "21:00",
  location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
  image: "/images/events/gegenwart.svg",
  max: 10,
  price: 240,
  currency: "EUR",
} as const;

export const seedEvents: SeedEvent[] = [
  {
    n: 1,
    title: "Mindset-Werkstatt: Vom Grübeln ins Handeln",
    description:
      "Du kennst das Gedankenkarussell, das dich nachts wach hält? In dieser Werkstatt lernst du, hinderliche Glaubenssätze zu erkennen und in tragfähige Gedanken umzuwandeln.\n\nWir arbeiten mit kurzen Impulsen, Übungen in Kleingruppen und einer persönlichen Reflexion. Du gehst mit drei konkreten Schritten nach Hause, die du gleich am nächsten Morgen ausprobieren kannst.",
    en: {
      title: "Mindset Workshop: From Overthinking to Action",
      description:
        "You know the carousel of thoughts that keeps you awake at night? In this workshop you learn to recognise limiting beliefs and turn them into thoughts that carry you.\n\nWe work with short impulses, exercises in small groups and a personal reflection. You go home with three concrete steps you can try the very next morning.",
    },
    category: "Workshop",
    day: 5,
    start: "10:00",
    end: "14:00",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/mindset.svg",
    max: 12,
    price: 149,
    currency: "EUR",
  },
  {
    n: 2,
    title: "Zukunftsbilder malen – ein Abend für deine Vision",
    description:
      "Ein ruhiger Abend, an dem du deiner Zukunft ein Gesicht gibst. Mit geführten Visualisierungen und einfachen kreativen Methoden entsteht dein persönliches Zukunftsbild – ganz ohne Vorkenntnisse.\n\nMaterial, Tee und eine kleine Stärkung sind inklusive.",
    en: {
      title: "Painting Your Future – an Evening for Your Vision",
      description:
        "A quiet evening to give your future a face. With guided visualisations and simple creative methods you create your personal picture of the future – no experience needed.\n\nMaterials, tea and a small snack are included.",
    },
    category: "Workshop",
    day: 9,
    start: "18:00",
    end: "21:30",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/zukunft.svg",
    max: 12,
    price: 89,
    currency: "EUR",
  },
  {
    n: 3,
    title: "Online-Impuls: Glück im Alltag finden",
    description:
      "Glück ist kein Ziel, das man einmal erreicht, sondern eine Haltung, die man üben kann. In diesem Webinar bekommst du alltagstaugliche Impulse aus der Positiven Psychologie und eine kleine Übung für jeden Tag der Woche.\n\nDer Zugangslink kommt mit deiner Buchungsbestätigung.",
    en: {
      title: "Online Impulse: Finding Happiness in Everyday Life",
      description:
        "Happiness is not a goal you reach once, but an attitude you can practise. In this webinar you get down-to-earth impulses from positive psychology and a small exercise for every day of the week.\n\nThe access link comes with your booking confirmation.",
    },
    category: "Webinar",
    day: 12,
    start: "19:00",
    end: "20:30",
    location: "Online (Zoom)",
    image: null,
    max: 80,
    price: 29,
    currency: "EUR",
  },
  {
    n: 4,
    title: "Sinn finden, wenn nichts mehr passt",
    description:
      "Ein Seminartag für alle, die spüren, dass das Bisherige nicht mehr trägt. Wir schauen gemeinsam auf Akzeptanz, Loslassen und Neuorientierung – behutsam, ehrlich und mit viel Raum für deine Fragen.\n\nDie Gruppe ist bewusst klein gehalten.",
    en: {
      title: "Finding Meaning When Nothing Fits Any More",
      description:
        "A seminar day for everyone who senses that what carried them so far no longer does. Together we look at acceptance, letting go and finding a new direction – gently, honestly and with plenty of room for your questions.\n\nThe group is deliberately kept small.",
    },
    category: "Seminar",
    day: 16,
    start: "09:30",
    end: "17:00",
    location: "Seminarhaus am Englischen Garten, München",
    image: "/images/events/sinn.svg",
    max: 12,
    price: 240,
    currency: "EUR",
  },
  {
    n: 5,
    title: "Keynote: Zukunft gestalten statt abwarten",
    description:
      "Ein inspirierender Vortrag über Vision Mapping, Werteorientierung und adaptive Planung. Für Teams und Führungskräfte, die Veränderung nicht nur aushalten, sondern aktiv mitgestalten wollen.",
    en: {
      title: "Keynote: Shaping the Future Instead of Waiting for It",
      description:
        "An inspiring talk on vision mapping, values-based orientation and adaptive planning. For teams and leaders who want to do more than endure change: to shape it.",
    },
    category: "Vortrag",
    day: 19,
    start: "18:30",
    end: "19:30",
    location: "Haus der Wirtschaft, Zürich",
    image: "/images/events/vortrag.svg",
    max: 120,
    price: 45,
    currency: "CHF",
  },
  {
    n: 6,
    title: "Selbsterkenntnis-Seminar: Wer bin ich, wenn niemand zuschaut?",
    description:
      "Zwei Tage, um dich selbst besser kennenzulernen: deine Werte, deine Muster und deine Stärken. Mit Reflexionsübungen, Journaling und Gesprächen in vertrauensvoller Runde.\n\nInklusive Arbeitsbuch zum Mitnehmen.",
    en: {
      title: "Self-Discovery Seminar: Who Am I When Nobody Is Watching?",
      description:
        "Two days to get to know yourself better: your values, your patterns and your strengths. With reflection exercises, journaling and conversations in a trusting circle.\n\nIncluding a workbook to take home.",
    },
    category: "Seminar",
    day: 23,
    start: "10:00",
    end: "17:00",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/selbsterkenntnis.svg",
    max: 10,
    price: 380,
    currency: "EUR",
  },
  {
    n: 7,
    title: "Lebensziele-Konferenz 2026: Vermächtnis & Wirkung",
    description:
      "Ein Tag voller Vorträge, Workshops und Begegnungen rund um die Frage: Was soll einmal bleiben? Mit Gästen aus Coaching, Psychologie und Unternehmertum.\n\nDie Konferenz findet auf Englisch und Deutsch statt.",
    en: {
      title: "Life Goals Conference 2026: Legacy & Impact",
      description:
        "A day full of talks, workshops and encounters around one question: what should remain? With guests from coaching, psychology and entrepreneurship.\n\nThe conference is held in English and German.",
    },
    category: "Konferenz",
    day: 30,
    start: "09:00",
    end: "18:00",
    location: "Online & Hybrid (Livestream aus München)",
    image: "/images/events/konferenz.svg",
    max: 200,
    price: 99,
    currency: "USD",
  },
  {
    n: 8,
    title: "Gegenwartsfreude: Achtsam durch den Winter",
    description:
      "Ein Workshop für mehr Präsenz im Hier und Jetzt. Mit Atemübungen, achtsamem Gehen und kleinen Ritualen, die dir helfen, die dunkle Jahreszeit bewusst und freundlich zu erleben.",
    en: {
      title: "Joy in the Present: Mindfully Through the Winter",
      description:
        "A workshop for more presence in the here and now. With breathing exercises, mindful walking and small rituals that help you live the dark season consciously and kindly.",
    },
    category: "Workshop",
    day: 37,
    start: "14:00",
    end: "17:30",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/gegenwart.svg",
    max: 14,
    price: 95,
    currency: "EUR",
  },
  {
    n: 9,
    title: "Webinar: Die Vergangenheit verstehen, um frei zu werden",
    description:
      "Warum reagieren wir in bestimmten Situationen immer gleich? In diesem Webinar lernst du, alte Muster liebevoll zu erkennen und ihren Einfluss auf dein heutiges Handeln zu lösen.",
    category: "Webinar",
    day: 44,
    start: "19:00",
    end: "20:30",
    location: "Online (Zoom)",
    image: null,
    max: 60,
    price: 35,
    currency: "CHF",
  },
  {
    n: 10,
    title: "Vortrag: Sinnvoll führen in unsicheren Zeiten",
    description:
      "Ein Impulsvortrag für Führungskräfte über Sinn, Orientierung und psychologische Sicherheit im Team – mit anschließender Fragerunde.",
    en: {
      title: "Talk: Leading with Meaning in Uncertain Times",
      description:
        "A short talk for leaders on meaning, orientation and psychological safety in the team – followed by questions and answers.",
    },
    category: "Vortrag",
    day: 51,
    start: "17:00",
    end: "18:30",
    location: "Business Center, New York (Livestream)",
    image: "/images/events/vortrag.svg",
    max: 90,
    price: 59,
    currency: "USD",
  },
  {
    n: 11,
    title: "Jahresrückblick-Workshop: Loslassen und neu ausrichten",
    description:
      "Wir haben gemeinsam auf das vergangene Jahr geschaut: Was durfte gehen, was soll wachsen? Danke an alle, die dabei waren!",
    en: {
      title: "Year in Review: Letting Go and Setting a New Course",
      description:
        "Together we looked back on the past year: what could go, what should grow? Thank you to everyone who was there!",
    },
    category: "Workshop",
    day: -20,
    start: "10:00",
    end: "13:30",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/mindset.svg",
    max: 12,
    price: 79,
    currency: "EUR",
  },
  {
    n: 12,
    title: "Seminar: Werte als Kompass",
    description:
      "Ein Seminartag, an dem wir unsere persönlichen Werte herausgearbeitet und in konkrete Entscheidungen übersetzt haben.",
    category: "Seminar",
    day: -41,
    start: "09:30",
    end: "16:30",
    location: "Seminarhaus am Englischen Garten, München",
    image: null,
    max: 16,
    price: 210,
    currency: "EUR",
  },
  {
    n: 13,
    title: "Kleingruppe: Dein Kompass für das neue Jahr",
    description:
      "Sechs Menschen, ein langer Abend, viel Raum: Wir schauen gemeinsam auf dein Jahr zurück und setzen dir drei Leitsterne für das nächste.\n\nBewusst klein gehalten, damit jede und jeder wirklich zu Wort kommt. Ausgebucht? Trag dich auf die Warteliste ein – wird ein Platz frei, melde ich mich sofort.",
    en: {
      title: "Small Group: Your Compass for the New Year",
      description:
        "Six people, one long evening, plenty of room: together we look back on your year and set three guiding stars for the next one.\n\nDeliberately small, so that everyone really gets to speak. Fully booked? Join the waiting list – if a place opens up, I will let you know straight away.",
    },
    category: "Workshop",
    day: 26,
    start: "17:30",
    end: "21:30",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    image: "/images/events/zukunft.svg",
    max: 6,
    price: 129,
    currency: "EUR",
  },
  // Two runs of one course (issue 55): six weekly evenings each, one booking for all; a date missed in
  // one run can be made up in the other (same title, same position).
  { n: 14, ...gegenwartsfreude, day: 8, course: { days: [15, 22, 29, 36, 43], online: [29] } },
  { n: 15, ...gegenwartsfreude, day: 10, course: { days: [17, 24, 31, 38, 45], online: [31] } },
];

/** Event 6 has 10 seats; bookings leave exactly two free. Event 13 is sold out (its waiting list in the e2e tests). */
const seedBookings = [
  { n: 1, event: 6, name: "Miriam Köhler", email: "miriam.koehler@example.de", tickets: 4, status: "confirmed" },
  { n: 2, event: 6, name: "Tobias Wendt", email: "tobias.wendt@example.de", tickets: 3, status: "confirmed" },
  { n: 3, event: 6, name: "Aylin Demir", email: "aylin.demir@example.de", tickets: 1, status: "pending" },
  { n: 4, event: 1, name: "Sabine Hartmann", email: "sabine.hartmann@example.de", tickets: 2, status: "pending" },
  { n: 5, event: 4, name: "Lukas Brenner", email: "lukas.brenner@example.de", tickets: 1, status: "confirmed" },
  { n: 6, event: 2, name: "Frank Sommer", email: "frank.sommer@example.de", tickets: 2, status: "confirmed" },
  { n: 7, event: 11, name: "Jana Vogt", email: "jana.vogt@example.de", tickets: 2, status: "confirmed" },
  { n: 8, event: 3, name: "Peter Lang", email: "peter.lang@example.de", tickets: 1, status: "cancelled" },
  { n: 9, event: 13, name: "Greta Paulsen", email: "greta.paulsen@example.de", tickets: 2, status: "confirmed" },
  { n: 10, event: 13, name: "Jonas Ebert", email: "jonas.ebert@example.de", tickets: 2, status: "confirmed" },
  { n: 11, event: 13, name: "Mira Lehmann", email: "mira.lehmann@example.de", tickets: 2, status: "confirmed" },
] as const;

const seedContacts = [
  {
    name: "Katharina Sauer",
    email: "k.sauer@example.de",
    message:
      "Hallo Johanna,\nich stehe beruflich an einem Wendepunkt und suche Begleitung. Bietest du auch Einzelcoachings online an?\nViele Grüße\nKatharina",
    read: false,
    day: -1,
  },
  {
    name: "Daniel Hoffmann",
    email: "daniel.hoffmann@example.de",
    message:
      "Wir planen im Frühjahr einen Teamtag für 25 Personen in Hannover. Wäre eine Keynote zum Thema Zukunftsgestaltung mit anschließendem Workshop möglich?",
    read: false,
    day: -3,
  },
  {
    name: "Lea Schubert",
    email: "lea.schubert@example.de",
    message:
      "Gibt es den Workshop zu Zukunftsbildern auch als Gutschein? Ich würde ihn gern meiner Schwester schenken.",
    read: true,
    day: -8,
  },
  {
    name: "Murat Yilmaz",
    email: "murat.yilmaz@example.de",
    message: "Danke für den tollen Vortrag letzte Woche! Ich hätte Interesse am kostenlosen Erstgespräch.",
    read: true,
    day: -15,
  },
  {
    name: "Elisabeth Graf",
    email: "e.graf@example.de",
    message: "Kann ich das Seminar in München auch mit Bildungsurlaub besuchen?",
    read: false,
    day: -22,
  },
];

const seedSubscribers = [
  { email: "anna.becker@example.de", status: "confirmed", day: -2 },
  { email: "jonas.fischer@example.de", status: "confirmed", day: -6 },
  { email: "marie.keller@example.de", status: "pending", day: -1 },
  { email: "stefan.roth@example.de", status: "confirmed", day: -19 },
  { email: "nina.wolf@example.de", status: "confirmed", day: -33 },
];

const seedJournals = [
  {
    email: "anna.becker@example.de",
    day: -2,
    summary: "Mehr Gelassenheit im Job durch kleine Pausen und klare Grenzen.",
    entries: [
      { date: "Tag 1", prompt: "Was hat dich heute gestärkt?", answer: "Der Spaziergang in der Mittagspause." },
      { date: "Tag 2", prompt: "Welcher Gedanke hat dich gebremst?", answer: "Dass ich alles allein schaffen muss." },
    ],
  },
  {
    email: "jonas.fischer@example.de",
    day: -9,
    summary: null,
    entries: [{ date: "Tag 1", prompt: "Wofür bist du dankbar?", answer: "Für das Gespräch mit meinem Vater." }],
  },
  {
    email: "lea.schubert@example.de",
    day: -27,
    summary: "Klarheit über die nächsten beruflichen Schritte.",
    entries: [
      {
        date: "Woche 1",
        prompt: "Wo willst du in einem Jahr stehen?",
        answer: "In einer Aufgabe, die sich sinnvoll anfühlt.",
      },
      {
        date: "Woche 2",
        prompt: "Was ist der kleinste nächste Schritt?",
        answer: "Drei Gespräche mit Menschen aus dem Wunschbereich.",
      },
    ],
  },
];

/** The fixed id of seeded appointment type `n` (1 intro call, 2 and 3 coaching): tests address them by it. */
export const seedAppointmentTypeId = (n: number) => `00000000-0000-4000-8000-00000000a${String(n).padStart(3, "0")}`;

/** The 1:1 side (/termin): the free intro call and two lengths of coaching, all prices in cents. */
export const seedAppointmentTypes = [
  {
    n: 1,
    name: "Kostenfreies Erstgespräch",
    description:
      "30 Minuten, in denen wir uns kennenlernen: Du erzählst, was dich gerade bewegt, und wir schauen gemeinsam, ob und wie ich dich begleiten kann. Ganz unverbindlich, per Video.",
    name_en: "Free intro call",
    description_en:
      "30 minutes to get to know each other: you tell me what is on your mind right now, and together we see whether and how I can support you. No strings attached, by video.",
    duration_minutes: 30,
    price_cents: 0,
    places: "online",
    buffer_before_minutes: 0,
    buffer_after_minutes: 10,
    min_notice_minutes: 12 * 60,
    horizon_days: 60,
    max_per_day: 4,
  },
  {
    n: 2,
    name: "Einzelcoaching (60 Minuten)",
    description:
      "Eine Stunde nur für dich und dein Thema: Wir klären, worum es dir wirklich geht, und erarbeiten konkrete nächste Schritte. Im Studio in Braunschweig, in München oder online.",
    name_en: "One-to-one coaching (60 minutes)",
    description_en:
      "One hour just for you and your topic: we get clear on what really matters to you and work out concrete next steps. In the studio in Braunschweig, in Munich or online.",
    duration_minutes: 60,
    price_cents: 14000,
    places: "braunschweig,muenchen,online",
    buffer_before_minutes: 15,
    buffer_after_minutes: 15,
    min_notice_minutes: 24 * 60,
    horizon_days: 60,
    max_per_day: 3,
  },
  {
    n: 3,
    name: "Einzelcoaching (90 Minuten)",
    description:
      "Anderthalb Stunden für Themen, die Raum brauchen: Entscheidungen, Neuorientierung, festgefahrene Muster. Im Studio in Braunschweig, in München oder online.",
    name_en: "One-to-one coaching (90 minutes)",
    description_en:
      "An hour and a half for topics that need room: decisions, a new direction, patterns you feel stuck in. In the studio in Braunschweig, in Munich or online.",
    duration_minutes: 90,
    price_cents: 19500,
    places: "braunschweig,muenchen,online",
    buffer_before_minutes: 15,
    buffer_after_minutes: 15,
    min_notice_minutes: 24 * 60,
    horizon_days: 60,
    max_per_day: 2,
  },
] as const;

export const seedPackageId = (n: number) => `00000000-0000-4000-8000-00000000b${String(n).padStart(3, "0")}`;

/** The coach's session packages (decision 0150): credits of one appointment type, bought once. */
export const seedSessionPackages = [
  {
    n: 1,
    name: "5er-Paket Einzelcoaching",
    description:
      "Fünf Einzelcoachings à 60 Minuten für einen Weg, der Zeit braucht: Du buchst jeden Termin selbst, wann es für dich passt, in Braunschweig, München oder online. Die Einheiten kannst du zwölf Monate lang einlösen.",
    name_en: "5-session coaching package",
    description_en:
      "Five one-to-one sessions of 60 minutes for a path that takes time: you book each session yourself whenever it suits you, in Braunschweig, Munich or online. You can use the sessions for twelve months.",
    type: 2,
    credits: 5,
    price_cents: 63000,
    valid_months: 12,
  },
] as const;

/** The coach's weekly hours (ISO weekday, Berlin time): Braunschweig early in the week, München on Wednesdays. */
export const seedAvailability = [
  { weekday: 1, start: "09:00", end: "12:00", places: "braunschweig,online" },
  { weekday: 1, start: "14:00", end: "18:00", places: "braunschweig,online" },
  { weekday: 2, start: "09:00", end: "13:00", places: "online" },
  { weekday: 2, start: "15:00", end: "19:00", places: "braunschweig,online" },
  { weekday: 3, start: "10:00", end: "17:00", places: "muenchen,online" },
  { weekday: 4, start: "09:00", end: "12:00", places: "braunschweig,online" },
  { weekday: 4, start: "14:00", end: "19:00", places: "braunschweig,online" },
  { weekday: 5, start: "09:00", end: "13:00", places: "online" },
  { weekday: 6, start: "10:00", end: "12:00", places: "online" },
] as const;

/** The seed as single SQL statements; `today` anchors all relative dates. */
/** The demo's testimonials; `consent_on` in days from today. */
export const seedTestimonials = [
  {
    quote:
      "Nach dem Workshop bin ich zum ersten Mal seit Monaten mit einem klaren Plan in die Woche gegangen. Sie hört zu, ohne zu werten, und stellt genau die eine Frage, die man sich selbst nie stellt.",
    quote_en:
      "After the workshop I started my week with a clear plan for the first time in months. She listens without judging and asks exactly the one question you never ask yourself.",
    attribution: "Sabine K., Projektleiterin",
    consent_on: -40,
    consent_how: "per E-Mail",
  },
  {
    quote:
      "Ich hatte Angst vor dem Gespräch mit meinem Chef. Zwei Sitzungen später bin ich ruhig hineingegangen – und mit der Teilzeitstelle wieder heraus, die ich mir gewünscht hatte.",
    quote_en:
      "I was afraid of the talk with my boss. Two sessions later I walked in calmly – and came out with the part-time position I had wished for.",
    attribution: "M. T.",
    consent_on: -25,
    consent_how: "schriftlich auf dem Feedbackbogen",
  },
  {
    quote: "Warm, klar und mit viel Humor. Ich nehme aus dem Abend mehr mit als aus manchem Wochenendseminar.",
    quote_en: null,
    attribution: "Jana",
    consent_on: -12,
    consent_how: "mündlich, per E-Mail bestätigt",
  },
];

export function seedStatements(today: Date): string[] {
  const statements: string[] = [];
  /** One row, unless it exists; `unless` (an SQL condition) skips it too when true. */
  const insert = (table: string, row: Record<string, string | number | boolean | null>, unless?: string) => {
    const columns = Object.keys(row);
    const values = columns.map((c) => sqlString(row[c])).join(", ");
    statements.push(
      unless
        ? `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) SELECT ${values} WHERE ${unless};`
        : `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${values});`,
    );
  };

  for (const e of seedEvents) {
    insert(`${brand.short}_events`, {
      id: ev(e.n),
      title: e.title,
      description: e.description,
      title_en: e.en?.title ?? null,
      description_en: e.en?.description ?? null,
      category: e.category,
      event_date: isoDay(today, e.day),
      // The demo's titles differ, so no address needs a suffix (decision 0168).
      slug: seedEventSlug(e.n, today),
      start_time: e.start,
      end_time: e.end,
      location: e.location,
      image_url: e.image,
      max_attendees: e.max,
      price: e.price,
      price_cents: Math.round(e.price * 100),
      currency: e.currency,
      created_at: isoTime(today, Math.min(e.day, 0) - 30),
      // The demo shows the default of a new event: booked at once while seats are free (decisions 0160, 0186).
      auto_confirm: true,
      course_dates: e.course
        ? JSON.stringify(
            [e.day, ...e.course.days].map((day, i) => {
              const online = e.course?.online?.includes(day) ?? false;
              return {
                id: seedCourseDateId(e.n, i),
                event_date: isoDay(today, day),
                start_time: e.start,
                end_time: e.end,
                location: online ? "Online (Zoom)" : e.location,
                online,
              };
            }),
          )
        : null,
    });
  }
  for (const b of seedBookings) {
    const event = seedEvents.find((e) => e.n === b.event)!;
    // A database seeded before the ids changed keeps its demo bookings under their old ids: the
    // same booking is not added a second time under its new one.
    insert(
      `${brand.short}_booking`,
      {
        id: seedBookingId(b.n),
        event_id: ev(b.event),
        full_name: b.name,
        email: b.email,
        phone: null,
        num_tickets: b.tickets,
        total_price: event.price * b.tickets,
        total_cents: Math.round(event.price * 100) * b.tickets,
        currency: event.currency,
        status: b.status,
        created_at: isoTime(today, Math.min(event.day, 0) - 12 + b.n, 8 + b.n),
        // Demo bookings have confirmed addresses: they hold their seats for good.
        email_confirmed_at: isoTime(today, Math.min(event.day, 0) - 12 + b.n, 8 + b.n),
        ...(b.status === "cancelled" ? { cancelled_by: "coach", cancelled_at: isoTime(today, -2, 11) } : {}),
      },
      `NOT EXISTS (SELECT 1 FROM ${brand.short}_booking WHERE id = ${sqlString(uid("b", b.n))})`,
    );
  }
  for (const t of seedAppointmentTypes) {
    const { n, ...columns } = t;
    insert("appointment_types", { id: seedAppointmentTypeId(n), ...columns, active: true, sort_order: n });
  }
  for (const pkg of seedSessionPackages) {
    const { n, type, ...columns } = pkg;
    insert("session_packages", {
      id: seedPackageId(n),
      appointment_type_id: seedAppointmentTypeId(type),
      ...columns,
      active: true,
      sort_order: n,
    });
  }
  seedAvailability.forEach((a, i) =>
    insert("availability_ranges", {
      id: uid("9", i + 1),
      weekday: a.weekday,
      start_time: a.start,
      end_time: a.end,
      places: a.places,
    }),
  );
  // A day off three weeks ahead, so the demo's calendar shows one.
  insert("availability_exceptions", {
    id: uid("9", 100),
    day: isoDay(today, 21),
    kind: "off",
    start_time: null,
    end_time: null,
    places: null,
    note: "Fortbildung",
  });
  seedContacts.forEach((c, i) =>
    insert("contact_submissions", {
      id: uid("c", i + 1),
      name: c.name,
      email: c.email,
      message: c.message,
      is_read: c.read,
      on_page: brand.short,
      created_at: isoTime(today, c.day, 10 + i),
    }),
  );
  seedSubscribers.forEach((s, i) =>
    insert("newsletter_subscriptions", {
      id: uid("a", i + 1),
      email: s.email,
      on_page: brand.short,
      status: s.status,
      consent_text: "Ja, ich möchte den Newsletter erhalten. Abmeldung jederzeit möglich.",
      confirmed_at: s.status === "confirmed" ? isoTime(today, s.day, 12) : null,
      created_at: isoTime(today, s.day, 11),
    }),
  );
  // The welcome code of the demo (decision 0140): 10 % off every event, no limit, no end.
  insert(`${brand.short}_discount_code`, {
    id: uid("f", 1),
    code: "WILLKOMMEN10",
    kind: "percent",
    value: 10,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    all_events: 1,
    active: 1,
    created_at: isoTime(today, -30, 9),
  });
  // A paid demo voucher (decision 0152): 100 € with the code SCHENKFREUDE (typed with or without
  // hyphens), so the booking form shows a redemption and the rest balance in /admin/gutscheine.
  insert(`${brand.short}_voucher`, {
    id: uid("7", 1),
    code: "SCHENKFREUDE",
    value_cents: 10000,
    buyer_name: "Karin Vogt",
    buyer_email: "karin.vogt@example.de",
    recipient_name: "Lena Vogt",
    recipient_email: null,
    message: "Für dich, weil du so viel für andere tust. Gönn dir etwas Zeit!",
    deliver_on: null,
    locale: "de",
    paid_on: isoDay(today, -10),
    paid_method: "transfer",
    provider_ref: null,
    valid_until: `${today.getUTCFullYear() + 3}-12-31`,
    delivered_at: isoTime(today, -10, 12),
    idempotency_key: null,
    created_at: isoTime(today, -12, 18),
  });
  // What participants said (decision 0166), each with the consent she noted; the third has no
  // English, so /en shows the German quote marked lang="de".
  seedTestimonials.forEach((t, i) =>
    insert(`${brand.short}_testimonials`, {
      id: uid("6", i + 1),
      ...t,
      consent_on: isoDay(today, t.consent_on),
      published: 1,
      position: i + 1,
      created_at: isoTime(today, t.consent_on, 10),
      updated_at: isoTime(today, t.consent_on, 10),
    }),
  );
  // The public copy (db/content): INSERT OR IGNORE keeps every text the coach has edited since.
  statements.push(...missingTextsSql((k) => uid("d", k + 1), isoTime(today, 0, 8)));
  // The delivered copy the pages fall back to, rewritten whole on every run (decision 0231).
  statements.push(...deliveredCopySql({ prune: true }));
  seedJournals.forEach((j, i) =>
    insert("mindset_journal", {
      id: uid("e", i + 1),
      email: j.email,
      summary: j.summary,
      // The demo's entries were shared with the coach (only shared entries reach her list, decision 0144).
      journal_entries: JSON.stringify(j.entries.map((entry) => ({ ...entry, shared: true }))),
      created_at: isoTime(today, j.day, 20),
    }),
  );
  return statements;
}

/** The complete seed as one script for `wrangler d1 execute`. */
export const seedSql = (today: Date): string => seedStatements(today).join("\n");
