import type { PageCopy } from "./types.ts";

/**
 * The free mindset test (/mindsettest, and inside the home page's dialog). Each question's theme and
 * order live in app/features/people/mindset/questions.ts; its four answers are written from "not yet" (a1)
 * to "very much" (a4), the order the scoring counts (app/features/people/mindset/scoring.ts).
 */
export const mindsettest = {
  meta: {
    title: ["Kostenloser Mindsettest", "Free mindset test"],
    description: [
      "14 kurze Fragen zu Mindset, Sinn, Glück und Zukunft: Dein Profil über neun Themen, sofort und ohne Anmeldung.",
      "14 short questions on mindset, meaning, happiness and the future: your profile across nine themes, straight away and without signing up.",
    ],
  },
  intro: {
    eyebrow: ["Kostenloser Mindsettest", "Free mindset test"],
    title: ["Wo stehst du gerade?", "Where are you right now?"],
    text: [
      `Nimm dir fünf ruhige Minuten. Es gibt keine richtigen oder falschen Antworten, nur deine. Am Ende siehst du, welche Themen dich gerade tragen und wo sich ein genauerer Blick lohnt. Es wird nichts gespeichert, solange du es nicht möchtest.`,
      `Take five quiet minutes. There are no right or wrong answers, only yours. At the end you will see which themes carry you right now and where a closer look is worthwhile. Nothing is stored unless you ask for it.`,
    ],
  },
  steps: {
    progress: ["Frage {n} von {total}", "Question {n} of {total}"],
    next: ["Weiter", "Next"],
    back: ["Zurück", "Back"],
    finish: ["Ergebnis ansehen", "See my result"],
  },
  q01: {
    text: [
      "Wenn etwas schiefgeht, sehe ich darin auch eine Chance, etwas zu lernen.",
      "When something goes wrong, I also see a chance to learn from it.",
    ],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Fast immer", "Almost always"],
  },
  q02: {
    text: [
      "Ich traue mir zu, Neues zu lernen, auch wenn es am Anfang schwerfällt.",
      "I trust myself to learn new things, even when they are hard at first.",
    ],
    a1: ["Eher nicht", "Not really"],
    a2: ["Ein wenig", "A little"],
    a3: ["Ziemlich", "Quite a lot"],
    a4: ["Voll und ganz", "Completely"],
  },
  q03: {
    text: [
      "Ich habe ein klares inneres Bild davon, wie mein Leben in fünf Jahren aussehen soll.",
      "I have a clear inner picture of what my life should look like in five years.",
    ],
    a1: ["Noch gar nicht", "Not at all yet"],
    a2: ["Verschwommen", "Blurry"],
    a3: ["In groben Zügen", "In broad strokes"],
    a4: ["Sehr deutlich", "Very clearly"],
  },
  q04: {
    text: [
      "Ich weiß, was mir wirklich wichtig ist, auch wenn andere etwas anderes erwarten.",
      "I know what truly matters to me, even when others expect something else.",
    ],
    a1: ["Eher nicht", "Not really"],
    a2: ["Ein wenig", "A little"],
    a3: ["Ziemlich", "Quite a lot"],
    a4: ["Voll und ganz", "Completely"],
  },
  q05: {
    text: [
      "Ich nehme mir Zeit, über meine Gefühle und Reaktionen nachzudenken.",
      "I take time to reflect on my feelings and reactions.",
    ],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Regelmäßig", "Regularly"],
  },
  q06: {
    text: [
      "In meinem Alltag gibt es Momente, in denen ich mich einfach zufrieden fühle.",
      "In my everyday life there are moments when I simply feel content.",
    ],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Fast täglich", "Almost every day"],
  },
  q07: {
    text: [
      "Mein Glück hängt vor allem von mir ab, nicht von äußeren Umständen.",
      "My happiness depends mostly on me, not on outside circumstances.",
    ],
    a1: ["Stimmt nicht", "Not true"],
    a2: ["Stimmt ein wenig", "Slightly true"],
    a3: ["Stimmt ziemlich", "Mostly true"],
    a4: ["Stimmt genau", "Exactly true"],
  },
  q08: {
    text: [
      "Ich habe Ziele, die mir wirklich etwas bedeuten, und arbeite an ihnen.",
      "I have goals that truly mean something to me, and I work on them.",
    ],
    a1: ["Noch nicht", "Not yet"],
    a2: ["Ich habe Ideen", "I have ideas"],
    a3: ["Ja, mit Pausen", "Yes, with breaks"],
    a4: ["Ja, beständig", "Yes, steadily"],
  },
  q09: {
    text: ["Was ich jeden Tag tue, fühlt sich für mich sinnvoll an.", "What I do every day feels meaningful to me."],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Fast immer", "Almost always"],
  },
  q10: {
    text: [
      "Auch in schweren Zeiten finde ich etwas, das mir Halt gibt.",
      "Even in hard times I find something that gives me support.",
    ],
    a1: ["Kaum", "Hardly"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Meistens", "Mostly"],
    a4: ["Immer", "Always"],
  },
  q11: {
    text: [
      "Ich habe meinen Frieden mit Erfahrungen gemacht, die mich früher belastet haben.",
      "I have made peace with experiences that used to weigh on me.",
    ],
    a1: ["Noch nicht", "Not yet"],
    a2: ["Mit manchen", "With some"],
    a3: ["Mit den meisten", "With most"],
    a4: ["Ja, weitgehend", "Yes, largely"],
  },
  q12: {
    text: [
      "Ich bin mit meinen Gedanken bei dem, was ich gerade tue.",
      "My thoughts are with what I am doing right now.",
    ],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Fast immer", "Almost always"],
  },
  q13: {
    text: [
      "Ich kann kleine Dinge genießen, ohne gleich an das Nächste zu denken.",
      "I can enjoy small things without thinking straight away about the next one.",
    ],
    a1: ["Selten", "Rarely"],
    a2: ["Manchmal", "Sometimes"],
    a3: ["Oft", "Often"],
    a4: ["Fast immer", "Almost always"],
  },
  q14: {
    text: [
      "Ich gehe konkrete Schritte, um meine Zukunft selbst zu gestalten.",
      "I take concrete steps to shape my future myself.",
    ],
    a1: ["Kaum", "Hardly"],
    a2: ["Ab und zu", "Now and then"],
    a3: ["Regelmäßig", "Regularly"],
    a4: ["Mit einem klaren Plan", "With a clear plan"],
  },
  result: {
    eyebrow: ["Dein Ergebnis", "Your result"],
    title: ["Dein Mindset-Profil", "Your mindset profile"],
    chartTitle: ["Dein Profil über neun Themen", "Your profile across nine themes"],
    chartDescription: [
      "Je länger der Balken, desto mehr trägt dich dieses Thema gerade. Die Tabelle darunter zeigt dieselben Werte.",
      "The longer the bar, the more this theme carries you right now. The table below shows the same values.",
    ],
    themeColumn: ["Thema", "Theme"],
    scoreColumn: ["Wert (von 100)", "Score (out of 100)"],
    overallHigh: [
      `Du stehst auf einem festen Fundament. Viele Themen tragen dich schon gut: Du kennst dich, hast Ziele und findest Sinn in deinem Alltag. Jetzt geht es darum, das Gute zu vertiefen und dich von deinen Stärken weitertragen zu lassen.`,
      `You stand on firm ground. Many themes already carry you well: you know yourself, you have goals and you find meaning in your everyday life. Now it is about deepening what is good and letting your strengths carry you further.`,
    ],
    overallMid: [
      `Du bist unterwegs, und das ist ein guter Ort. Manche Themen geben dir schon Halt, bei anderen spürst du vielleicht eine leise Unruhe. Genau dort liegt oft die größte Kraft für Veränderung. Schau dir die Themen unten in Ruhe an.`,
      `You are on your way, and that is a good place to be. Some themes already give you support, with others you may feel a quiet restlessness. That is often exactly where the greatest power for change lies. Take a calm look at the themes below.`,
    ],
    overallLow: [
      `Gerade fühlt sich vieles offen oder schwer an, und das darf so sein. Dass du diesen Test gemacht hast, zeigt, dass du hinschaust. Du musst nicht alles auf einmal angehen: Ein Thema, ein kleiner Schritt reicht für den Anfang. Wenn du magst, gehen wir ihn gemeinsam.`,
      `Right now a lot feels open or heavy, and that is allowed. Taking this test shows that you are looking closely. You do not have to tackle everything at once: one theme, one small step is enough to begin with. If you like, we can take it together.`,
    ],
    strengthsTitle: ["Was dich gerade trägt", "What carries you right now"],
    focusTitle: ["Wo sich ein genauerer Blick lohnt", "Where a closer look is worthwhile"],
    topicsTitle: ["Zum Weiterlesen", "Read on"],
    eventsTitle: ["Termine, die dazu passen", "Dates that fit"],
    noEvents: [
      "Gerade sind keine passenden Termine geplant. Schau gern später wieder vorbei oder schreib mir.",
      "No matching dates are planned right now. Do come back later or write to me.",
    ],
    allEvents: ["Alle Termine", "All dates"],
    restart: ["Test neu starten", "Start the test again"],
    privacy: [
      "Deine Antworten wurden nur für diese Auswertung verwendet und nicht gespeichert.",
      "Your answers were used only for this result and have not been stored.",
    ],
  },
  focus: {
    mindset: [
      "Dein innerer Dialog entscheidet mit, was du dir zutraust. Kleine Erfolge bewusst wahrzunehmen, stärkt dein Vertrauen in dich.",
      "Your inner dialogue helps decide what you dare to do. Noticing small successes on purpose strengthens your trust in yourself.",
    ],
    zukunftsbilder: [
      "Ein klares Bild deiner Zukunft gibt dir Richtung. Es darf klein anfangen: Wie soll sich ein ganz normaler Tag in fünf Jahren anfühlen?",
      "A clear picture of your future gives you direction. It may start small: how should an ordinary day feel in five years?",
    ],
    selbsterkenntnis: [
      "Je besser du dich kennst, desto leichter fallen Entscheidungen, die wirklich zu dir passen. Ehrliche Fragen an dich selbst sind ein guter Anfang.",
      "The better you know yourself, the easier it is to make decisions that truly suit you. Honest questions to yourself are a good start.",
    ],
    glueck: [
      "Glück ist weniger ein Ziel als eine Art, hinzuschauen. Es lohnt sich, die kleinen guten Momente zu sammeln.",
      "Happiness is less a goal than a way of looking. Collecting the small good moments is worthwhile.",
    ],
    lebensziele: [
      "Ziele, die aus deinen Werten wachsen, tragen weiter als Vorsätze. Was möchtest du wirklich erreichen, und warum?",
      "Goals that grow out of your values carry further than resolutions. What do you truly want to achieve, and why?",
    ],
    sinn: [
      "Wenn der Sinn fehlt, ist das oft ein Zeichen für einen Übergang. Es lohnt sich, hinzuhören, was sich verändern möchte.",
      "When meaning is missing, it is often a sign of a transition. It is worth listening to what wants to change.",
    ],
    vergangenheit: [
      "Was du erlebt hast, gehört zu dir, aber es muss dich nicht bestimmen. Verstehen schafft Raum für Neues.",
      "What you have lived through is part of you, but it need not define you. Understanding makes room for something new.",
    ],
    gegenwartsfreude: [
      "Im Jetzt liegt die Kraft für alles, was kommt. Schon ein paar bewusste Atemzüge am Tag verändern viel.",
      "The present holds the strength for everything to come. Even a few conscious breaths a day change a lot.",
    ],
    zukunftsgestaltung: [
      "Zukunft entsteht aus vielen kleinen Schritten. Ein erster, konkreter Schritt in dieser Woche bringt Bewegung.",
      "The future grows out of many small steps. A first, concrete step this week gets things moving.",
    ],
  },
  settings: {
    /**
     * The coach's switch back to an external test: an https address on the host the site's security
     * policy allows as a frame (app/config/brand.ts, `external.mindsetTest`). Anything else ("aus",
     * the row deleted): our own test (app/features/people/mindset/external.ts). One switch for both
     * languages: the German text counts.
     */
    externalUrl: ["aus", "aus"],
  },
} as const satisfies PageCopy;
