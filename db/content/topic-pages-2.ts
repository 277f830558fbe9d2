import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const coach = brand.coach.name;

export const glueck = {
  meta: {
    title: ["Glück: Die Sehnsucht nach dem guten Leben", "Happiness: the longing for a good life"],
    description: [
      "Warum die Jagd nach dem Glück oft unglücklich macht: drei Paradoxien des Glücks und wie du ihm im Alltag leiser und nachhaltiger begegnest.",
      "Why chasing happiness often makes us unhappy: three paradoxes of happiness and how to meet it more quietly and lastingly in everyday life.",
    ],
  },
  hero: {
    eyebrow: ["Glück", "Happiness"],
    title: ["Die Sehnsucht nach Glück", "The longing for happiness"],
    text: [
      "Fast alle wollen glücklich sein. Und doch fühlen sich viele, als liefen sie einem Zug hinterher, der gerade abgefahren ist.",
      "Almost everyone wants to be happy. And yet many feel as if they are running after a train that has just left.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Workshops ansehen", "See workshops"],
  },
  longing: {
    eyebrow: ["Die Sehnsucht", "The longing"],
    title: ["Warum wir nach Glück suchen", "Why we search for happiness"],
    body: [
      "Die Sehnsucht nach Glück ist zutiefst menschlich. Sie ist ein Kompass, der uns zeigt: Da geht noch mehr. Mehr Leichtigkeit, mehr Verbundenheit, mehr Sinn. Problematisch wird es erst, wenn wir Glück als Ziel begreifen, das man einmal erreicht und dann besitzt, wie eine Urkunde an der Wand.\n\nDie Werbung verspricht uns Glück im nächsten Kauf, soziale Medien zeigen uns glückliche Menschen im Dauerzustand. Kein Wunder, dass sich der eigene, ganz normale Alltag dagegen grau anfühlt. Dabei zeigt die Glücksforschung seit Jahren: Zufriedenheit hängt weniger von äußeren Umständen ab, als wir denken, und viel mehr von unseren Beziehungen, von unserem Tun und von der Art, wie wir auf unser Leben schauen.\n\nIm Coaching geht es deshalb nicht darum, dir ein Rezept für Dauerglück zu verkaufen. Es geht darum, die Bedingungen zu verstehen, unter denen Glück bei dir entstehen kann, und ihm mehr Raum zu geben.",
      "The longing for happiness is deeply human. It is a compass that tells us: there is more. More lightness, more connection, more meaning. It only becomes a problem when we see happiness as a goal that we reach once and then own, like a certificate on the wall.\n\nAdvertising promises us happiness with the next purchase, social media shows us people who are permanently happy. No wonder our own, perfectly ordinary everyday life feels grey by comparison. Yet happiness research has shown for years that contentment depends less on outer circumstances than we think, and much more on our relationships, on what we do and on the way we look at our lives.\n\nSo coaching is not about selling you a recipe for lasting happiness. It is about understanding the conditions under which happiness can arise for you, and giving it more room.",
    ],
  },
  paradoxes: {
    eyebrow: ["Drei Paradoxien", "Three paradoxes"],
    title: ["Warum Glück sich nicht erzwingen lässt", "Why happiness cannot be forced"],
    intro: [
      "Glück verhält sich oft anders, als wir erwarten. Wer diese drei Paradoxien kennt, sucht an den richtigen Stellen.",
      "Happiness often behaves differently from what we expect. If you know these three paradoxes, you look in the right places.",
    ],
    card1Label: ["Paradox 1", "Paradox 1"],
    card1Title: ["Je mehr du jagst, desto weiter rückt es weg", "The more you chase it, the further it moves away"],
    card1Text: [
      "Wer ständig prüft, ob er schon glücklich genug ist, verpasst den Moment, in dem er es ist. Glück entsteht oft nebenbei, wenn du ganz bei einer Sache bist.",
      "If you keep checking whether you are happy enough yet, you miss the moment when you are. Happiness often arises on the side, when you are fully absorbed in something.",
    ],
    card2Label: ["Paradox 2", "Paradox 2"],
    card2Title: ["Mehr Auswahl macht nicht freier", "More choice does not make you freer"],
    card2Text: [
      "Unendlich viele Möglichkeiten versprechen Freiheit und bringen oft Unruhe. Zufriedenheit wächst, wenn du dich bewusst festlegst und das Gewählte wertschätzt.",
      "Endless options promise freedom and often bring restlessness. Contentment grows when you commit consciously and value what you have chosen.",
    ],
    card3Label: ["Paradox 3", "Paradox 3"],
    card3Title: ["Wer Schweres zulässt, wird leichter", "Letting in the heavy makes you lighter"],
    card3Text: [
      "Wer traurige oder ängstliche Gefühle wegdrückt, dämpft auch die Freude. Erst wenn alles da sein darf, wird echte Lebendigkeit möglich.",
      "Pushing away sad or anxious feelings also dampens joy. Only when everything is allowed to be there does real aliveness become possible.",
    ],
  },
  everyday: {
    eyebrow: ["Im Alltag", "In everyday life"],
    title: ["Wie du dem Glück Raum gibst", "How to make room for happiness"],
    body: [
      "Statt auf den großen Glücksmoment zu warten, schauen wir gemeinsam auf die kleinen Stellschrauben: Welche Begegnungen nähren dich? Bei welchen Tätigkeiten vergisst du die Zeit? Was darfst du weglassen, damit das Wesentliche Platz hat?\n\nDaraus entstehen keine Pflichtübungen, sondern Gewohnheiten, die zu dir passen: ein Dankbarkeitsmoment am Abend, ein freier Nachmittag ohne Plan, ein ehrliches Gespräch, das längst fällig war. Glück, so erlebe ich es immer wieder, ist weniger ein Ziel als eine Art, unterwegs zu sein.",
      "Instead of waiting for the big moment of happiness, we look together at the small adjustments: which encounters nourish you? Which activities make you forget time? What can you leave out so that what matters has room?\n\nThis does not produce chores but habits that suit you: a moment of gratitude in the evening, a free afternoon without a plan, an honest conversation that was long overdue. Happiness, as I see again and again, is less a goal than a way of travelling.",
    ],
  },
  quote: {
    text: [
      "Bedenke, dass sehr wenig dazu gehört, ein glückliches Leben zu führen.",
      "Remember that very little is needed to live a happy life.",
    ],
    author: ["Marc Aurel", "Marcus Aurelius"],
    source: ["Selbstbetrachtungen", "Meditations"],
  },
  cta: {
    title: ["Lass uns herausfinden, was dich wirklich glücklich macht", "Let's find out what truly makes you happy"],
    text: [
      "Ganz ohne Druck und Glücksversprechen, dafür mit Neugier und Zeit für dich.",
      "Without pressure or promises of happiness, but with curiosity and time for you.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Termine ansehen", "See dates"],
  },
} as const satisfies PageCopy;

export const lebensziele = {
  meta: {
    title: ["Lebensziele finden und dein Vermächtnis gestalten", "Finding life goals and shaping your legacy"],
    description: [
      `Finde Lebensziele, die zu dir passen: vier Dimensionen deines Vermächtnisses und ein Vorgehen in vier Schritten, im Coaching mit ${coach}.`,
      `Find life goals that suit you: four dimensions of your legacy and a four-step approach, in coaching with ${coach}.`,
    ],
  },
  hero: {
    eyebrow: ["Lebensziele", "Life goals"],
    title: ["Lebensziele, die zu dir passen", "Life goals that suit you"],
    text: [
      "Nicht jedes Ziel ist es wert, dein Leben danach auszurichten. Lass uns die finden, die dich wirklich tragen.",
      "Not every goal is worth aligning your life with. Let's find the ones that truly carry you.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["So gehen wir vor", "How we proceed"],
  },
  goals: {
    eyebrow: ["Über Ziele", "About goals"],
    title: ["Was ein Lebensziel von einem Vorsatz unterscheidet", "What sets a life goal apart from a resolution"],
    body: [
      "Vorsätze haben ein kurzes Leben. Sie entstehen oft aus dem Gefühl, etwas zu müssen: mehr Sport, weniger Bildschirm, endlich die Beförderung. Lebensziele reichen tiefer. Sie beantworten die Frage, wofür du deine begrenzte Zeit, deine Energie und deine Liebe einsetzen willst.\n\nEin gutes Lebensziel fühlt sich nicht wie eine Last an, sondern wie eine Einladung. Es passt zu deinen Werten, es fordert dich heraus, ohne dich zu überfordern, und es lässt Raum für Umwege. Vor allem aber ist es **deins** und nicht das deiner Eltern, deines Umfelds oder einer Idee davon, wie ein erfolgreiches Leben auszusehen hat.\n\nManchmal hilft ein Perspektivwechsel: Stell dir vor, du blickst in vielen Jahren auf dein Leben zurück. Worauf möchtest du stolz sein? Was soll von dir bleiben? Aus diesen Fragen entsteht der Gedanke des Vermächtnisses.",
      "Resolutions have a short life. They often come from a feeling that you must do something: more exercise, less screen time, finally that promotion. Life goals go deeper. They answer the question of what you want to spend your limited time, your energy and your love on.\n\nA good life goal does not feel like a burden but like an invitation. It fits your values, it challenges you without overwhelming you, and it leaves room for detours. Above all, it is **yours** and not that of your parents, the people around you or an idea of what a successful life should look like.\n\nSometimes a change of perspective helps: imagine looking back on your life many years from now. What do you want to be proud of? What should remain of you? The idea of a legacy grows out of these questions.",
    ],
  },
  legacy: {
    eyebrow: ["Dein Vermächtnis", "Your legacy"],
    title: ["Vier Dimensionen, in denen du Spuren hinterlässt", "Four dimensions in which you leave traces"],
    intro: [
      "Ein Vermächtnis ist nichts Großes oder Fernes. Du gestaltest es jeden Tag, in vier Dimensionen.",
      "A legacy is nothing grand or distant. You shape it every day, in four dimensions.",
    ],
    card1Label: ["Dimension 1", "Dimension 1"],
    card1Title: ["Menschen", "People"],
    card1Text: [
      "Wie sollen sich die Menschen an dich erinnern, die dir nahestehen? Welche Beziehungen willst du pflegen?",
      "How should the people close to you remember you? Which relationships do you want to nurture?",
    ],
    card2Label: ["Dimension 2", "Dimension 2"],
    card2Title: ["Werk", "Work"],
    card2Text: [
      "Was möchtest du erschaffen, aufbauen oder bewegen, im Beruf, im Ehrenamt oder in einem Herzensprojekt?",
      "What do you want to create, build or set in motion, at work, as a volunteer or in a project close to your heart?",
    ],
    card3Label: ["Dimension 3", "Dimension 3"],
    card3Title: ["Werte", "Values"],
    card3Text: [
      "Für welche Haltung möchtest du stehen? Welche Überzeugungen gibst du durch dein Handeln weiter?",
      "Which attitude do you want to stand for? Which convictions do you pass on through what you do?",
    ],
    card4Label: ["Dimension 4", "Dimension 4"],
    card4Title: ["Wachstum", "Growth"],
    card4Text: [
      "Wer möchtest du werden? Welche Erfahrungen und Erkenntnisse sollen dein Leben reich machen?",
      "Who do you want to become? Which experiences and insights should make your life rich?",
    ],
  },
  approach: {
    eyebrow: ["Mein Vorgehen", "My approach"],
    title: ["In vier Schritten zu deinen Lebenszielen", "Four steps to your life goals"],
    intro: [
      "Dieses Vorgehen hat sich in meinen Coachings bewährt. Wir passen Tempo und Tiefe an dich an.",
      "This approach has proved itself in my coaching. We adapt the pace and depth to you.",
    ],
    step1Title: ["Standort bestimmen", "Finding your bearings"],
    step1Text: [
      "Wo stehst du heute? Wir würdigen, was du schon erreicht hast, und benennen, was fehlt.",
      "Where do you stand today? We honour what you have already achieved and name what is missing.",
    ],
    step2Title: ["Werte klären", "Clarifying values"],
    step2Text: [
      "Deine Werte sind der Filter für jedes Ziel. Wir machen sie sichtbar und bringen sie in eine Reihenfolge.",
      "Your values are the filter for every goal. We make them visible and put them in order.",
    ],
    step3Title: ["Ziele formulieren", "Putting goals into words"],
    step3Text: [
      "Aus Wünschen werden klare, anziehende Ziele für die vier Dimensionen, groß genug, um dich zu begeistern.",
      "Wishes become clear, attractive goals for the four dimensions, big enough to inspire you.",
    ],
    step4Title: ["Ersten Schritt gehen", "Taking the first step"],
    step4Text: [
      "Wir planen die nächsten Wochen konkret und verabreden, wie du dranbleibst, wenn der Alltag laut wird.",
      "We plan the next few weeks concretely and agree on how you will keep going when everyday life gets loud.",
    ],
  },
  cta: {
    title: ["Bereit, deine Lebensziele zu definieren?", "Ready to define your life goals?"],
    text: [
      "Im Einzelcoaching (60 bis 90 Minuten pro Sitzung) nehmen wir uns die Zeit, die deine Fragen verdienen. Starte mit einem kostenlosen Erstgespräch von 30 Minuten.",
      "In one-to-one coaching (60 to 90 minutes per session) we take the time your questions deserve. Start with a free 30-minute intro call.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
  },
} as const satisfies PageCopy;
