import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const coach = brand.coach.name;

export const mindset = {
  meta: {
    title: [
      "Mindset & Zukunft: Wie deine Gedanken deinen Weg prägen",
      "Mindset & future: how your thoughts shape your path",
    ],
    description: [
      `Mindset-Coaching mit ${coach}: Erkenne die Überzeugungen, die dich bremsen, und entwickle eine Haltung, mit der du deiner Zukunft offen begegnest.`,
      `Mindset coaching with ${coach}: recognise the beliefs that hold you back and develop an attitude that lets you meet your future with openness.`,
    ],
  },
  hero: {
    eyebrow: ["Mindset-Coaching", "Mindset coaching"],
    title: ["Mindset & Zukunft", "Mindset & Future"],
    text: [
      "Was du über dich und die Welt glaubst, entscheidet darüber, welche Möglichkeiten du überhaupt siehst. Die gute Nachricht: Überzeugungen sind gelernt. Und was gelernt ist, darf sich verändern.",
      "What you believe about yourself and the world decides which possibilities you see at all. The good news: beliefs are learned. And what is learned can change.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Workshops ansehen", "See workshops"],
  },
  meaning: {
    eyebrow: ["Worum es geht", "What it is about"],
    title: ["Was Mindset wirklich bedeutet", "What mindset really means"],
    body: [
      "Mindset ist kein Schlagwort für ständiges positives Denken. Gemeint ist die innere Brille, durch die du auf dein Leben schaust: deine Annahmen darüber, was du kannst, was du verdienst und was möglich ist. Diese Brille setzen wir uns früh auf, oft ohne es zu merken. Sie hat uns einmal geschützt, doch manchmal engt sie uns heute ein.\n\nVielleicht kennst du Sätze wie „Das war schon immer so“, „Dafür bin ich nicht gemacht“ oder „Erst wenn …, dann darf ich …“. Solche Gedanken fühlen sich wie Tatsachen an. Sie sind aber Geschichten, die du dir lange erzählt hast. Im Coaching schauen wir sie uns freundlich und neugierig an: Woher kommen sie? Wofür waren sie gut? Und welche Geschichte möchtest du ab jetzt erzählen?\n\nEin zukunftsoffenes Mindset bedeutet nicht, dass alles leicht wird. Es bedeutet, dass du Schwierigkeiten als Teil des Weges begreifst und nicht als Beweis dafür, dass du falsch bist. Diese Haltung lässt sich üben, Tag für Tag, in kleinen Schritten.",
      'Mindset is not a buzzword for constant positive thinking. It means the inner lens through which you look at your life: your assumptions about what you can do, what you deserve and what is possible. We put on this lens early, often without noticing. It once protected us, but sometimes it narrows our view today.\n\nPerhaps you know sentences like "It has always been this way", "I\'m not made for that" or "Only when …, then I\'m allowed to …". Thoughts like these feel like facts. But they are stories you have told yourself for a long time. In coaching we look at them with kindness and curiosity: where do they come from? What were they good for? And which story do you want to tell from now on?\n\nA mindset open to the future does not mean that everything becomes easy. It means that you see difficulties as part of the path and not as proof that something is wrong with you. This attitude can be practised, day by day, in small steps.',
    ],
  },
  views: {
    eyebrow: ["Zwei Haltungen", "Two attitudes"],
    title: ["Vom festen zum wachsenden Blick", "From a fixed to a growing view"],
    intro: [
      "Niemand denkt nur in einer Richtung. Aber es hilft zu bemerken, welche Stimme gerade spricht.",
      "Nobody thinks in only one direction. But it helps to notice which voice is speaking right now.",
    ],
    card1Label: ["Statt", "Instead of"],
    card1Title: ["„Ich kann das nicht.“", '"I can\'t do this."'],
    card1Text: [
      "… fragst du: „Was brauche ich, um es zu lernen?“ So wird aus einer Grenze ein nächster Schritt.",
      '… you ask: "What do I need to learn it?" That turns a limit into a next step.',
    ],
    card2Label: ["Statt", "Instead of"],
    card2Title: ["„Fehler sind peinlich.“", '"Mistakes are embarrassing."'],
    card2Text: [
      "… sagst du: „Fehler zeigen mir, wo ich gerade wachse.“ Wer ausprobiert, darf auch danebenliegen.",
      '… you say: "Mistakes show me where I am growing." Whoever tries things may also get them wrong.',
    ],
    card3Label: ["Statt", "Instead of"],
    card3Title: ["„Die anderen sind weiter.“", '"The others are further ahead."'],
    card3Text: [
      "… schaust du auf deinen eigenen Weg: Wo stand ich vor einem Jahr, und was habe ich seitdem geschafft?",
      "… you look at your own path: where was I a year ago, and what have I achieved since?",
    ],
    card4Label: ["Statt", "Instead of"],
    card4Title: ["„Die Zukunft passiert mir.“", '"The future happens to me."'],
    card4Text: [
      "… erkennst du deinen Spielraum: Du kannst nicht alles steuern, aber du kannst entscheiden, wie du antwortest.",
      "… you see your room to move: you cannot control everything, but you can decide how you respond.",
    ],
  },
  method: {
    eyebrow: ["So arbeiten wir", "How we work"],
    title: ["Wie Mindset-Coaching bei mir abläuft", "How mindset coaching works with me"],
    step1Title: ["Bewusst machen", "Becoming aware"],
    step1Text: [
      "Wir spüren die Überzeugungen auf, die dein Handeln heute lenken, und würdigen, wofür sie einmal gut waren.",
      "We track down the beliefs that steer your actions today and honour what they were once good for.",
    ],
    step2Title: ["Neu denken", "Thinking anew"],
    step2Text: [
      "Gemeinsam formulieren wir hilfreiche Gedanken, die sich für dich stimmig anfühlen und nicht wie ein Poster-Spruch.",
      "Together we put helpful thoughts into words that feel right to you and not like a slogan on a poster.",
    ],
    step3Title: ["Im Alltag üben", "Practising in everyday life"],
    step3Text: [
      "Kleine Experimente zwischen den Sitzungen machen die neue Haltung erfahrbar. Was wirkt, bleibt; was nicht passt, darf gehen.",
      "Small experiments between sessions let you experience the new attitude. What works stays; what does not fit may go.",
    ],
    body: [
      "Ob im **Einzelcoaching** (60 bis 90 Minuten) oder in einem **Gruppenworkshop** (3 bis 4 Stunden): Du bekommst Raum zum Nachdenken, ehrliche Rückmeldung und konkrete Werkzeuge, die du sofort ausprobieren kannst.",
      "Whether in **one-to-one coaching** (60 to 90 minutes) or in a **group workshop** (3 to 4 hours): you get room to reflect, honest feedback and concrete tools you can try out straight away.",
    ],
    checks: [
      "Reflexionsfragen für deinen Alltag\nÜbungen zu Selbstmitgefühl und Zuversicht\nEin persönlicher Plan für die nächsten vier Wochen",
      "Reflection questions for your everyday life\nExercises in self-compassion and confidence\nA personal plan for the next four weeks",
    ],
  },
  quote: {
    text: [
      "Nicht die Dinge selbst beunruhigen die Menschen, sondern ihre Meinungen über die Dinge.",
      "It is not things themselves that disturb people, but their judgements about things.",
    ],
    author: ["Epiktet", "Epictetus"],
    source: ["Handbüchlein der Moral", "Enchiridion"],
  },
  cta: {
    title: ["Bereit für einen neuen Blick auf deine Zukunft?", "Ready for a fresh look at your future?"],
    text: [
      "Im kostenlosen Erstgespräch (30 Minuten) schauen wir gemeinsam, wo du gerade stehst und was dich weiterbringt.",
      "In the free intro call (30 minutes) we look together at where you stand right now and what will move you forward.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Termine ansehen", "See dates"],
  },
} as const satisfies PageCopy;

export const zukunftsbilder = {
  meta: {
    title: [
      "Zukunftsbilder: In vier Schritten zu deinem Bild von morgen",
      "Pictures of the future: four steps to your picture of tomorrow",
    ],
    description: [
      `Entwickle ein Zukunftsbild, das dich wirklich zieht: vier Schritte und vier Lebensbereiche, begleitet von Coachin ${coach} in Braunschweig, München und online.`,
      `Develop a picture of the future that truly draws you in: four steps and four areas of life, guided by coach ${coach} in Braunschweig, Munich and online.`,
    ],
  },
  hero: {
    eyebrow: ["Zukunftsbilder", "Pictures of the future"],
    title: ["Male dir ein Bild von deiner Zukunft", "Paint a picture of your future"],
    text: [
      "Ein gutes Zukunftsbild ist kein starrer Plan. Es ist eher wie ein Leuchtturm: Es zeigt dir die Richtung, auch wenn der Weg dorthin Kurven macht.",
      "A good picture of the future is not a rigid plan. It is more like a lighthouse: it shows you the direction, even when the path there has bends.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Workshop-Termine", "Workshop dates"],
  },
  why: {
    eyebrow: ["Warum Bilder wirken", "Why pictures work"],
    title: ["Was ein Zukunftsbild für dich tun kann", "What a picture of the future can do for you"],
    body: [
      "Viele Menschen wissen ziemlich genau, was sie **nicht** mehr wollen. Schwieriger ist die Frage, was stattdessen kommen soll. Solange die Zukunft ein leeres Blatt ist, orientieren wir uns unbewusst an der Vergangenheit: Wir wiederholen, was wir kennen, auch wenn es uns nicht mehr guttut.\n\nEin lebendiges inneres Bild verändert das. Wenn du dir vorstellen kannst, wie sich ein gewöhnlicher Dienstag in drei Jahren anfühlt, wo du wohnst, womit du dein Geld verdienst und wer mit dir am Tisch sitzt, dann bekommt dein Handeln eine Richtung. Entscheidungen werden leichter, weil du sie an etwas messen kannst, das dir wirklich wichtig ist.\n\nDabei geht es nicht um Perfektion. Dein Zukunftsbild darf unscharfe Stellen haben und sich mit dir weiterentwickeln. Wichtig ist nur, dass es von dir stammt und nicht aus den Erwartungen anderer.",
      "Many people know quite precisely what they **no longer** want. The harder question is what should come instead. As long as the future is a blank page, we unconsciously take our bearings from the past: we repeat what we know, even when it no longer does us good.\n\nA vivid inner picture changes that. When you can imagine how an ordinary Tuesday feels in three years' time, where you live, how you earn your money and who sits at the table with you, your actions get a direction. Decisions become easier because you can measure them against something that truly matters to you.\n\nThis is not about perfection. Your picture of the future may have blurry patches and may develop along with you. All that matters is that it comes from you and not from other people's expectations.",
    ],
  },
  process: {
    eyebrow: ["Der Prozess", "The process"],
    title: ["In vier Schritten zu deinem Zukunftsbild", "Four steps to your picture of the future"],
    intro: [
      "So gehen wir im Coaching und in meinen Workshops vor. Jeder Schritt baut auf dem vorigen auf.",
      "This is how we proceed in coaching and in my workshops. Each step builds on the one before.",
    ],
    step1Title: ["Innehalten", "Pausing"],
    step1Text: [
      "Wir schauen ehrlich auf dein Jetzt: Was trägt dich, was kostet dich Kraft, wonach sehnst du dich?",
      "We take an honest look at your present: what carries you, what drains your energy, what do you long for?",
    ],
    step2Title: ["Träumen", "Dreaming"],
    step2Text: [
      "Mit Fantasiereisen und kreativen Übungen öffnest du den Raum für Möglichkeiten, ohne gleich an das Wie zu denken.",
      "With guided imagery and creative exercises you open up room for possibilities, without thinking about the how straight away.",
    ],
    step3Title: ["Verdichten", "Condensing"],
    step3Text: [
      "Aus vielen Ideen entsteht ein klares Bild: in Worten, Farben oder einer Collage. Es zeigt, worauf es dir ankommt.",
      "Many ideas become one clear picture: in words, colours or a collage. It shows what matters to you.",
    ],
    step4Title: ["Verankern", "Anchoring"],
    step4Text: [
      "Wir übersetzen dein Bild in erste Schritte und Rituale, damit es im Alltag sichtbar bleibt und wirken kann.",
      "We translate your picture into first steps and rituals so that it stays visible in everyday life and can take effect.",
    ],
  },
  areas: {
    eyebrow: ["Das ganze Leben im Blick", "Your whole life in view"],
    title: [
      "Vier Lebensbereiche, die dein Bild vollständig machen",
      "Four areas of life that make your picture complete",
    ],
    intro: [
      "Ein Zukunftsbild trägt erst, wenn es alle wichtigen Bereiche deines Lebens einbezieht. Sonst gewinnst du an einer Stelle und verlierst an einer anderen.",
      "A picture of the future only holds when it includes all the important areas of your life. Otherwise you gain in one place and lose in another.",
    ],
    card1Label: ["Bereich 1", "Area 1"],
    card1Title: ["Beruf & Berufung", "Work & calling"],
    card1Text: [
      "Welche Arbeit erfüllt dich? Wo kannst du deine Stärken einbringen und dabei wachsen?",
      "What work fulfils you? Where can you bring in your strengths and grow while doing so?",
    ],
    card2Label: ["Bereich 2", "Area 2"],
    card2Title: ["Beziehungen", "Relationships"],
    card2Text: [
      "Mit welchen Menschen möchtest du dein Leben teilen, und wie sollen sich diese Verbindungen anfühlen?",
      "Which people do you want to share your life with, and how should these connections feel?",
    ],
    card3Label: ["Bereich 3", "Area 3"],
    card3Title: ["Gesundheit & Energie", "Health & energy"],
    card3Text: [
      "Wie möchtest du dich in deinem Körper fühlen? Was brauchst du, um kraftvoll und ausgeglichen zu sein?",
      "How do you want to feel in your body? What do you need to be strong and balanced?",
    ],
    card4Label: ["Bereich 4", "Area 4"],
    card4Title: ["Persönliches Wachstum", "Personal growth"],
    card4Text: [
      "Was möchtest du lernen, erleben und ausdrücken? Wo darf deine Neugier hin?",
      "What do you want to learn, experience and express? Where may your curiosity lead?",
    ],
  },
  quote: {
    text: [
      "Wenn man nicht weiß, welchen Hafen man ansteuert, ist kein Wind der richtige.",
      "If one does not know to which port one is sailing, no wind is favourable.",
    ],
    author: ["Seneca", "Seneca"],
    source: ["Briefe an Lucilius", "Letters to Lucilius"],
  },
  cta: {
    title: ["Lass uns dein Zukunftsbild gemeinsam entwickeln", "Let's develop your picture of the future together"],
    text: [
      "Im Einzelcoaching gehen wir die vier Schritte in deinem Tempo. In der Gruppe inspirieren dich zusätzlich die Bilder der anderen.",
      "In one-to-one coaching we take the four steps at your pace. In a group, the pictures of the others inspire you as well.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Termine ansehen", "See dates"],
  },
} as const satisfies PageCopy;

export const selbsterkenntnis = {
  meta: {
    title: ["Selbsterkenntnis: Dich selbst besser verstehen", "Self-knowledge: understanding yourself better"],
    description: [
      `Lerne deine Werte, Muster und Stärken kennen: Methoden der Selbsterkenntnis im Coaching mit ${coach}, persönlich in Braunschweig, München oder online.`,
      `Get to know your values, patterns and strengths: methods of self-knowledge in coaching with ${coach}, in person in Braunschweig, Munich or online.`,
    ],
  },
  hero: {
    eyebrow: ["Selbsterkenntnis", "Self-knowledge"],
    title: ["Der Weg zu dir selbst", "The path to yourself"],
    text: [
      "Wer sich selbst kennt, muss nicht mehr jedem Ratschlag folgen. Du spürst, was zu dir passt, und kannst freundlicher mit dem umgehen, was (noch) nicht passt.",
      "If you know yourself, you no longer have to follow every piece of advice. You sense what suits you and can be kinder about what does not (yet).",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Workshops ansehen", "See workshops"],
  },
  why: {
    eyebrow: ["Warum es sich lohnt", "Why it is worth it"],
    title: ["Selbsterkenntnis ist die Grundlage jeder Veränderung", "Self-knowledge is the foundation of every change"],
    body: [
      "Wir verbringen unser ganzes Leben mit uns selbst und sind uns trotzdem oft ein Rätsel. Warum reagiere ich in manchen Situationen so heftig? Warum sage ich Ja, wenn ich Nein meine? Und warum fühlt sich ein Erfolg manchmal leer an, obwohl ich so hart dafür gearbeitet habe?\n\nHinter solchen Fragen stehen **Werte**, die verletzt oder erfüllt werden, **Muster**, die wir früh gelernt haben, und **Bedürfnisse**, die nach Aufmerksamkeit rufen. Wenn du sie erkennst, wirst du dir selbst verständlicher. Aus automatischen Reaktionen werden bewusste Entscheidungen.\n\nSelbsterkenntnis ist dabei kein einmaliges Aha-Erlebnis, sondern eine Haltung: neugierig bleiben, hinschauen, ohne gleich zu urteilen. Im Coaching halte ich dir dafür einen sicheren Raum und stelle die Fragen, die du dir allein vielleicht nicht stellen würdest.",
      "We spend our whole lives with ourselves and yet we are often a mystery to ourselves. Why do I react so strongly in some situations? Why do I say yes when I mean no? And why does a success sometimes feel empty, although I worked so hard for it?\n\nBehind such questions are **values** that are violated or fulfilled, **patterns** we learned early on, and **needs** that call for attention. When you recognise them, you start to make sense to yourself. Automatic reactions become conscious decisions.\n\nSelf-knowledge is not a one-off moment of insight but an attitude: staying curious, looking closely without judging straight away. In coaching I hold a safe space for this and ask the questions you might not ask yourself on your own.",
    ],
  },
  methods: {
    eyebrow: ["Methoden", "Methods"],
    title: ["Womit wir arbeiten", "What we work with"],
    intro: [
      "Ich wähle die Methoden passend zu dir und deinem Anliegen aus. Manche laden zum Nachdenken ein, andere zum Ausprobieren.",
      "I choose the methods to suit you and your question. Some invite reflection, others invite you to try things out.",
    ],
    card1Title: ["Werte-Kompass", "Values compass"],
    card1Text: [
      "Du findest heraus, welche fünf Werte dein Leben wirklich lenken, und prüfst, wo du schon nach ihnen lebst und wo nicht.",
      "You find out which five values really steer your life and check where you already live by them and where not.",
    ],
    card2Title: ["Biografiearbeit", "Life story work"],
    card2Text: [
      "Mit einer Lebenslinie machst du Wendepunkte, Kraftquellen und wiederkehrende Themen deines Lebens sichtbar.",
      "With a lifeline you make turning points, sources of strength and recurring themes of your life visible.",
    ],
    card3Title: ["Inneres Team", "Inner team"],
    card3Text: [
      "Wir geben den verschiedenen Stimmen in dir einen Namen, damit du verstehst, wer da eigentlich gerade spricht.",
      "We give the different voices inside you a name, so that you understand who is actually speaking right now.",
    ],
    card4Title: ["Stärkenanalyse", "Strengths analysis"],
    card4Text: [
      "Gemeinsam entdecken wir deine Talente, auch die, die dir so selbstverständlich sind, dass du sie übersiehst.",
      "Together we discover your talents, including those that come so naturally to you that you overlook them.",
    ],
    card5Title: ["Achtsamkeitsübungen", "Mindfulness exercises"],
    card5Text: [
      "Kurze Übungen schulen deine Wahrnehmung für Gedanken, Gefühle und Körpersignale, bevor du reagierst.",
      "Short exercises train your awareness of thoughts, feelings and body signals before you react.",
    ],
    card6Title: ["Journaling", "Journaling"],
    card6Text: [
      "Gezielte Schreibimpulse helfen dir, zwischen den Sitzungen weiterzudenken und Fortschritte festzuhalten.",
      "Targeted writing prompts help you keep thinking between sessions and record your progress.",
    ],
  },
  change: {
    eyebrow: ["Was sich verändert", "What changes"],
    title: ["Was Klientinnen und Klienten mitnehmen", "What clients take away"],
    body: [
      "Viele erzählen mir nach einigen Sitzungen, dass sie sich „wieder spüren“. Sie treffen Entscheidungen schneller, weil sie ihren eigenen Maßstab kennen. Sie setzen Grenzen, ohne sich dafür zu rechtfertigen. Und sie gehen nachsichtiger mit sich um, wenn etwas nicht gelingt.\n\nSelbsterkenntnis macht dich nicht zu einem anderen Menschen. Sie macht dich mehr zu dem Menschen, der du schon bist.",
      'After a few sessions many tell me that they "feel themselves again". They make decisions faster because they know their own yardstick. They set boundaries without justifying themselves. And they are more forgiving with themselves when something does not work out.\n\nSelf-knowledge does not turn you into a different person. It makes you more of the person you already are.',
    ],
  },
  quote: {
    text: [
      "Ich studiere mich selbst mehr als irgendeinen anderen Gegenstand. Das ist meine Metaphysik, das ist meine Physik.",
      "I study myself more than any other subject. That is my metaphysics, that is my physics.",
    ],
    author: ["Michel de Montaigne", "Michel de Montaigne"],
    source: ["Essais", "Essays"],
  },
  cta: {
    title: ["Neugierig auf dich selbst?", "Curious about yourself?"],
    text: [
      "Im kostenlosen Erstgespräch finden wir heraus, welcher Einstieg für dich der richtige ist.",
      "In the free intro call we find out which way in is right for you.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Mehr über mich", "More about me"],
  },
} as const satisfies PageCopy;
