import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

/** The coach's six online courses; their slugs (academy addresses) are structure and stay in the page. */
export const courses = {
  meta: {
    title: [
      `Online Kurse der ${brand.name} Academy | ${brand.productName}`,
      `Online courses of the ${brand.name} Academy | ${brand.productName}`,
    ],
    description: [
      "Online Kurse zu Mindset, Zukunftsbildern, Selbsterkenntnis, Glück, Lebenszielen und Sinn: Lerne in deinem Tempo, mit unbegrenztem Zugang und Zertifikat.",
      "Online courses on mindset, pictures of the future, self-knowledge, happiness, life goals and meaning: learn at your own pace, with unlimited access and a certificate.",
    ],
  },
  hero: {
    eyebrow: [`${brand.name} Academy`, `${brand.name} Academy`],
    text: [
      "Coaching-Wissen für zu Hause: In meinen Online Kursen gehst du deinen Themen in deinem eigenen Tempo auf den Grund, mit Impulsen, Übungen und viel Raum für dich.",
      "Coaching know-how for your home: in my online courses you get to the heart of your topics at your own pace, with ideas, exercises and plenty of space for yourself.",
    ],
  },
  benefits: {
    b1Title: ["Dein eigenes Tempo", "Your own pace"],
    b1Text: [
      "Du lernst, wann es in deinen Alltag passt: morgens mit Kaffee oder abends auf dem Sofa.",
      "You learn whenever it fits into your day: in the morning with a coffee or in the evening on the sofa.",
    ],
    b2Title: ["Überall dabei", "Wherever you are"],
    b2Text: [
      "Laptop, Tablet oder Smartphone: Deine Kurse sind da, wo du gerade bist.",
      "Laptop, tablet or smartphone: your courses are wherever you are.",
    ],
    b3Title: ["Wiederholen erlaubt", "Repeat as often as you like"],
    b3Text: [
      "Jede Lektion kannst du so oft ansehen, wie du möchtest. Tiefe braucht Wiederholung.",
      "You can watch every lesson as often as you like. Depth needs repetition.",
    ],
    b4Title: ["Praxis statt Theorie", "Practice, not theory"],
    b4Text: [
      "Übungen, Reflexionsfragen und Arbeitsblätter bringen das Gelernte in dein Leben.",
      "Exercises, reflection questions and worksheets bring what you learn into your life.",
    ],
    b5Title: ["Persönliche Begleitung", "Personal support"],
    b5Text: [
      "In regelmäßigen Live-Fragerunden beantworte ich deine Fragen direkt.",
      "In regular live Q&A sessions I answer your questions directly.",
    ],
    b6Title: ["Fair im Preis", "Fairly priced"],
    b6Text: [
      "Coaching-Wissen zu einem Bruchteil der Kosten einer Einzelbegleitung.",
      "Coaching know-how for a fraction of the cost of one-to-one support.",
    ],
  },
  how: {
    s1Title: ["Kurs auswählen", "Choose a course"],
    s1Text: [
      "Such dir das Thema aus, das dich gerade am meisten bewegt, und starte sofort.",
      "Pick the topic that moves you most right now and start straight away.",
    ],
    s2Title: ["Lernen und üben", "Learn and practise"],
    s2Text: [
      "Kurze Videolektionen wechseln sich mit Übungen ab, die du direkt ausprobierst.",
      "Short video lessons alternate with exercises you try out right away.",
    ],
    s3Title: ["Wachsen", "Grow"],
    s3Text: [
      "Schritt für Schritt wird aus neuen Gedanken eine neue Haltung, die bleibt.",
      "Step by step, new thoughts become a new attitude that stays.",
    ],
  },
  list: {
    c1Title: ["Mindset-Entwicklung", "Developing your mindset"],
    c1Text: [
      "Erkenne einschränkende Glaubenssätze und entwickle eine Haltung, die dich trägt und wachsen lässt.",
      "Recognise limiting beliefs and develop an attitude that carries you and lets you grow.",
    ],
    c2Title: ["Zukunftsbilder gestalten", "Shaping pictures of the future"],
    c2Text: [
      "Male ein lebendiges Bild deiner Zukunft, das dir Richtung gibt und dich jeden Tag motiviert.",
      "Paint a vivid picture of your future that gives you direction and motivates you every day.",
    ],
    c3Title: ["Selbsterkenntnis vertiefen", "Deepening self-knowledge"],
    c3Text: [
      "Lerne deine Werte, Muster und Stärken kennen und verstehe, was dich wirklich antreibt.",
      "Get to know your values, patterns and strengths and understand what really drives you.",
    ],
    c4Title: ["Alltagsglück finden", "Finding everyday happiness"],
    c4Text: [
      "Entdecke, wie kleine Momente, Dankbarkeit und Achtsamkeit deinen Alltag heller machen.",
      "Discover how small moments, gratitude and mindfulness brighten your everyday life.",
    ],
    c5Title: ["Lebensziele definieren", "Defining life goals"],
    c5Text: [
      "Finde Ziele, die wirklich zu dir passen, und einen klaren Plan, wie du sie erreichst.",
      "Find goals that truly suit you and a clear plan for reaching them.",
    ],
    c6Title: ["Sinn und Bedeutung", "Meaning and significance"],
    c6Text: [
      "Geh den großen Fragen nach: Was gibt deinem Leben Bedeutung, und was möchtest du hinterlassen?",
      "Explore the big questions: what gives your life meaning, and what do you want to leave behind?",
    ],
  },
  cta: {
    title: ["Bereit für deinen nächsten Schritt?", "Ready for your next step?"],
    text: [
      "In der Academy warten alle Kurse, Live-Termine und Arbeitsmaterialien auf dich.",
      "All courses, live sessions and workbooks are waiting for you in the Academy.",
    ],
  },
  faq: {
    eyebrow: ["FAQ", "FAQ"],
    title: ["Häufige Fragen", "Frequently asked questions"],
    q1: ["Wie lange habe ich Zugang zu einem Kurs?", "How long do I have access to a course?"],
    a1: [
      "Unbegrenzt: Nach dem Kauf gehört der Kurs dir, inklusive aller künftigen Aktualisierungen.",
      "Without limit: after purchase the course is yours, including all future updates.",
    ],
    q2: ["Gibt es persönliche Unterstützung?", "Is there personal support?"],
    a2: [
      "Ja. Ich biete regelmäßig Live-Fragerunden an, in denen du deine Fragen direkt stellen kannst. Die Termine findest du in der Academy.",
      "Yes. I regularly hold live Q&A sessions where you can ask your questions directly. You will find the dates in the Academy.",
    ],
    q3: ["Auf welchen Geräten kann ich lernen?", "Which devices can I learn on?"],
    a3: [
      "Die Kurse sind für alle Geräte optimiert: Computer, Tablet und Smartphone.",
      "The courses are optimised for all devices: computer, tablet and smartphone.",
    ],
    q4: ["Bekomme ich ein Zertifikat?", "Will I get a certificate?"],
    a4: [
      "Ja. Nach Abschluss eines Kurses erhältst du ein persönliches Zertifikat.",
      "Yes. When you complete a course you receive a personal certificate.",
    ],
  },
} as const satisfies PageCopy;
