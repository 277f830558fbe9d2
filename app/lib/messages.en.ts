import type { Widen } from "./i18n";
import { messages } from "./messages";

type Catalogue = Widen<typeof messages>;

/**
 * The English visitor-facing strings (/en pages). Each section has the German one's shape, so a key
 * added in German and forgotten here fails the type check. Texts the coach reads (notification
 * e-mails) stay German and are taken over from the German catalogue.
 */
export const messagesEn = {
  notFound: { text: "Oops! Page not found", home: "Return to Home" },
  common: {
    error: { title: "Something went wrong", text: "Please try again later." },
    loading: "Loading...",
    close: "Close",
    rateLimited: "Too many requests in a short time. Please wait a moment and try again.",
    forbidden: "This request was refused for security reasons.",
    busy: "An unusual number of requests is arriving right now. Please try again in a minute.",
  },
  cookie: { accept: "Accept all", essential: "Essential only", privacy: "privacy policy" },
  site: {
    nav: {
      about: "About",
      offers: "Offers",
      why: "Why",
      dates: "Dates",
      topics: "Topics",
      academy: "Academy",
      contact: "Contact",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
    shell: {
      skipToContent: "Skip to content",
      mainNav: "Main navigation",
      home: "Home",
      footerOffers: "Offers",
      footerLinks: "Links",
      footerNewsletter: "Newsletter",
      footerLegal: "Legal",
      blog: "Blog",
      privacy: "Privacy",
      imprint: "Legal notice",
      terms: "Terms",
      cookieLabel: "Cookie notice",
      quote: "Quote",
      step: "Step",
      email: "Email",
      phone: "Phone",
      relatedTitle: "More topics you might find interesting",
      relatedEyebrow: "Read on",
      updated: "Last updated",
      toc: "Table of contents",
      contents: "Contents",
      germanOnly:
        "This text is available in German only. The German version is the legally binding one; if you have a question about it, just write to me.",
      switchLanguage: "Deutsch",
      switchLanguageLabel: "Diese Seite auf Deutsch",
    },
    home: { discover: "Discover coaching", mindsetTest: "Free mindset test", learnMore: "Learn more" },
    offers: { contactCta: "Get in touch" },
    contact: { bookingTitle: "Book a call", bookingButton: "Book your free intro call" },
    courses: {
      heroTitle: "Online courses",
      whyTitle: "Why learn online?",
      howTitle: "How it works",
      listTitle: "Our online courses",
      toCourse: "Go to course",
      toAcademy: (name: string) => `Visit the ${name} Academy`,
    },
    embed: {
      notice: (host: string) =>
        `This embeds external content from ${host}. Loading it sends data such as your IP address to that provider, so I only load it when you ask me to.`,
      load: "Load content",
      remember: "Always load external content from now on",
      direct: "Open directly at the provider",
      newTab: "(opens in a new tab)",
    },
  },
  contact: {
    ...messages.contact,
    submitting: "Sending...",
    success: { title: "Message sent", text: "Thank you for your message. I will get back to you shortly." },
    placeholders: { name: "Your name", email: "you@example.com", message: "How can I help you?" },
    labels: { name: "Name", email: "Email", message: "Message" },
    submit: "Send message",
    privacyNote: "I only use your details to reply to you. More about this in the",
    privacyLink: "privacy policy",
    errors: {
      nameRequired: "Please enter your name.",
      nameTooLong: "Your name can be at most 100 characters long.",
      nameInvalid: "Your name cannot contain line breaks or control characters.",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, e.g. name@example.com.",
      emailTooLong: "Your email address can be at most 254 characters long.",
      messageRequired: "Please tell me briefly what it is about.",
      messageTooLong: "Your message can be at most 5000 characters long.",
    },
  },
  newsletter: {
    ...messages.newsletter,
    success: { title: "Signed up", text: "Thank you for signing up to the newsletter!" },
    confirmHint: "Please confirm your sign-up with the link in the email.",
    label: "Email address for the newsletter",
    submit: "Subscribe",
    submitting: "Signing up...",
    consent:
      "Once a month I send you ideas on mindset, meaning and the future, plus the next dates. You can unsubscribe at any time with one click.",
    privacyLead: "More about this in the",
    privacyLink: "privacy policy",
    errors: {
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, e.g. name@example.com.",
      emailTooLong: "Your email address can be at most 254 characters long.",
    },
    confirmMail: {
      subject: "Please confirm your newsletter sign-up",
      heading: "Almost done!",
      greeting: "Hello,",
      paragraphs: [
        "lovely that you want to read my newsletter. So that nobody is signed up without their consent, please confirm with a click on the button.",
        "The link is valid for 48 hours. If you did not sign up, simply ignore this email – nothing will happen and your address will not be used.",
      ],
      action: "Confirm sign-up",
    },
    welcomeMail: {
      subject: "Welcome to my newsletter",
      heading: "Lovely to have you with me",
      greeting: "Hello,",
      paragraphs: [
        "your sign-up is confirmed. From now on you will get ideas on mindset, meaning and the future about once a month, and you will be the first to hear about new workshops and dates.",
      ],
    },
    unsubscribeFootnote: (url: string) => `Don't want any more emails from me? You can unsubscribe here: ${url}`,
    backHome: "Back to the home page",
  },
  events: {
    heroTitle: "Events",
    heroSubtitle: "Discover upcoming events, workshops and talks",
    tabCalendar: "Calendar view",
    tabList: "List view",
    noDate: "No date selected",
    noEventsOnDay: "No events on this day",
    emptyDay: "There are no events on this day. Please choose another date.",
    emptyList: "There are no events planned at the moment.",
    details: "View details",
    loading: "Loading events...",
    loadError: "Error loading the events",
    countOnDay: (n: number) => `${n} event${n === 1 ? "" : "s"} on this day`,
    categories: {
      Workshop: "Workshop",
      Seminar: "Seminar",
      Vortrag: "Talk",
      Konferenz: "Conference",
      Webinar: "Webinar",
    },
  },
  eventDetail: {
    loading: "Loading event details...",
    notFoundTitle: "Event not found",
    notFoundText: "The event you are looking for does not exist or has been removed.",
    backToOverview: "Back to the events overview",
    allEvents: "All events",
    description: "Description",
    details: "Details",
    venue: "Venue",
    attendees: "Participants",
    maxAttendees: (n: number) => `Up to ${n} participants`,
    price: "Price",
    bookTitle: "Book this event",
    bookText: "Secure your place at this event",
    seatsLeft: (n: number) => `${n} ${n === 1 ? "place" : "places"} left`,
    soldOut: "Sold out",
    past: "This event has already taken place.",
    addToCalendar: "Add to calendar",
    dateTime: "Date and time",
    pageTitle: (title: string, date: string) => `${title} on ${date}`,
  },
  booking: {
    submitting: "Booking...",
    successTitle: "Booking successful!",
    successText: "Thank you for your booking. You will receive a confirmation by email shortly.",
    moreEvents: "More events",
    toastSuccess: { title: "Booking successful", text: "Your booking request has been sent." },
    toastError: { title: "Booking failed", text: "Something went wrong. Please try again later." },
    fields: {
      fullName: "Full name",
      email: "Email",
      phone: "Phone (optional)",
      tickets: "Number of tickets",
    },
    placeholders: { fullName: "First and last name", email: "you@example.com", phone: "+49 531 123456" },
    ticketsHint: (max: number) => `Up to ${max} tickets per booking`,
    submit: "Book now",
    total: "Total",
    reference: "Booking reference",
    validation: {
      nameRequired: "Please enter your full name.",
      nameTooLong: (max: number) => `Your name can be at most ${max} characters long.`,
      nameInvalid: "Please enter your name using letters only (spaces, hyphens, apostrophes and full stops are fine).",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address.",
      phoneInvalid: "Please enter a valid phone number (digits, spaces and + - / ( ) only).",
      ticketsNotANumber: "Please enter the number of tickets as a whole number.",
      ticketsRange: (min: number, max: number) => `You can book between ${min} and ${max} tickets per booking.`,
      checkInput: "Please check your details.",
    },
    notEnoughSeats: (left: number) =>
      left === 0
        ? "Sorry, this event is fully booked. There are no places left."
        : left === 1
          ? "Only 1 place is left."
          : `Only ${left} places are left.`,
    pastEvent: "This event has already started and can no longer be booked.",
    rateLimited: "A great many bookings came from your connection just now. Please wait a few minutes and try again.",
    emailEventLimit: (left: number) =>
      left === 0
        ? "10 tickets have already been booked for this event with this email address – that is the maximum per address."
        : `With this email address you can book at most ${left} more ${left === 1 ? "ticket" : "tickets"} for this event.`,
    emailUnconfirmedLimit:
      "Several bookings for this email address are still waiting to be confirmed. Please confirm them first using the link in your emails.",
    holdsFull:
      "Many places are provisionally reserved right now and waiting for confirmation. Please try again in an hour – or write to me and we will find a way.",
    confirmHint: (until: string) =>
      `Important: please confirm your booking with the button in the email. I will hold your places for you until ${until}.`,
  },
} satisfies Partial<Catalogue>;
