import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const coach = brand.coach.name;

export const sinn = {
  meta: {
    title: [
      "Wenn nichts mehr Sinn ergibt: Begleitung durch die Sinnkrise",
      "When nothing makes sense any more: support through a crisis of meaning",
    ],
    description: [
      `Sinnkrise verstehen und behutsam durchschreiten: drei Phasen von Akzeptanz über Loslassen bis Neuorientierung, begleitet von Coachin ${coach}.`,
      `Understanding a crisis of meaning and gently moving through it: three stages from acceptance through letting go to reorientation, guided by coach ${coach}.`,
    ],
  },
  hero: {
    eyebrow: ["Sinnkrise", "Crisis of meaning"],
    title: ["Wenn nichts mehr Sinn ergibt", "When nothing makes sense any more"],
    text: [
      "Du funktionierst, aber du fragst dich immer öfter, wofür eigentlich. Wenn sich das vertraut anfühlt: Du bist nicht allein, und mit dir ist nichts falsch.",
      "You function, but more and more often you wonder what for. If that feels familiar: you are not alone, and there is nothing wrong with you.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Coaching anfragen", "Request coaching"],
  },
  crisis: {
    eyebrow: ["Was gerade passiert", "What is happening"],
    title: ["Die Sinnkrise: ein Umbruch, kein Versagen", "A crisis of meaning: a transition, not a failure"],
    body: [
      "Eine Sinnkrise kommt selten mit einem Knall. Meist schleicht sie sich an: Die Arbeit, die dich einmal begeistert hat, fühlt sich hohl an. Ziele, für die du jahrelang gekämpft hast, bedeuten dir plötzlich wenig. Vielleicht hat auch ein Einschnitt alles durcheinandergebracht: eine Trennung, ein Verlust, eine Krankheit, der Auszug der Kinder oder ein runder Geburtstag.\n\nWas dich bisher getragen hat, trägt nicht mehr, und das Neue ist noch nicht sichtbar. Dieser Zwischenraum ist unbequem. Er kann sich anfühlen wie Nebel, Leere oder Erschöpfung. Und doch steckt in ihm eine Chance: Eine Sinnkrise zeigt, dass etwas in dir nach Veränderung verlangt. Sie ist oft der Anfang einer ehrlicheren Beziehung zu dir selbst.\n\nWichtig ist mir: Coaching ersetzt keine Psychotherapie. Wenn du dich über längere Zeit niedergeschlagen oder hoffnungslos fühlst, wende dich bitte an deine Hausarztpraxis oder an eine Psychotherapeutin bzw. einen Psychotherapeuten. In akuten Krisen erreichst du die TelefonSeelsorge rund um die Uhr kostenfrei unter 0800 111 0 111.",
      "A crisis of meaning rarely arrives with a bang. Usually it creeps up on you: the work that once inspired you feels hollow. Goals you fought for over years suddenly mean little. Perhaps a turning point has thrown everything into disarray: a separation, a loss, an illness, the children moving out or a milestone birthday.\n\nWhat carried you so far no longer carries you, and the new is not yet visible. This in-between space is uncomfortable. It can feel like fog, emptiness or exhaustion. And yet it holds an opportunity: a crisis of meaning shows that something in you is asking for change. It is often the beginning of a more honest relationship with yourself.\n\nOne thing matters to me: coaching does not replace psychotherapy. If you feel low or hopeless for a longer time, please turn to your GP or to a psychotherapist. In an acute crisis in Germany you can reach the TelefonSeelsorge free of charge around the clock on 0800 111 0 111.",
    ],
  },
  signs: {
    eyebrow: ["Typische Anzeichen", "Typical signs"],
    title: ["Woran du eine Sinnkrise erkennen kannst", "How to recognise a crisis of meaning"],
    checks: [
      "Du fragst dich häufig „Wozu das alles?“\nErfolge lösen kaum noch Freude aus\nRoutinen fühlen sich leer und mechanisch an\nDu sehnst dich nach Veränderung, weißt aber nicht wohin\nAlte Ziele und Rollen passen nicht mehr zu dir",
      'You often ask yourself "What is it all for?"\nSuccesses hardly bring you joy any more\nRoutines feel empty and mechanical\nYou long for change but do not know where to go\nOld goals and roles no longer fit you',
    ],
    body: [
      "Keines dieser Anzeichen ist ein Grund zur Sorge für sich allein. Wenn du dich aber in mehreren wiederfindest und das Gefühl bleibt, lohnt es sich, genauer hinzuschauen, am besten nicht allein.",
      "None of these signs is a reason for concern on its own. But if you recognise yourself in several of them and the feeling stays, it is worth taking a closer look, ideally not on your own.",
    ],
  },
  stages: {
    eyebrow: ["Der Weg hindurch", "The way through"],
    title: ["Drei Phasen, die ich mit dir gehe", "Three stages I walk with you"],
    intro: [
      "Jede Sinnkrise ist anders. Trotzdem erlebe ich in meiner Arbeit immer wieder drei Phasen, die aufeinander aufbauen.",
      "Every crisis of meaning is different. Still, in my work I see three stages again and again that build on each other.",
    ],
    step1Title: ["Akzeptanz und Präsenz", "Acceptance and presence"],
    step1Text: [
      "Zuerst darf sein, was ist. Wir nehmen die Leere ernst, ohne sie schnell wegmachen zu wollen, und finden Halt im Hier und Jetzt.",
      "First, what is may be. We take the emptiness seriously without trying to make it go away quickly, and find support in the here and now.",
    ],
    step2Title: ["Dekonstruktion und Loslassen", "Deconstruction and letting go"],
    step2Text: [
      "Wir schauen auf alte Überzeugungen, Rollen und Ziele: Was davon gehört wirklich zu dir? Was darfst du mit Dank verabschieden?",
      "We look at old beliefs, roles and goals: which of them truly belong to you? Which can you let go of with thanks?",
    ],
    step3Title: ["Neuorientierung und Integration", "Reorientation and integration"],
    step3Text: [
      "Aus dem, was bleibt, entsteht eine neue Richtung. Wir übersetzen sie in erste Schritte und verankern sie in deinem Alltag.",
      "A new direction grows from what remains. We translate it into first steps and anchor it in your everyday life.",
    ],
  },
  approach: {
    eyebrow: ["Mein Ansatz", "My approach"],
    title: ["Wie ich dich durch die Krise begleite", "How I support you through the crisis"],
    card1Title: ["Behutsam statt schnell", "Gentle rather than fast"],
    card1Text: [
      "Wir arbeiten in deinem Tempo. Sinn lässt sich nicht erzwingen, aber wir können gute Bedingungen schaffen, damit er sich zeigt.",
      "We work at your pace. Meaning cannot be forced, but we can create good conditions for it to show itself.",
    ],
    card2Title: ["Fragen statt Antworten", "Questions rather than answers"],
    card2Text: [
      "Ich gebe dir keinen fertigen Lebenssinn vor. Ich stelle Fragen, die dich zu deinen eigenen Antworten führen.",
      "I do not hand you a ready-made meaning of life. I ask questions that lead you to your own answers.",
    ],
    card3Title: ["Kopf, Herz und Körper", "Head, heart and body"],
    card3Text: [
      "Neben Gesprächen nutzen wir Achtsamkeit, Schreibübungen und Spaziergänge, denn Klarheit entsteht nicht nur im Denken.",
      "Alongside conversation we use mindfulness, writing exercises and walks, because clarity does not only come from thinking.",
    ],
    body: [
      "Wir treffen uns persönlich in Braunschweig oder München oder online per Video. Eine Sitzung dauert 60 bis 90 Minuten. Viele Klientinnen und Klienten kommen zunächst für vier bis sechs Termine, mit etwas Abstand dazwischen, damit sich Neues setzen kann.",
      "We meet in person in Braunschweig or Munich, or online by video. A session lasts 60 to 90 minutes. Many clients first come for four to six sessions, with some time in between so that new things can settle.",
    ],
  },
  quote: {
    text: [
      "Haben Sie Geduld gegen alles Ungelöste in Ihrem Herzen und versuchen Sie, die Fragen selbst liebzuhaben.",
      "Be patient toward all that is unsolved in your heart and try to love the questions themselves.",
    ],
    author: ["Rainer Maria Rilke", "Rainer Maria Rilke"],
    source: ["Briefe an einen jungen Dichter", "Letters to a Young Poet"],
  },
  cta: {
    title: ["Du musst da nicht allein durch", "You don't have to go through this alone"],
    text: [
      "Im kostenlosen Erstgespräch (30 Minuten) erzählst du mir, was dich gerade bewegt. Danach entscheidest du in Ruhe, ob wir gemeinsam weitergehen.",
      "In the free intro call (30 minutes) you tell me what is on your mind right now. Afterwards you decide in your own time whether we continue together.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
    action2: ["Coaching anfragen", "Request coaching"],
  },
} as const satisfies PageCopy;

export const vergangenheit = {
  meta: {
    title: [
      "Vergangenheit verstehen: Alte Geschichten würdigen und loslassen",
      "Understanding the past: honouring old stories and letting go",
    ],
    description: [
      `Verstehe, wie deine Vergangenheit dich heute prägt, und löse dich von Mustern, die dich festhalten: Coaching mit ${coach} in Braunschweig, München und online.`,
      `Understand how your past shapes you today and free yourself from patterns that hold you back: coaching with ${coach} in Braunschweig, Munich and online.`,
    ],
  },
  hero: {
    eyebrow: ["Vergangenheit verstehen", "Understanding the past"],
    title: ["Die Vergangenheit verstehen, um frei weiterzugehen", "Understanding the past to move on freely"],
    text: [
      "Deine Geschichte hat dich zu dem Menschen gemacht, der du heute bist. Aber sie muss nicht bestimmen, wer du morgen sein wirst.",
      "Your story has made you the person you are today. But it does not have to decide who you will be tomorrow.",
    ],
    action1: ["Coaching buchen", "Book coaching"],
  },
  why: {
    eyebrow: ["Warum zurückschauen?", "Why look back?"],
    title: ["Was die Vergangenheit mit deinem Heute zu tun hat", "What the past has to do with your present"],
    body: [
      "Vielleicht kennst du das: Du nimmst dir fest vor, anders zu reagieren, und stehst doch wieder an derselben Stelle. Du wählst Partner, Jobs oder Freundschaften, die sich auf seltsame Weise ähneln. Oder ein Kommentar trifft dich viel tiefer, als er eigentlich sollte.\n\nOft liegen die Wurzeln solcher Muster in früheren Erfahrungen. Als Kind oder in schwierigen Lebensphasen haben wir Strategien entwickelt, die uns damals geholfen haben: uns anpassen, stark sein, nicht auffallen, alles kontrollieren. Diese Strategien waren klug. Heute sind sie manchmal zu eng geworden.\n\nIm Coaching schauen wir nicht zurück, um in alten Wunden zu bohren oder Schuldige zu suchen. Wir schauen zurück, um zu verstehen. Denn was du verstehst, kannst du würdigen, und was du würdigst, kannst du leichter loslassen.",
      "Perhaps you know this: you resolve to react differently and yet find yourself in the same place again. You choose partners, jobs or friendships that are strangely alike. Or a comment hits you much harder than it really should.\n\nThe roots of such patterns often lie in earlier experiences. As children or in difficult phases of life we developed strategies that helped us back then: fitting in, being strong, not standing out, controlling everything. Those strategies were wise. Today they have sometimes become too tight.\n\nIn coaching we do not look back to dig into old wounds or to find someone to blame. We look back to understand. Because what you understand you can honour, and what you honour you can let go of more easily.",
    ],
  },
  forWhom: {
    eyebrow: ["Für wen", "Who it is for"],
    title: ["Dieses Coaching ist für dich, wenn …", "This coaching is for you if …"],
    bullets: [
      "du immer wieder in ähnliche Situationen gerätst und verstehen möchtest, warum\ndich eine Trennung, ein Verlust oder eine Enttäuschung nicht loslässt\ndu alte Glaubenssätze wie „Ich muss perfekt sein“ hinter dir lassen möchtest\ndu mit einem Kapitel deines Lebens Frieden schließen willst\ndu Entscheidungen der Vergangenheit bereust und wieder nach vorn schauen möchtest\ndu deine Familiengeschichte besser verstehen und eigene Wege gehen willst",
      'you keep ending up in similar situations and want to understand why\na separation, a loss or a disappointment will not let you go\nyou want to leave old beliefs such as "I have to be perfect" behind\nyou want to make peace with a chapter of your life\nyou regret decisions from the past and want to look ahead again\nyou want to understand your family history better and go your own way',
    ],
  },
  method: {
    eyebrow: ["Wie wir arbeiten", "How we work"],
    title: ["Behutsam und mit Blick nach vorn", "Gently, and looking ahead"],
    card1Title: ["Lebenslinie", "Lifeline"],
    card1Text: [
      "Du zeichnest die Höhen und Tiefen deines Lebens auf und entdeckst Zusammenhänge, die dir bisher verborgen waren.",
      "You draw the highs and lows of your life and discover connections that were hidden from you until now.",
    ],
    card2Title: ["Muster erkennen", "Recognising patterns"],
    card2Text: [
      "Wir benennen, welche Strategien du früh gelernt hast, und prüfen, welche dir heute noch dienen.",
      "We name the strategies you learned early on and check which of them still serve you today.",
    ],
    card3Title: ["Neu erzählen", "Retelling"],
    card3Text: [
      "Du lernst, deine Geschichte so zu erzählen, dass auch deine Kraft und deine Entwicklung darin Platz haben.",
      "You learn to tell your story in a way that makes room for your strength and your growth too.",
    ],
    body: [
      "Du bestimmst dabei jederzeit, wie tief wir gehen. Wenn deutlich wird, dass tiefer liegende Verletzungen eine therapeutische Begleitung brauchen, sage ich dir das offen und helfe dir, passende Unterstützung zu finden.",
      "You decide at all times how deep we go. If it becomes clear that deeper wounds need therapeutic support, I will tell you openly and help you find the right support.",
    ],
  },
  quote: {
    text: [
      "Das Leben kann nur rückwärts verstanden, aber nur vorwärts gelebt werden.",
      "Life can only be understood backwards; but it must be lived forwards.",
    ],
    author: ["Søren Kierkegaard", "Søren Kierkegaard"],
    source: ["Tagebücher", "Journals"],
  },
  cta: {
    title: ["Bereit, deine Geschichte mit neuen Augen zu sehen?", "Ready to see your story with new eyes?"],
    text: [
      "Lass uns in einem kostenlosen Erstgespräch (30 Minuten) schauen, wo du gerade stehst.",
      "Let's look at where you stand right now in a free intro call (30 minutes).",
    ],
    action1: ["Coaching buchen", "Book coaching"],
  },
} as const satisfies PageCopy;
