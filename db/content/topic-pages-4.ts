import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const coach = brand.coach.name;

export const gegenwartsfreude = {
  meta: {
    title: [
      "Gegenwartsfreude: Workshop für mehr Leichtigkeit im Hier und Jetzt",
      "Joy in the present: a workshop for more lightness in the here and now",
    ],
    description: [
      "Workshop Gegenwartsfreude: In 3 bis 4 Stunden lernst du Übungen, mit denen du im Alltag ankommst und ihn wieder bewusst genießt. In Braunschweig, München und online.",
      "Joy in the present workshop: in 3 to 4 hours you learn exercises that help you arrive in everyday life and enjoy it with intent again. In Braunschweig, Munich and online.",
    ],
  },
  hero: {
    eyebrow: ["Gegenwartsfreude", "Joy in the present"],
    title: ["Freude am Hier und Jetzt", "Joy in the here and now"],
    text: [
      "Der Kopf ist schon beim nächsten Termin, das Herz noch beim letzten Streit. Und das Leben? Findet genau jetzt statt.",
      "Your head is already at the next appointment, your heart still at the last argument. And life? Is happening right now.",
    ],
    action1: ["Workshop buchen", "Book the workshop"],
    action2: ["Termine ansehen", "See dates"],
  },
  about: {
    eyebrow: ["Worum es geht", "What it is about"],
    title: ["Warum uns die Gegenwart so oft entgleitet", "Why the present so often slips away from us"],
    body: [
      "Wir planen, grübeln, vergleichen und optimieren. Das ist menschlich und oft auch nützlich. Doch wenn der Autopilot dauerhaft übernimmt, rauscht der Alltag an uns vorbei. Wochen vergehen, ohne dass wir sagen könnten, was sie eigentlich ausgemacht hat.\n\nGegenwartsfreude heißt nicht, ständig gut gelaunt zu sein oder die Zukunft zu ignorieren. Sie bedeutet, dem Moment wieder Aufmerksamkeit zu schenken: dem Geschmack des ersten Kaffees, dem Gespräch mit einem Menschen, der dir wichtig ist, dem Gefühl, eine Aufgabe ganz und gar zu tun. In solchen Momenten entsteht eine ruhige, tiefe Form von Zufriedenheit.\n\nDie gute Nachricht: Präsenz ist eine Fähigkeit, die du trainieren kannst wie einen Muskel. Genau dafür habe ich diesen Workshop entwickelt.",
      "We plan, brood, compare and optimise. That is human and often useful too. But when the autopilot takes over for good, everyday life rushes past us. Weeks go by without us being able to say what they were actually about.\n\nJoy in the present does not mean being in a good mood all the time or ignoring the future. It means paying attention to the moment again: to the taste of the first coffee, to a conversation with someone who matters to you, to the feeling of doing a task completely. In such moments a calm, deep kind of contentment arises.\n\nThe good news: presence is a skill you can train like a muscle. That is exactly what I developed this workshop for.",
    ],
  },
  workshop: {
    eyebrow: ["Der Workshop", "The workshop"],
    title: ["Workshop Gegenwartsfreude", "Joy in the present workshop"],
    intro: [
      "Ein halber Tag nur für dich: mit Impulsen, Übungen, Austausch in der Gruppe und Zeit zum Nachspüren.",
      "Half a day just for you: with ideas, exercises, sharing in the group and time to let things sink in.",
    ],
    card1Label: ["Dauer", "Duration"],
    card1Title: ["3 bis 4 Stunden", "3 to 4 hours"],
    card1Text: [
      "Kompakt genug für einen Samstagvormittag, lang genug für echte Erfahrungen.",
      "Compact enough for a Saturday morning, long enough for real experiences.",
    ],
    card2Label: ["Gruppe", "Group"],
    card2Title: ["Kleine Runde", "Small group"],
    card2Text: [
      "Höchstens zwölf Teilnehmende, damit jede Stimme Platz hat.",
      "At most twelve participants, so that every voice has room.",
    ],
    card3Label: ["Ort", "Place"],
    card3Title: ["Vor Ort oder online", "In person or online"],
    card3Text: [
      "In Braunschweig, in München oder live per Video von zu Hause aus.",
      "In Braunschweig, in Munich or live by video from home.",
    ],
    card4Label: ["Vorwissen", "Prior knowledge"],
    card4Title: ["Keines nötig", "None needed"],
    card4Text: [
      "Du brauchst nur Neugier und bequeme Kleidung. Alles Weitere bringe ich mit.",
      "All you need is curiosity and comfortable clothes. I will bring everything else.",
    ],
    boxTitle: ["Das nimmst du mit", "What you take home"],
    boxItems: [
      "Fünf kurze Achtsamkeitsübungen für jeden Tag\nEin Ritual für bewusste Übergänge zwischen Arbeit und Freizeit\nEine Genussübung, die deinen Blick für kleine Freuden schärft\nIdeen, wie du Grübelschleifen freundlich unterbrichst\nEin Begleitheft zum Weiterüben zu Hause",
      "Five short mindfulness exercises for every day\nA ritual for conscious transitions between work and free time\nA savouring exercise that sharpens your eye for small joys\nIdeas for gently interrupting loops of rumination\nA workbook to keep practising at home",
    ],
  },
  flow: {
    eyebrow: ["Ablauf", "Schedule"],
    title: ["So ist der Workshop aufgebaut", "How the workshop is structured"],
    step1Title: ["Ankommen", "Arriving"],
    step1Text: [
      "Eine geführte Übung holt dich aus dem Kopf und in den Raum. Du lernst die Gruppe kennen.",
      "A guided exercise brings you out of your head and into the room. You get to know the group.",
    ],
    step2Title: ["Verstehen", "Understanding"],
    step2Text: [
      "Warum unser Gehirn die Gegenwart so gern überspringt und was ihm hilft, zurückzufinden.",
      "Why our brain likes to skip the present so much, and what helps it find its way back.",
    ],
    step3Title: ["Erleben", "Experiencing"],
    step3Text: [
      "Wir probieren Übungen für Körper, Sinne und Gedanken aus, drinnen und, wenn möglich, draußen.",
      "We try out exercises for body, senses and thoughts, indoors and, where possible, outdoors.",
    ],
    step4Title: ["Mitnehmen", "Taking it home"],
    step4Text: [
      "Du stellst dir deine persönliche Alltagsroutine zusammen und teilst sie, wenn du magst, mit der Gruppe.",
      "You put together your personal everyday routine and share it with the group if you like.",
    ],
  },
  quote: {
    text: [
      "Nun schaut der Geist nicht vorwärts, nicht zurück, die Gegenwart allein ist unser Glück.",
      "Now the mind looks neither forward nor back; the present alone is our happiness.",
    ],
    author: ["Johann Wolfgang von Goethe", "Johann Wolfgang von Goethe"],
    source: ["Faust II", "Faust, Part Two"],
  },
  cta: {
    title: ["Gönn dir einen halben Tag Gegenwart", "Treat yourself to half a day of presence"],
    text: [
      "Schreib mir, wenn du dabei sein möchtest, oder frag den Workshop für dein Team an. Aktuelle offene Termine findest du in der Veranstaltungsübersicht.",
      "Write to me if you would like to join, or request the workshop for your team. You will find current open dates in the events overview.",
    ],
    action1: ["Workshop buchen", "Book the workshop"],
    action2: ["Alle Termine", "All dates"],
  },
} as const satisfies PageCopy;

export const zukunftsgestaltung = {
  meta: {
    title: ["Zukunftsgestaltung: Vier Werkzeuge für deine Zukunft", "Shaping the future: four tools for your future"],
    description: [
      `Gestalte deine Zukunft aktiv und flexibel: Vision Mapping, Werteorientierung, Adaptive Planung und Zielausrichtung im Coaching und in Workshops mit ${coach}.`,
      `Shape your future actively and flexibly: vision mapping, value orientation, adaptive planning and goal alignment in coaching and workshops with ${coach}.`,
    ],
  },
  hero: {
    eyebrow: ["Zukunftsgestaltung", "Shaping the future"],
    title: ["Deine Zukunft aktiv gestalten", "Actively shaping your future"],
    text: [
      "Die Zukunft lässt sich nicht vorhersagen. Aber du kannst gut vorbereitet sein: mit einer klaren Richtung und der Freiheit, unterwegs nachzusteuern.",
      "The future cannot be predicted. But you can be well prepared: with a clear direction and the freedom to adjust course along the way.",
    ],
    action1: ["Coaching anfragen", "Request coaching"],
    action2: ["Zu den Workshops", "To the workshops"],
  },
  stance: {
    eyebrow: ["Haltung", "Attitude"],
    title: ["Zwischen Kontrolle und Treibenlassen", "Between control and drifting"],
    body: [
      "Manche Menschen planen ihr Leben bis ins Detail und sind enttäuscht, wenn es anders kommt. Andere lassen sich treiben und wundern sich, wo sie gelandet sind. Zukunftsgestaltung liegt dazwischen: Du weißt, wohin du willst, und bleibst offen für das, was dir auf dem Weg begegnet.\n\nGerade in unsicheren Zeiten braucht es beides. Eine Vision gibt dir Orientierung, wenn um dich herum vieles in Bewegung ist. Flexibilität bewahrt dich davor, an einem Plan festzuhalten, der längst nicht mehr passt. Im Coaching verbinden wir beides zu einem Vorgehen, das sich für dich stimmig anfühlt.\n\nDafür arbeite ich mit vier Werkzeugen, die sich ergänzen. Du kannst sie einzeln nutzen oder zu deinem persönlichen Zukunftsplan verbinden.",
      "Some people plan their lives down to the last detail and are disappointed when things turn out differently. Others drift and wonder where they have ended up. Shaping the future lies in between: you know where you want to go and stay open to what you meet along the way.\n\nIn uncertain times especially, you need both. A vision gives you orientation when much around you is in motion. Flexibility keeps you from clinging to a plan that stopped fitting long ago. In coaching we combine both into an approach that feels right for you.\n\nFor this I work with four tools that complement each other. You can use them one at a time or combine them into your personal plan for the future.",
    ],
  },
  tools: {
    eyebrow: ["Vier Werkzeuge", "Four tools"],
    title: ["Dein Werkzeugkasten für die Zukunft", "Your toolbox for the future"],
    intro: [
      "Jedes Werkzeug beantwortet eine eigene Frage. Zusammen ergeben sie ein Bild, mit dem du arbeiten kannst.",
      "Each tool answers a question of its own. Together they give you a picture you can work with.",
    ],
    card1Label: ["Wohin?", "Where to?"],
    card1Title: ["Vision Mapping", "Vision mapping"],
    card1Text: [
      "Du skizzierst auf einer Landkarte, wie dein Leben in fünf Jahren aussehen soll, mit allen Bereichen, die dir wichtig sind.",
      "On a map you sketch what your life should look like in five years, with all the areas that matter to you.",
    ],
    card2Label: ["Warum?", "Why?"],
    card2Title: ["Werteorientierung", "Value orientation"],
    card2Text: [
      "Deine Werte sind der Maßstab für jede Entscheidung. Wir klären sie, damit deine Zukunft zu dir passt.",
      "Your values are the yardstick for every decision. We clarify them so that your future suits you.",
    ],
    card3Label: ["Wie?", "How?"],
    card3Title: ["Adaptive Planung", "Adaptive planning"],
    card3Text: [
      "Statt eines starren Fahrplans entwickelst du Etappen mit Kurskorrekturen, so bleibst du handlungsfähig, wenn sich etwas ändert.",
      "Instead of a rigid timetable you develop stages with course corrections, so you can still act when something changes.",
    ],
    card4Label: ["Was zuerst?", "What first?"],
    card4Title: ["Zielausrichtung", "Goal alignment"],
    card4Text: [
      "Wir bringen deine Ziele in eine Reihenfolge und richten deinen Alltag so aus, dass er dich ihnen näherbringt.",
      "We put your goals in order and align your everyday life so that it brings you closer to them.",
    ],
    action1: ["Coaching anfragen", "Request coaching"],
  },
  workshops: {
    eyebrow: ["Workshops", "Workshops"],
    title: ["Zukunftsgestaltung in der Gruppe", "Shaping the future in a group"],
    intro: [
      "Du arbeitest lieber mit anderen zusammen? In meinen Workshops lernst du die vier Werkzeuge an einem halben Tag kennen.",
      "Do you prefer working with others? In my workshops you get to know the four tools in half a day.",
    ],
    body: [
      "In kleinen Gruppen erstellst du deine eigene Vision Map, klärst deine Werte und planst die ersten Etappen. Die Perspektiven der anderen Teilnehmenden bringen dich oft auf Ideen, auf die du allein nicht gekommen wärst.\n\nDie Workshops dauern 3 bis 4 Stunden und finden in Braunschweig, in München und online statt. Für Unternehmen biete ich sie auch als Inhouse Training für Teams und Führungskräfte an.",
      "In small groups you create your own vision map, clarify your values and plan the first stages. The perspectives of the other participants often give you ideas you would not have had on your own.\n\nThe workshops last 3 to 4 hours and take place in Braunschweig, in Munich and online. For companies I also offer them as in-house training for teams and leaders.",
    ],
    boxTitle: ["Im Workshop erwartet dich", "What awaits you in the workshop"],
    boxItems: [
      "Deine persönliche Vision Map zum Mitnehmen\nEin Werteprofil als Kompass für Entscheidungen\nEin 90-Tage-Plan mit festen Checkpoints\nAustausch mit Menschen, die Ähnliches bewegt",
      "Your personal vision map to take home\nA values profile as a compass for decisions\nA 90-day plan with fixed checkpoints\nExchange with people who are moved by similar things",
    ],
    action1: ["Termine ansehen", "See dates"],
    action2: ["Inhouse anfragen", "Request in-house"],
  },
  quote: {
    text: [
      "Es ist nicht genug, zu wissen, man muss auch anwenden; es ist nicht genug, zu wollen, man muss auch tun.",
      "Knowing is not enough; we must apply. Willing is not enough; we must do.",
    ],
    author: ["Johann Wolfgang von Goethe", "Johann Wolfgang von Goethe"],
    source: ["Wilhelm Meisters Wanderjahre", "Wilhelm Meister's Journeyman Years"],
  },
  cta: {
    title: ["Lass uns deine Zukunft gemeinsam gestalten", "Let's shape your future together"],
    text: [
      "Im kostenlosen Erstgespräch (30 Minuten) finden wir heraus, welches Werkzeug dir jetzt am meisten hilft.",
      "In the free intro call (30 minutes) we find out which tool will help you most right now.",
    ],
    action1: ["Coaching anfragen", "Request coaching"],
  },
} as const satisfies PageCopy;
