import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const { coach } = brand;

export const about = {
  meta: {
    title: [
      `Über mich: ${coach.name}, Coachin für Mindset, Sinn und Zukunft`,
      `About me: ${coach.name}, coach for mindset, meaning and the future`,
    ],
    description: [
      `Lerne ${coach.name} kennen: ${coach.title} in Braunschweig, München und online. Meine Geschichte, Ausbildung, Philosophie und wie ich mit dir arbeite.`,
      `Get to know ${coach.name}: coach in Braunschweig, Munich and online. My story, training, philosophy and how I work with you.`,
    ],
  },
  hero: {
    eyebrow: ["Über mich", "About me"],
    title: [`Hallo, ich bin ${coach.firstName}.`, `Hello, I'm ${coach.firstName}.`],
    imageAlt: [`Illustration: ${coach.name}`, `Illustration: ${coach.name}`],
    body: [
      `${coach.title} aus ${brand.address.city}. Ich begleite Menschen, die an einem Wendepunkt stehen und spüren: Da wartet noch etwas auf mich.\n\nOb du deinen Sinn suchst, dein Mindset stärken oder deine Zukunft bewusst gestalten willst: Ich gehe ein Stück des Weges mit dir, in Braunschweig, München und online.`,
      `Coach from ${brand.address.city}. I walk alongside people who are at a turning point and sense that something is still waiting for them.\n\nWhether you are looking for meaning, want to strengthen your mindset or shape your future with intent: I will walk part of the way with you, in Braunschweig, Munich and online.`,
    ],
    primary: ["Kostenloses Erstgespräch", "Free intro call"],
    secondary: ["Meine Angebote", "My offers"],
  },
  story: {
    eyebrow: ["Meine Geschichte", "My story"],
    title: ["Vom Funktionieren zum Leben", "From functioning to living"],
    body: [
      `Lange Zeit habe ich ein Leben geführt, das von außen betrachtet perfekt aussah. Nach dem Studium habe ich zehn Jahre in der Personalentwicklung eines großen Unternehmens gearbeitet, erst in Hannover, später in München. Ich war gut in meinem Job, bekam Anerkennung und stieg auf. Und trotzdem wurde die Frage immer lauter: Ist das alles?\n\nMit Mitte dreißig kam der Punkt, an dem nichts mehr Sinn ergab. Ich war erschöpft, obwohl ich nicht übermäßig viel arbeitete, und traurig, obwohl „alles gut“ war. Diese Krise war eine der schwersten Zeiten meines Lebens und zugleich die wichtigste. Ich begann, mich ernsthaft mit mir selbst zu beschäftigen: mit meinen Werten, meinen Mustern, meiner Geschichte.\n\nWas ich dabei gelernt habe, gebe ich heute weiter. Ich habe meine Festanstellung gekündigt, mich umfassend ausgebildet und ${brand.productName} gegründet. Seitdem habe ich viele hundert Menschen begleitet und erlebe jeden Tag, wie viel Kraft frei wird, wenn jemand wieder mit sich selbst in Verbindung kommt.`,
      `For a long time I led a life that looked perfect from the outside. After university I spent ten years in people development at a large company, first in Hanover, later in Munich. I was good at my job, was recognised and promoted. And still the question grew louder: is this all there is?\n\nIn my mid-thirties I reached the point where nothing made sense any more. I was exhausted although I was not working excessively, and sad although "everything was fine". That crisis was one of the hardest times of my life and at the same time the most important one. I began to look at myself seriously: at my values, my patterns, my story.\n\nToday I pass on what I learned. I left my permanent job, trained thoroughly and founded ${brand.productName}. Since then I have accompanied many hundreds of people, and every day I see how much strength is released when someone reconnects with themselves.`,
    ],
  },
  training: {
    eyebrow: ["Ausbildung", "Training"],
    title: ["Was ich mitbringe", "What I bring"],
    body: [
      "Gutes Coaching braucht ein solides Handwerk und die Bereitschaft, selbst immer weiter zu lernen. Deshalb bilde ich mich regelmäßig fort und reflektiere meine Arbeit in Supervision und kollegialer Beratung.\n\nMein Hintergrund aus Psychologie und Personalentwicklung hilft mir, Menschen in ihrem privaten und beruflichen Kontext zu verstehen. Meine eigene Lebenserfahrung hilft mir, dabei menschlich zu bleiben.",
      "Good coaching needs solid craft and the willingness to keep learning. That is why I train regularly and reflect on my work in supervision and peer consultation.\n\nMy background in psychology and people development helps me understand people in their private and professional context. My own life experience helps me stay human while doing so.",
    ],
    list: [
      "Studium der Psychologie (M. Sc.)\nZertifizierte Ausbildung zur systemischen Coachin\nWeiterbildung in achtsamkeitsbasierter Stressreduktion (MBSR)\nTrainerin für Erwachsenenbildung\nFortbildung in lösungsorientierter Kurzzeitberatung\nRegelmäßige Supervision und Intervision",
      "Degree in psychology (M.Sc.)\nCertified training as a systemic coach\nFurther training in mindfulness-based stress reduction (MBSR)\nTrainer in adult education\nTraining in solution-focused brief counselling\nRegular supervision and peer review",
    ],
  },
  clients: {
    eyebrow: ["Mit wem ich arbeite", "Who I work with"],
    title: ["Meine Klientinnen und Klienten", "My clients"],
    intro: [
      "Die Menschen, die zu mir kommen, sind so verschieden wie ihre Fragen. Gemeinsam ist ihnen der Wunsch, ihr Leben bewusster zu gestalten.",
      "The people who come to me are as different as their questions. What they share is the wish to shape their lives more consciously.",
    ],
    card1Title: ["Menschen im Umbruch", "People in transition"],
    card1Text: [
      "Nach einer Trennung, einem Jobwechsel oder einem Verlust suchen sie neue Orientierung und Halt.",
      "After a separation, a change of job or a loss, they are looking for new direction and support.",
    ],
    card2Title: ["Fach- und Führungskräfte", "Professionals and leaders"],
    card2Text: [
      "Sie sind erfolgreich und fragen sich, wofür sie ihre Energie in Zukunft einsetzen wollen.",
      "They are successful and wonder what they want to put their energy into in the future.",
    ],
    card3Title: ["Teams und Unternehmen", "Teams and companies"],
    card3Text: [
      "In Workshops, Keynotes und Inhouse Trainings stärken wir Zusammenarbeit, Resilienz und gemeinsame Ausrichtung.",
      "In workshops, keynotes and in-house training we strengthen collaboration, resilience and shared direction.",
    ],
  },
  philosophy: {
    eyebrow: ["Philosophie", "Philosophy"],
    title: ["Woran ich glaube", "What I believe"],
    body: [
      "Ich glaube, dass jeder Mensch die Antworten auf seine wichtigsten Fragen bereits in sich trägt. Manchmal liegen sie nur unter Erwartungen, Ängsten und alten Geschichten verborgen. Meine Aufgabe ist es nicht, dir zu sagen, wie du leben sollst. Meine Aufgabe ist es, gute Fragen zu stellen, zuzuhören und dir einen Raum zu geben, in dem du deine eigenen Antworten findest.\n\nDabei ist mir eine Haltung besonders wichtig: **Freundlichkeit dir selbst gegenüber**. Veränderung gelingt nicht durch Druck, sondern durch Verständnis. Wer sich selbst mit Wohlwollen begegnet, traut sich mehr zu und bleibt auch dann dran, wenn es schwierig wird.",
      "I believe that every person already carries the answers to their most important questions. Sometimes they are just buried under expectations, fears and old stories. My job is not to tell you how to live. My job is to ask good questions, to listen and to give you a space in which you find your own answers.\n\nOne attitude matters to me above all: **kindness towards yourself**. Change does not come from pressure but from understanding. If you meet yourself with goodwill, you dare more and keep going even when it gets difficult.",
    ],
  },
  approach: {
    eyebrow: ["Mein Ansatz", "My approach"],
    title: ["Wie ich arbeite", "How I work"],
    intro: [
      "Systemisch, lösungsorientiert und achtsam: Ich verbinde bewährte Methoden mit viel Gespür für den Menschen vor mir.",
      "Systemic, solution-focused and mindful: I combine proven methods with a keen sense for the person in front of me.",
    ],
    step1Title: ["Kennenlernen", "Getting to know each other"],
    step1Text: [
      "Im kostenlosen Erstgespräch (30 Minuten) klären wir dein Anliegen und ob wir gut zusammenpassen.",
      "In the free intro call (30 minutes) we clarify what you want to work on and whether we are a good fit.",
    ],
    step2Title: ["Klarheit gewinnen", "Gaining clarity"],
    step2Text: [
      "Wir schauen gemeinsam auf deine Situation, deine Werte und deine Ressourcen.",
      "Together we look at your situation, your values and your resources.",
    ],
    step3Title: ["Wege entwickeln", "Finding ways forward"],
    step3Text: [
      "Du entwickelst Ideen und Schritte, die zu dir passen, und probierst sie im Alltag aus.",
      "You develop ideas and steps that suit you and try them out in everyday life.",
    ],
    step4Title: ["Verankern", "Making it last"],
    step4Text: [
      "Wir reflektieren, was wirkt, und sorgen dafür, dass die Veränderung bleibt.",
      "We reflect on what works and make sure the change stays.",
    ],
    formatsTitle: ["So kannst du mit mir arbeiten", "Ways to work with me"],
    formats: [
      "Einzelcoaching: 60 bis 90 Minuten pro Sitzung\nGruppenworkshops: 3 bis 4 Stunden in kleiner Runde\nOnline Kurse: in deinem Tempo in der Academy\nKeynotes: 30 bis 60 Minuten für dein Event\nImpulsvorträge: kurz, lebendig und nachklingend\nInhouse Trainings: maßgeschneidert für dein Unternehmen",
      "One-to-one coaching: 60 to 90 minutes per session\nGroup workshops: 3 to 4 hours in a small group\nOnline courses: at your own pace in the Academy\nKeynotes: 30 to 60 minutes for your event\nShort talks: brief, lively and memorable\nIn-house training: tailor-made for your company",
    ],
    places: [
      `Wir arbeiten persönlich in ${brand.address.city} oder München oder online per Video.`,
      `We work in person in ${brand.address.city} or Munich, or online by video.`,
    ],
  },
  quote: {
    text: [
      "Ich möchte Menschen nicht reparieren. Ich möchte sie daran erinnern, wer sie sind.",
      "I don't want to fix people. I want to remind them who they are.",
    ],
  },
  vision: {
    eyebrow: ["Meine Vision", "My vision"],
    title: ["Wofür ich das alles mache", "Why I do all this"],
    body: [
      "Ich träume von einer Welt, in der mehr Menschen ein Leben führen, das sich wirklich nach ihrem eigenen anfühlt. In der Krisen nicht versteckt, sondern als Übergänge verstanden werden. Und in der Unternehmen erkennen, dass Menschen dann am meisten bewegen, wenn sie wissen, wofür.\n\nJedes Coaching, jeder Workshop und jeder Vortrag ist mein kleiner Beitrag dazu. Vielleicht ist deine Geschichte der nächste.",
      "I dream of a world in which more people lead a life that truly feels like their own. In which crises are not hidden but understood as transitions. And in which companies recognise that people achieve the most when they know what for.\n\nEvery coaching session, every workshop and every talk is my small contribution to that. Perhaps your story is the next one.",
    ],
  },
  cta: {
    title: ["Lass uns kennenlernen", "Let's get to know each other"],
    text: [
      "In einem kostenlosen Erstgespräch von 30 Minuten erzählst du mir, was dich bewegt, und ich erkläre dir, wie ich arbeite. Unverbindlich und in Ruhe.",
      "In a free 30-minute intro call you tell me what is on your mind and I explain how I work. No obligation, no rush.",
    ],
    primary: ["Kostenloses Erstgespräch vereinbaren", "Arrange a free intro call"],
    secondary: ["Angebote ansehen", "See offers"],
  },
} as const satisfies PageCopy;
