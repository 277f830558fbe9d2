import { brand } from "~/config/brand";
import type { Widen } from "./widen";
import { messages, type PaidKind } from "./messages";

type Catalogue = Widen<typeof messages>;

const payByEn = (kind: PaidKind) =>
  kind === "session"
    ? "before our session"
    : kind === "package"
      ? "before your first session from the package"
      : "before the event starts";

/** The facts of a booking as "My booking" and the visitor's e-mails label them. */
export const bookingFacts = {
  reference: "Booking reference",
  event: "Event",
  date: "Date",
  time: "Time",
  place: "Venue",
  tickets: "Places",
  total: "Total",
  discount: "Discount",
  voucher: "Voucher",
  toPay: "Still to pay",
  validUntil: "Valid until",
};

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
    tooMany: {
      title: "One moment, please",
      wait: (seconds: number) =>
        seconds <= 90
          ? `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`
          : `in ${Math.ceil(seconds / 60)} minutes`,
      ceiling: (wait: string) =>
        `An unusual number of requests is arriving right now. Please try again ${wait}. What you entered was not processed.`,
      client: (wait: string) =>
        `Your connection sent a great many requests in a short time. Please try again ${wait}. What you entered was not processed.`,
      back: "Back to the page",
      home: "Back to the home page",
    },
  },
  cookie: { accept: "Accept all", essential: "Essential only", privacy: "privacy policy" },
  site: {
    nav: {
      about: "About",
      offers: "Offers",
      why: "Why",
      dates: "Dates",
      book: "Book a session",
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
      voucher: "Gift voucher",
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
    home: {
      discover: "Discover coaching",
      mindsetTest: "Free mindset test",
      learnMore: "More about me",
      nextEvents: {
        eyebrow: "Events",
        title: "Upcoming dates",
        intro: "Workshops, seminars and talks, in person or online. Save your place.",
        all: "See all events",
      },
      testimonials: {
        eyebrow: "Voices",
        title: "What participants say",
      },
    },
    offers: { contactCta: "Get in touch", bookSession: "Book one-to-one coaching" },
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
      moreIn: "More about this in the",
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
    unsubscribeNote: { text: "Don't want any more emails from me?", label: "You can unsubscribe here" },
    confirmPage: {
      title: "Confirm newsletter",
      heading: "Confirm your sign-up",
      text: "One more click and you are in: confirm here that you would like to receive my newsletter.",
      button: "Confirm sign-up",
      busy: "Confirming...",
      doneHeading: "Your sign-up is confirmed",
      doneText: "Thank you for your trust! From now on you will hear from me about once a month.",
      alreadyText: "Your sign-up was already confirmed – there is nothing more to do.",
      unsubscribeHint: "Changed your mind?",
      unsubscribeLink: "Unsubscribe from the newsletter",
    },
    unsubscribeMail: {
      subject: "Your link to unsubscribe from the newsletter",
      heading: "Unsubscribe from the newsletter",
      greeting: "Hello,",
      paragraphs: [
        "you no longer want to receive my newsletter? The button unsubscribes you, and I delete your address straight away.",
        "If you did not ask for this, simply ignore this email – everything stays as it is.",
      ],
      action: "Unsubscribe",
    },
    unsubscribePage: {
      title: "Unsubscribe from the newsletter",
      heading: "Unsubscribe from the newsletter",
      requestText:
        "Enter the email address you signed up with. You will get an email with your personal unsubscribe link – that way nobody else can unsubscribe you.",
      requestButton: "Send unsubscribe link",
      requestBusy: "Sending...",
      requestedHeading: "Check your inbox",
      requestedText:
        "If this address is signed up for my newsletter, you will receive an email with your unsubscribe link in a few minutes.",
      text: "Do you really no longer want to receive my newsletter? Then confirm here – I will delete your address straight away.",
      button: "Unsubscribe now",
      busy: "Unsubscribing...",
      doneHeading: "You are unsubscribed",
      doneText:
        "Your email address has been deleted and you will not receive the newsletter any more. All the best on your way!",
    },
    tokenErrors: {
      heading: "Sorry, that did not work",
      missing: "This link is incomplete. Please open it directly from the email.",
      invalid: "This link is not valid. Please open it directly from the email.",
      expired: "This confirmation link has expired. Simply sign up again – you will get a new link straight away.",
      gone: "There is no sign-up for this link any more. Perhaps you have already unsubscribed.",
    },
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
    /** The list tab's second section: events that have begun, most recent first. */
    pastTitle: "Past events",
    /** An event's price when it costs nothing. */
    free: "free",
    /** A sold-out event always takes names for its waiting list. */
    soldOutWaitlist: "Sold out – waiting list open",
    tookPlace: "Took place",
    countOnDay: (n: number) => `${n} event${n === 1 ? "" : "s"} on this day`,
    dayLabel: (date: string, today: boolean, selected: boolean) =>
      `${today ? "Today, " : ""}${date}${selected ? ", selected" : ""}`,
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
    /** Above a description the coach wrote in German only (decision 0093). */
    descriptionInGerman: "This description is only available in German.",
    details: "Details",
    venue: "Venue",
    attendees: "Participants",
    maxAttendees: (n: number) => `Up to ${n} participants`,
    price: "Price",
    bookTitle: "Book this event",
    bookText: "Secure your place at this event",
    seatsLeft: (n: number) => `${n} ${n === 1 ? "place" : "places"} left`,
    soldOut: "Sold out",
    secureSeat: "Save my place",
    toWaitlist: "Join the waiting list",
    past: "This event has already taken place.",
    cancelled: "Cancelled",
    cancelledText: "Unfortunately, this event has been cancelled. Everyone who booked receives an email from me.",
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
      tickets: "Number of places",
    },
    placeholders: { fullName: "First and last name", email: "you@example.com", phone: "+49 531 123456" },
    ticketsHint: (max: number) => `Up to ${max} places per booking`,
    total: "Total",
    vatNote: {
      regular: (rate: string) => `incl. ${rate} VAT`,
      smallBusiness: "No VAT charged (small business, § 19 UStG)",
    },
    reference: "Booking reference",
    discount: {
      label: "Voucher or discount code (optional)",
      hint: "Have a code? Enter it and tap “Check code”: I will work out the price again.",
      check: "Check code",
      checking: "Checking...",
      subtotal: "Price before discount",
      row: (code: string) => `Discount (${code})`,
      accepted: (code: string, amount: string) => `Your code ${code} is valid: ${amount} off.`,
      codeInvalid: (max: number) => `A code has at most ${max} characters: letters, digits, - and _.`,
      codeRequired: "Please enter your code first.",
      refused: {
        unknown: "I do not know this code, sorry. Please check how it is spelt.",
        used_up: "This code has already been used as often as it allows, sorry.",
        expired: "This code is no longer valid, sorry.",
        not_yet_valid: (from: string) => `This code is valid from ${from}.`,
        not_for_event: "This code is not valid for this event, sorry.",
        not_for_product: "Discount codes are for my events. If you have a voucher, you can redeem it here.",
        voucher_unpaid: "This voucher has not been paid yet. You can use it as soon as the money has arrived.",
        voucher_used_up: "This voucher has already been used up, sorry.",
        voucher_expired: "This voucher is no longer valid, sorry.",
      },
      voucherRow: (code: string) => `Voucher (${code})`,
      plainHint: "Have a voucher? I will take it into account when you book. Discount codes are for events.",
      voucherAccepted: (code: string, amount: string) =>
        `Your voucher ${code} is valid: I will use ${amount} of it for this booking, the rest stays on it.`,
    },
    validation: {
      nameRequired: "Please enter your full name.",
      nameTooLong: (max: number) => `Your name can be at most ${max} characters long.`,
      nameInvalid: "Please enter your name using letters only (spaces, hyphens, apostrophes and full stops are fine).",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address.",
      phoneInvalid: "Please enter a valid phone number (digits, spaces and + - / ( ) only).",
      ticketsNotANumber: "Please enter the number of places as a whole number.",
      ticketsRange: (min: number, max: number) => `You can book between ${min} and ${max} places per booking.`,
      checkInput: "Please check your details.",
    },
    notEnoughSeats: (left: number) =>
      left === 0
        ? "Sorry, this event is fully booked. There are no places left."
        : left === 1
          ? "Only 1 place is left."
          : `Only ${left} places are left.`,
    pastEvent: "This event has already started and can no longer be booked.",
    eventCancelled: "Sorry, this event has been cancelled and can no longer be booked.",
    rateLimited: "A great many bookings came from your connection just now. Please wait a few minutes and try again.",
    emailEventLimit: (left: number) =>
      left === 0
        ? "10 places have already been booked for this event with this email address – that is the maximum per address."
        : `With this email address you can book at most ${left} more ${left === 1 ? "place" : "places"} for this event.`,
    emailUnconfirmedLimit:
      "Several bookings for this email address are still waiting to be confirmed. Please confirm them first using the link in your emails.",
    networkUnconfirmedLimit:
      "Several bookings from your connection are still waiting to be confirmed. Please confirm them first using the link in your emails – then you can book straight away.",
    unconfirmedTicketsLimit: (left: number) =>
      left === 0
        ? "Places for this event are already provisionally reserved from your connection. Please confirm them first using the link in your email – then you can book more."
        : `Until your email address is confirmed you can reserve at most ${left} ${left === 1 ? "place" : "places"} for this event. Book these, confirm with the link in the email, then book the rest – or write to me.`,
    retry: "That did not work because the free places changed at this very moment. Please send the form again.",
    waitlistOffer:
      "Put your name on the waiting list here: as soon as places become free, I will write to people in turn.",
    confirmHint: (until: string) =>
      `Important: please confirm your email address with the button in the email. I will hold your places for you until ${until} (Berlin time).`,
  },
  manageBooking: {
    title: "My booking",
    invalidTitle: "This link does not work",
    invalidText:
      "The link is incomplete or not valid. Please open it directly from your email – or write to me and I will help you.",
    expiredTitle: "This link has expired",
    expiredLinkText: (days: number) =>
      `To protect you, the link in your booking email only works until ${days} days after the date. Enter your email address below and you will get a new link.`,
    freshLink: {
      heading: "Request a new link",
      intro:
        "Enter the email address you booked with. You will get a new link to your bookings of the last twelve months.",
      emailLabel: "Your email address",
      button: "Request a new link",
      busy: "Sending...",
      sentTitle: "Check your inbox",
      sentText: (days: number) =>
        `If there is a booking under this address, you will get an email with a new link in the next few minutes. It is valid for ${days} days.`,
      mail: {
        subject: (site: string) => `Your bookings with ${site}: new link`,
        heading: "Your bookings",
        greeting: "Hello,",
        paragraphs: (days: number) => [
          "you asked for a new link to your bookings on my website. Here they are:",
          `Each link is valid for ${days} days. Wasn't you? Then simply ignore this email – nothing happens without your click.`,
        ],
        listHeading: "Your bookings",
      },
    },
    ...bookingFacts,
    payment: "Payment",
    states: {
      unconfirmed: "Email address not confirmed yet",
      expired: "Reservation expired",
      pending: "Request received",
      confirmed: "Confirmed",
      cancelled: "Cancelled",
    },
    pendingUntil: (until: string) => `Request received – ${brand.coach.firstName} confirms by ${until} (Berlin time)`,
    pendingText: (until: string) =>
      `Your email address is confirmed and your request is with me. I will confirm it by ${until} (Berlin time); you will then get an email with all the details. Until then there is nothing you need to do.`,
    unconfirmedText: (until: string) =>
      `Your places are reserved for you until ${until} (Berlin time). Please confirm your email address – your booking counts only then.`,
    confirmAddress: "Confirm email address",
    confirming: "Confirming...",
    confirmedToast: {
      title: "Email address confirmed",
      text: "Thank you! Your request has reached me. What happens next is shown right here.",
      finalTitle: "Booked!",
      final: "Thank you! Your booking is confirmed. The confirmation with all the details is on its way by email.",
    },
    session: {
      unconfirmedText: (until: string) =>
        `Your session is reserved for you until ${until} (Berlin time). Please confirm your email address – it is booked only then.`,
      termsFee: (fee: string, hours: number, percent: number) =>
        `Your session starts in less than ${hours} hours. If you cancel now, ${percent}% is due under the terms and conditions: ${fee}.`,
      termsClosed:
        "Your session has already started, so it can no longer be cancelled on this page. Feel free to write to me if something has come up.",
      cancelConfirmText: "The time will be free again at once. This cannot be undone.",
      final: "Thank you! Your session is booked. The confirmation with all the details is on its way by email.",
      expiredText:
        "You did not confirm your email address in time, so the time has been released. You are welcome to choose a new one.",
    },
    package: {
      unconfirmedText: (until: string) =>
        `Your package is reserved for you until ${until} (Berlin time). Please confirm your email address – your purchase counts only then.`,
      final: "Thank you! Your package is bought. The confirmation with all the details is on its way by email.",
      expiredText:
        "You did not confirm your email address in time, so the reservation has lapsed. You are welcome to book the package again.",
    },
    expiredText:
      "You did not confirm the booking in time, so the places have been released. If there are still places left, you are welcome to book again.",
    toEvent: "Go to the event",
    calendar: "Add to my calendar (.ics)",
    cancelTitle: "Cancel booking",
    termsFree: (until: string, hours: number) =>
      `You can cancel free of charge until ${until} (Berlin time, ${hours} hours before the start).`,
    termsFee: (fee: string, hours: number, percent: number) =>
      `The event starts in less than ${hours} hours. If you cancel now, ${percent}% is due under the terms and conditions: ${fee}. Instead, you can also send a substitute free of charge – just reply to your booking email.`,
    termsUnconfirmed: "Your booking is not confirmed yet, so cancelling is free of charge.",
    termsClosed:
      "The event has already started, so it can no longer be cancelled on this page. Feel free to write to me if something has come up.",
    cancel: "Cancel free of charge",
    cancelWithFee: (fee: string) => `Cancel (${fee} due)`,
    cancelling: "Cancelling...",
    cancelConfirmTitle: "Really cancel?",
    cancelConfirmText: "Your places will be released at once. This cannot be undone.",
    cancelledToast: {
      title: "Booking cancelled",
      text: "Your booking is cancelled. You will receive an email shortly.",
    },
    cancelledText: (when: string) => `You cancelled this booking on ${when}.`,
    cancelledByCoach: "This booking has been cancelled. If you have any questions, simply reply to my email.",
    eventCancelled:
      "Unfortunately, the event has been cancelled, so your booking is cancelled free of charge. Anything you have already paid will be refunded in full.",
    feeDue: (fee: string) => `Under the terms and conditions, a cancellation fee of ${fee} is due.`,
    failedTitle: "That did not work",
    notPossible: "That is not possible for this booking right now. Reload the page to see its current state.",
    error: "Something went wrong. Please try again later.",
    invoicesNote: "Invoices are German tax documents and are issued in German.",
  },
  waitlist: {
    title: "Join the waiting list",
    text: "This event is fully booked. Put your name down: as soon as places become free, you will get an email and can book them for yourself for 24 hours.",
    submit: "Join the waiting list",
    submitting: "Adding you...",
    consent:
      "I agree that my details are stored so that I can be told about places becoming free. I can withdraw this consent at any time by email.",
    consentRequired: "Please tick the consent so that I may let you know.",
    joinedTitle: "You are on the waiting list",
    joinedText:
      "Thank you! I have sent you an email. As soon as places become free I will be in touch – you then have 24 hours to book them.",
    failedTitle: "Could not add you",
    error: "Something went wrong. Please try again later.",
    notSoldOut: "Places have just become free again – you can book directly. Please reload the page.",
    offerTitle: "A place has become free for you",
    offerText: (tickets: number, until: string) =>
      `${tickets === 1 ? "1 place is" : `${tickets} places are`} reserved for you until ${until} (Berlin time). One click books ${tickets === 1 ? "it" : "them"} for you as binding.`,
    claiming: "Booking...",
    claimedTitle: "Booked!",
    claimedText: "Your booking has reached me. You will find all the details on your booking's page.",
    toBooking: "Go to my booking",
    expiredTitle: "The offer has expired",
    expiredText:
      "The 24 hours are up, so I have passed the places on to the next person on the waiting list. Do have a look at other dates.",
    waitingText: "You are on the waiting list. As soon as places become free, you will get an email.",
    removedText: "This waiting-list entry no longer exists.",
    invalidTitle: "This link does not work",
    invalidText: "The link is incomplete or not valid. Please open it directly from your email.",
  },
  payment: {
    ...messages.payment,
    heading: "How to pay",
    intro: (amount: string, kind: PaidKind = "event") =>
      `Please transfer ${amount} within 14 days, and at the latest ${payByEn(kind)}. Please be sure to state the payment reference – that way I can match your payment straight away.`,
    pageIntro: (amount: string, kind: PaidKind = "event") =>
      `Please transfer ${amount} once I have confirmed your booking – at the latest ${payByEn(kind)}. With the payment reference I can match your payment straight away.`,
    amount: "Amount",
    recipient: "Recipient",
    bank: "Bank",
    reference: "Payment reference",
    qrCaption: "Scan the GiroCode with your banking app – all the details are then filled in for you.",
    qrAlt: "GiroCode for the bank transfer",
    paypal: "Prefer to pay with PayPal",
    choiceHeading: "How would you like to pay?",
    payOnline: "Pay online now",
    payOnlineHint:
      "By card, SEPA direct debit, PayPal, Apple Pay or Google Pay, securely through Stripe. As soon as the payment arrives, your booking is confirmed.",
    payByTransfer: "Bank transfer (GiroCode)",
    onlineConfirmingTitle: "Confirming your payment …",
    onlineConfirmingText:
      "Thank you! As soon as Stripe reports your payment, this page says “Paid”. That usually takes a few seconds: just reload the page in a moment.",
    onlineFailedTitle: "Paying online did not work",
    onlineInvalid:
      "This payment link is invalid or has expired. You can find your booking through the link in your e-mail.",
    onlineNotOpen: "This booking can no longer be paid online: its reservation has expired, or it is already paid.",
    onlineUnavailable:
      "Online payment cannot be reached right now. Please try again in a moment or pay by bank transfer.",
    states: {
      open: "Open",
      partial: (paid: string, open: string) => `Partly paid: ${paid} received, ${open} open`,
      paid: (on: string) => `Paid – thank you! (received on ${on})`,
      none: "None (the booking is cancelled).",
      nothingDue: "Nothing to pay.",
    },
  },
  billing: {
    summary: "Add a billing address",
    summaryRequired: "Billing address",
    intro:
      "For your invoice. Up to a total of €250 your name is enough; above that the invoice needs your full address.",
    requiredIntro: "For a total above €250 your invoice needs your full address.",
    fields: {
      street: "Street and number",
      postcode: "Postcode",
      city: "City",
      country: "Country (only if not Germany)",
      company: "I'm booking for a company",
      companyName: "Company name",
      vatId: "VAT ID (optional)",
      purchaseOrder: "Purchase order number (optional)",
    },
    hints: {
      vatId: "With the country code, e.g. DE123456789",
      purchaseOrder: "If your accounts department needs it on the invoice.",
    },
    validation: {
      tooLong: (max: number) => `Please use at most ${max} characters.`,
      postcodeInvalid: "Please enter a valid postcode (five digits in Germany).",
      vatIdInvalid: "Please enter a valid VAT ID with its country code, e.g. DE123456789.",
      companyRequired: "Please enter the company's name.",
      required: {
        billing_street: "Please enter the street and number.",
        billing_postcode: "Please enter the postcode.",
        billing_city: "Please enter the city.",
      },
      addressRequired: (limit: string) =>
        `For a total above ${limit} your invoice needs your full address. Please add it under "Billing address".`,
    },
  },
  invoice: {
    ...messages.invoice,
    linkLabels: { invoice: "Invoice", cancellation: "Cancellation invoice", fee: "Cancellation fee invoice" },
    mailNote: (number: string) =>
      `Your invoice ${number} is attached as a PDF (in German, as a German tax document); you will also find it under “My booking”.`,
    cancellationMailNote: (number: string) =>
      `The cancellation invoice ${number} is attached as a PDF (in German); I will refund anything you have already paid.`,
    documentsMail: {
      subject: (title: string) => `Your invoice documents for the cancellation: ${title}`,
      heading: "Your invoice documents",
      greeting: (name: string) => `Hello ${name},`,
      text: (title: string) =>
        `for your cancellation of “${title}” you will find the invoice documents attached (PDF, in German, as German tax documents). You can also find them at any time under “My booking”.`,
    },
    heading: "Invoices",
    download: (label: string, number: string) => `${label} ${number} (PDF)`,
    notFound: "This invoice does not exist (any more) under this link.",
  },
  myData: {
    privateEntriesNote:
      "Your private journal entries appear here with their date only: you can read them in your journal, with its own link (so no one else sees them, not even through this mailbox).",
    title: "Your data",
    metaDescription:
      "Ask by email link which data I have stored about you – as a file to download, or to have it deleted.",
    request: {
      heading: "Your data with me",
      intro:
        "Would you like to know what I have stored about you, or have everything deleted? Enter the email address you used to book, write to me or sign up for the newsletter. You will get a personal link – that way nobody else can see or delete your data.",
      emailLabel: "Your email address",
      button: "Request link",
      busy: "Sending...",
      sentHeading: "Check your inbox",
      sentText: (hours: number) =>
        `If I have data stored under this address, you will receive an email with your personal link in the next few minutes. It is valid for ${hours} hours.`,
    },
    mail: {
      subject: (site: string) => `Your data at ${site}`,
      heading: "Your data",
      greeting: "Hello,",
      paragraphs: (hours: number) => [
        "you asked on my website for the data I have stored about you. With the following link you can download it as a file or have it deleted.",
        `The link is valid for ${hours} hours. Was this not you? Then simply ignore this email – without your click nothing happens.`,
      ],
      action: "To your data",
    },
    manage: {
      heading: "Your data",
      intro: "Under your email address I have stored:",
      nothing: "Nothing is stored (any more) under your email address.",
      counts: {
        bookings: (n: number) => (n === 1 ? "1 booking" : `${n} bookings`),
        contactRequests: (n: number) => (n === 1 ? "1 contact request" : `${n} contact requests`),
        newsletter: (status: string) =>
          status === "confirmed" ? "your newsletter subscription" : "a newsletter sign-up not yet confirmed",
        journals: (n: number) => (n === 1 ? "1 mindset journal" : `${n} mindset journals`),
        waitlist: (n: number) => (n === 1 ? "1 waiting-list entry" : `${n} waiting-list entries`),
        emails: (n: number) => (n === 1 ? "1 email in the sending log" : `${n} emails in the sending log`),
        vouchers: (n: number) => (n === 1 ? "1 voucher" : `${n} vouchers`),
        withdrawals: (n: number) => (n === 1 ? "1 withdrawal" : `${n} withdrawals`),
      },
      exportHeading: "Download",
      exportText: "All details as a JSON file that you can open with any text editor.",
      exportButton: "Download data",
      eraseHeading: "Delete",
      eraseText:
        "I will delete your contact requests, your newsletter subscription, your waiting-list entries, your journals and the emails to you from the log. Of your bookings only what I must keep for the accounts remains: booking reference, event, number of places, price and status – without name, email address and phone number.",
      upcomingWarning:
        "For an upcoming event I will then no longer be able to reach you. If you still want to take part, please drop me a line shortly before.",
      confirmLabel: "Yes, I want my data deleted for good.",
      confirmRequired: "Please confirm that you want your data deleted for good.",
      eraseButton: "Delete data",
      erasing: "Deleting...",
      erasedHeading: "Your data has been deleted",
      erasedText:
        "Everything that concerns you personally has been deleted. Of your bookings only the details for the accounts remain, with no link to you. Thank you for your trust!",
      invalid: "This link is not valid. Please request a new one on the “Your data” page.",
      expired: "This link has expired or has already been used. Please request a new one.",
      newLink: "Request a new link",
    },
  },
  sessionMove: {
    title: "Move your session",
    link: "Move session",
    linkNote: (until: string, hours: number) =>
      `Until ${until} (${hours} hours before), you can move your session to another free time free of charge.`,
    intro: (until: string) =>
      `Take your time and pick a new time. You can move your session free of charge until ${until}; the old time becomes free again.`,
    current: "So far",
    tooLate: (hours: number) =>
      `Sessions can only be moved up to ${hours} hours before they start – it is too late for that now, I am afraid. If something comes up, please write to me directly.`,
    notPossible: "This booking cannot be moved here.",
    noTimes: "There is no other free time right now. Feel free to write to me and we will find one together.",
    submit: "Move to this time",
    moving: "Moving …",
    chooseTime: "Please pick a new time.",
    movedTitle: "Your session has moved",
    movedText: "I have sent you an email with the new time and the calendar entry. See you soon!",
    taken: "Someone has just booked this time. Would one of these suit you?",
    takenNoOther: "Someone has just booked this time, and there is nothing free after it right now.",
    back: "Back to my booking",
    failedTitle: "That did not work",
  },
  vouchers: {
    metaTitle: "Give a gift voucher",
    metaDescription:
      "Give a gift voucher for workshops, seminars or one-to-one coaching: a beautifully designed PDF, sent to you or straight to the person you are treating.",
    title: "Give a little clarity",
    intro:
      "A voucher gives someone time for themselves: a workshop, a seminar or a one-to-one coaching session with me. You choose the amount, they choose what does them good. It is valid for three years, to the end of the year, and whatever is left after the first use stays on it.",
    amountLegend: "Which amount?",
    freeAmount: "Your own amount",
    freeAmountLabel: "Your own amount in euros",
    freeAmountHint: (min: string, max: string) => `Whole euros from ${min} to ${max}.`,
    buyerLegend: "From you",
    recipientLegend: "Who is it for?",
    recipientName: "Name of the person receiving it",
    recipientPlaceholder: "First and last name",
    message: "Your personal message (optional)",
    messageHint: (max: number) => `It is printed on the voucher. At most ${max} characters.`,
    deliveryLegend: "Where should the voucher go?",
    toBuyer: "To me – I will hand it over myself",
    toRecipient: "Straight to the person receiving it, on a day I choose",
    recipientEmail: "Their email address",
    deliverOn: "Send on",
    deliverOnHint:
      "I only need the address and the day if the voucher goes straight to the person receiving it. It goes out in the first minutes of that day (German time), once it is paid; without a date, as soon as it is paid.",
    submitting: "Ordering...",
    successTitle: "Thank you for your order!",
    successText: (email: string) =>
      `I have sent the order with all details to ${email}. As soon as your money arrives, I will send the voucher as a PDF.`,
    reference: "Order number",
    paymentIntro: (amount: string) =>
      `Please transfer ${amount} with the order number as the payment reference. The GiroCode in your banking app is the quickest way.`,
    payOnlineHint:
      "By card, SEPA direct debit, PayPal, Apple Pay or Google Pay, securely through Stripe. As soon as the payment arrives, I will send the voucher as a PDF.",
    checkoutItem: (reference: string) => `Gift voucher ${reference}`,
    paidOnlineTitle: "Thank you for your payment!",
    paidOnlineText:
      "As soon as Stripe reports your payment, I will send you the voucher by email (or, on the day you chose, to the person receiving it). That usually takes a few seconds, a few days for a SEPA direct debit.",
    onlineInvalid:
      "This payment link is invalid or has expired. You can pay for the voucher by bank transfer as described in your order email.",
    onlineNotOpen: "This order is already paid: the voucher is on its way.",
    backToVouchers: "Back to the voucher",
    facts: {
      what: `Gift voucher for workshops, seminars, courses and one-to-one coaching with ${brand.productName}`,
      value: "Value",
      chosenAmount: "the amount chosen above",
      price: (amount: string) => `${amount}: you pay exactly the value, with no surcharge and no delivery costs.`,
      delivery: "Delivery",
      deliveryText:
        "By email as a PDF once your money has arrived: to you or to the person you are treating, on the day you choose if you like.",
      validity: (day: string) => `Three years, until ${day}; it can be used in parts, the rest stays on the voucher.`,
    },
    validation: {
      amount: (min: string, max: string) => `Please choose an amount or enter whole euros from ${min} to ${max}.`,
      recipientName: "Please enter the name of the person receiving the voucher.",
      messageTooLong: (max: number) => `Your message can be at most ${max} characters long.`,
      delivery: "Please choose where the voucher should go.",
      recipientEmail: "Please enter the email address of the person receiving the voucher.",
      deliverOn: "Please choose a day from today, at most one year ahead.",
    },
  },
  packages: {
    metaTitle: "Coaching packages",
    metaDescription: "Several one-to-one sessions at a package price: book once, pick each time yourself.",
    title: "Coaching packages",
    intro:
      "Some paths take more than one hour. With a package you book several one-to-one sessions at once and pick each time yourself, whenever it suits you.",
    fromScheduler: "Planning several sessions? Have a look at my coaching packages.",
    sessions: (credits: number, minutes: number) => `${credits} sessions of ${minutes} minutes`,
    validMonths: (months: number) => `usable for ${months} months`,
    choose: "Book this package",
    formTitle: (name: string) => `Your details for "${name}"`,
    successTitle: "Your package is reserved!",
    successText:
      "I have just sent you an email. Please confirm your email address there; then you book your package's sessions on \u201cMy booking\u201d.",
    confirmHint: (until: string) =>
      `Important: please confirm your email address with the button in the email. I will hold the package for you until ${until} (Berlin time).`,
    backToPackages: "Back to the packages",
    invalidChoice: "I do not know this package. Please choose it again.",
    none: "I am not offering any packages right now. Feel free to write to me if you are planning several sessions.",
    left: (left: number, total: number) => `${left} of ${total} left`,
    creditsLabel: "Sessions",
    validUntil: "Valid until",
    usableAfterConfirmation: "Once I have confirmed your package booking, you can book your sessions here.",
    expired: "This package has expired; unused sessions have lapsed.",
    usedUp: "You have booked all sessions of this package. Lovely that you are keeping at it!",
    bookNext: "Book your next session",
    bookTitle: "Book a session with your package",
    bookIntro: (left: number, total: number, until: string) =>
      `You have ${left} of ${total} sessions left, usable until ${until}. Pick a day and a time.`,
    bookSubmit: "Book with a package session",
    booking: "Booking …",
    noCredit: "Your package has no session left for this time, or it is no longer valid.",
  },
  sessions: {
    metaTitle: "Book a session: intro call and one-to-one coaching",
    metaDescription:
      "Book your free intro call or a one-to-one coaching session straight from the calendar: in Braunschweig, Munich or online.",
    title: "Pick a time that suits you",
    intro:
      "Whether it is the free intro call or one-to-one coaching: take your time to choose what fits, then a day and a time. I look forward to meeting you!",
    stepKind: "What would you like to book?",
    stepPlace: "Where would you like to meet?",
    stepDay: "Which day?",
    stepTime: "What time?",
    stepDetails: "Your details",
    minutes: (n: number) => `${n} minutes`,
    free: "free of charge",
    places: { braunschweig: "Braunschweig (studio)", muenchen: "Munich", online: "Online by video" },
    waitlist: {
      title: "Tell me when a time opens up",
      intro:
        "Is your day taken already? Tell me which one: if a time opens up that day, I will write to you. I will then hold it for you alone for a few hours, and you book it through the link.",
      dayLabel: "Which day?",
      earlier: "An earlier day suits me too",
      consent:
        "I agree that my details are stored so that I can be told when a time opens up. I can withdraw this consent at any time by e-mail.",
      consentRequired: "Please confirm your consent so that I may write to you.",
      dayRequired: "Please choose a day.",
      dayOutside: (last: string) => `Please choose a day between today and ${last}.`,
      freeNow: (day: string) =>
        `There is still a free time on ${day} – choose it in the calendar above and book it directly.`,
      submit: "Tell me",
      submitting: "Adding you...",
      joinedTitle: "I will let you know",
      joinedText:
        "Thank you! As soon as a time opens up on your day and it is your turn, you will get an e-mail with the link to book it.",
      failedTitle: "Could not add you",
      error: "Something went wrong. Please try again later.",
      offerTitle: "This time is held for you",
      offerText: (until: string) =>
        `I am holding it for you alone until ${until} (Berlin time). Enter your details below and book it.`,
    },
    freeChange: (hours: number) =>
      `You can move or cancel the session free of charge up to ${hours} hours before it starts (terms § 5a).`,
    timeZoneNote: "(German time)",
    noTimes:
      "There are no free times in the coming weeks right now. Feel free to write to me through the contact form and we will find one together.",
    noTimesAtPlace: "There is no free time here right now. Have a look whether another place works for you.",
    when: (day: string, time: string) => `${day}, ${time} (German time)`,
    fields: { note: "Anything you would like to tell me beforehand? (optional)" },
    placeholders: { note: "What would you like to talk about? A sentence or two is plenty." },
    noteTooLong: (max: number) => `Please keep it a little shorter (at most ${max} characters).`,
    invalidChoice: "I do not know this appointment. Please choose the kind, day and time again.",
    taken: "Someone else has just booked this time. Would one of these suit you instead?",
    takenNoOther: "Someone else has just booked this time, and nothing is free in the days after it right now.",
    successTitle: "Your time is reserved!",
    successText:
      "Lovely to hear from you! I have just sent you an email. Please confirm your email address in it – then your session is booked.",
    confirmHint: (until: string) =>
      `Important: please confirm your email address with the button in the email. I will hold the time for you until ${until} (Berlin time).`,
    moreTimes: "Book another time",
    dialogLoading: "One moment, I am checking my calendar …",
    dialogOpenPage: "Book on a page of its own instead",
    weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    shortDay: (weekday: string, day: string, month: string) =>
      `${weekday} ${Number(day)} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1]}`,
    calendarHint:
      "Highlighted days have free times. Use the arrow keys to move through the calendar and Enter to choose a day.",
    dayFree: (date: string, selected: boolean) => `${date}, times available${selected ? ", selected" : ""}`,
    dayClosed: (date: string) => `${date}, nothing available`,
  },
  contract: {
    orderButton: { paid: "Book and pay", free: "Register for free", order: "Order and pay" },
    legalNote: {
      before: "My ",
      terms: "terms and conditions",
      middle: " apply, including the withdrawal information. How I handle your data is explained in the ",
      privacy: "privacy policy",
      after: ".",
    },
    earlyStart: {
      label:
        "I expressly request that the service begins before the 14-day withdrawal period ends – the event takes place within that period. I know that if I withdraw I will pay a proportionate amount for the service provided until then, and that my right of withdrawal ends once the service has been provided in full.",
      required:
        "The event starts within the withdrawal period. Please confirm that the service should begin before it ends – otherwise I cannot accept the booking.",
      session: {
        label:
          "I expressly request that the coaching begins before the 14-day withdrawal period ends – my session is within that period. I know that if I withdraw I will pay a proportionate amount for the service provided until then, and that my right of withdrawal ends once the service has been provided in full.",
        required:
          "Your session is within the withdrawal period. Please confirm that the coaching should begin before it ends – otherwise I cannot accept the booking.",
      },
    },
    orderFacts: {
      heading: "Your booking at a glance",
      headingOrder: "Your order at a glance",
      what: "Offer",
      when: "Date",
      where: "Venue",
      validity: "Validity",
      price: "Price",
      cancellation: "Cancellation",
      withdrawal: "Right of withdrawal",
      payment: "Payment",
      cancelEvent: (hours: number, percent: number) =>
        `Free of charge up to ${hours} hours before the start on “My booking”; after that ${percent}% of the price, 100% if you do not show up.`,
      cancelSession: (hours: number, percent: number) =>
        `Cancel or move free of charge up to ${hours} hours before; after that ${percent}% of the fee, 100% if you do not show up.`,
      cancelPackage: (hours: number) =>
        `Cancel any session of the package free of charge up to ${hours} hours before; after that the session is used up.`,
      withdrawalText:
        "14 days from the contract, without giving reasons, through “Withdraw from contract” at the foot of every page. The details are in the withdrawal information (terms § 6).",
      paymentTransfer:
        "By bank transfer: after the click you receive the bank details with a GiroCode, and the invoice with my confirmation.",
      paymentOnline:
        "After the click online (card, SEPA direct debit, PayPal, Apple Pay or Google Pay through Stripe) or by bank transfer with a GiroCode.",
      paymentVoucher:
        "By bank transfer: after the click you receive the bank details with a GiroCode; the voucher follows once the money has arrived.",
    },
    withdrawLink: "Withdraw from contract",
    withdrawal: {
      title: "Withdraw from contract",
      intro:
        "You booked with me and want to withdraw from the contract? Tell me who you are and which booking you mean. In the next step you confirm the withdrawal, and you receive a confirmation of receipt by email straight away.",
      fields: {
        name: "Full name",
        email: "Email address",
        reference: "Booking reference (optional)",
      },
      hints: {
        email: "The address you booked with. The confirmation of receipt goes to it.",
        reference:
          "The eight-character reference from your booking email, for example 3F2A9C1B. If you have only one booking with this address, you can leave it empty.",
      },
      placeholders: { name: "First and last name", email: "you@example.com", reference: "3F2A9C1B" },
      next: "Continue to confirmation",
      checking: "Checking...",
      reviewTitle: "Please check your withdrawal",
      reviewText: "I hereby withdraw from the contract I concluded for the following booking:",
      confirm: "Confirm withdrawal",
      confirming: "Sending...",
      change: "Change details",
      doneTitle: "Your withdrawal has reached me",
      receivedAt: (when: string) => `Received on ${when} (Berlin time).`,
      doneText:
        "I have just sent you a confirmation with these details by email. I will refund what you have paid within 14 days, as shown above.",
      validation: {
        referenceInvalid: "The booking reference has 8 characters: digits and the letters A to F.",
        sessionsRequired: "Please choose what should happen to the sessions you still have booked.",
      },
      contract: {
        booking: "Booking",
        when: "Date",
        endsOn: "Withdrawal period until",
        paid: "Paid so far",
        kept: "Share for services received",
        refund: "You get back",
        started:
          "The event has already begun. I record your withdrawal and check myself whether a share is due under § 357a BGB; you will hear from me.",
        keptNote:
          "You asked for the service to begin during the withdrawal period. For the sessions that have already taken place you therefore pay the proportionate price (§ 357a (2) BGB).",
        sessionsLegend: "What should happen to the package sessions you still have booked?",
        sessionsCancel: (count: number, refund: string) =>
          `Cancel them too (${count === 1 ? "1 session" : `${count} sessions`}): they become free. You get ${refund} back.`,
        sessionsKeep: (refund: string) =>
          `Keep them: the sessions stay booked and are charged proportionately. You get ${refund} back.`,
      },
      refused: {
        unknown:
          "I cannot find a booking with this reference for this email address. Please check both: it must be the address you booked with. Nothing has been changed.",
        unknownNoReference:
          "I cannot find an open booking for this email address. Please check the address or enter the booking reference. Nothing has been changed.",
        ambiguous:
          "There are several bookings with this address. Please enter the reference of the booking you want to withdraw from. Nothing has been changed.",
        cancelled:
          "This booking is already cancelled; there is nothing left to withdraw from. Nothing has been changed.",
        lateTitle: "The withdrawal period has ended",
        late: (endsOn: string) =>
          `The 14-day withdrawal period for this booking ended on ${endsOn}. A withdrawal is no longer possible, and nothing has been changed.`,
        lateCancel:
          "You can still cancel the booking under the terms and conditions (§ 5 and § 5a): with one click on “My booking” (the link is in your booking email) or by email to me. It shows you before the click whether a fee applies.",
      },
      failedTitle: "That did not work",
      error: "Something went wrong. Please try again later or send me an email.",
      rateLimited: "A great many requests came from your connection just now. Please wait a few minutes.",
      alternative: (email: string) => `You can also withdraw informally by email to ${email} or by letter.`,
    },
  },
  mindset: {
    chooseAnswer: "Please choose an answer before you go on.",
    tampered: "I could not read these answers: the form was changed on its way. Please start the test again.",
    loading: "Loading the test …",
    openPage: "Open the mindset test",
    busy: "One moment …",
  },
  journal: {
    start: {
      heading: "Email my result and start a journal",
      text: "I will send you your result by email and set up your personal journal: a place to write down what moves you between our sessions. Only you can open it, with your own link.",
      emailLabel: "Your email address",
      consent: `Yes, store my answers, my result and my journal entries. I understand that they may reveal something about my health (Art. 9 GDPR), and I explicitly agree to them being stored for this. ${brand.coach.firstName} sees an entry only if I share it with her. I can delete everything at any time under “My data”.`,
      privacyLead: "More about this in the",
      privacyLink: "privacy policy",
      submit: "Email my result and start a journal",
      busy: "Sending...",
      sent: {
        title: "Check your inbox",
        text: "I have sent you an email. Confirm it with one click and you will get your result and the link to your journal. Until then nothing is kept for good.",
      },
      errors: {
        consent: "Please confirm that your answers may be stored for this.",
      },
    },
    confirmMail: {
      subject: "Please confirm your mindset journal",
      heading: "Almost there!",
      greeting: "Hello,",
      paragraphs: [
        "you would like your mindset test result by email and to start your journal. So that nobody can set up a journal in your name, please confirm with one click on the button.",
        "The link is valid for 48 hours. If this wasn't you, simply ignore this email – nothing will be stored.",
      ],
      action: "Confirm my journal",
    },
    welcomeMail: {
      subject: "Your result and your mindset journal",
      heading: "Lovely to have you here",
      greeting: "Hello,",
      resultLead: "This is your mindset test result:",
      paragraphs: [
        `From now on you can write down in your journal what moves you. Every entry stays private unless you choose to share it with ${brand.coach.firstName}.`,
        "Keep this email safe: the link is the key to your journal. Please don't pass it on.",
      ],
      action: "Open my journal",
    },
    linkMail: {
      subject: "Your new link to your mindset journal",
      heading: "Your new link",
      greeting: "Hello,",
      paragraphs: [
        "you asked for a new link to your journal. The old link no longer opens it.",
        "Keep this email safe and don't pass the link on.",
      ],
      action: "Open my journal",
    },
    promptsMail: {
      subject: "Start your prompts in your mindset journal",
      heading: "Start your prompts in your journal",
      greeting: "Hello,",
      paragraphs: [
        "you'd like to receive the prompts that come with your booking. You already have a mindset journal, and the prompts belong there: open it with the link below and start the series under “Prompts”. Only there, in your own journal, do you give your consent.",
        "Wasn't you? Then simply ignore this email; nothing in your journal has changed. Don't pass the link on.",
      ],
      action: "Open my journal",
    },
    confirmPage: {
      title: "Confirm your journal",
      heading: "Confirm your journal",
      text: "One more click: confirm here that I may store your result and set up your journal.",
      button: "Confirm my journal",
      busy: "Confirming...",
      alreadyText:
        "Your journal already exists. You will find its link in my email “Your result and your mindset journal”.",
    },
    linkErrors: {
      missing: "This link is incomplete. Please open it straight from my email.",
      invalid: "This link is not valid. Please open it straight from my email.",
      expired: "This link has expired. Feel free to take the mindset test again and ask for a new email.",
      gone: "This request no longer exists. Feel free to take the mindset test again and ask for a new email.",
      closed:
        "This link does not open a journal (any more). Perhaps you have asked for a new link since: please use the one in the latest email.",
    },
    page: {
      title: "My journal",
      heading: "My journal",
      intro: `This is where you write down what moves you between our sessions. Your entries are private; ${brand.coach.firstName} only sees what you share with her.`,
      summaryTitle: "Your result",
      newEntry: "New entry",
      entryLabel: "What is on your mind today?",
      entryHint: "Up to 4,000 characters.",
      share: `share with ${brand.coach.firstName}`,
      shareHint: "Without the tick the entry stays private: only you can see it.",
      save: "Save entry",
      saving: "Saving...",
      saved: "Your entry has been saved.",
      entriesTitle: "Your entries",
      noEntries: "No entries yet. The first sentence is the hardest – and often the loveliest.",
      sharedBadge: `shared with ${brand.coach.firstName}`,
      privateBadge: "private",
      linkTitle: "Your link",
      linkText:
        "This link is the only key to your journal. If someone else might have got hold of it, ask for a new one: the old one stops working and the new one comes by email.",
      newLink: "Request a new link",
      newLinkBusy: "Requesting...",
      newLinkSent: "I have sent you a new link. This one no longer opens your journal.",
      myData: "Delete or download your journal: My data",
      errors: {
        entryRequired: "Please write something before you save.",
        entryTooLong: "Your entry can be at most 4,000 characters long.",
        full: "Your journal is full. Download it under “My data” and start a new one.",
      },
    },
  },
  prompts: {
    consent:
      "Yes, email me one prompt from this series every morning until it ends. I can stop the prompts with one click at any time.",
    journalConsent: `And start a journal for me if I do not have one yet: my entries may say something about my health (Art. 9 GDPR); I expressly consent to their being stored. ${brand.coach.firstName} only sees what I share with her.`,
    section: {
      heading: "Prompts",
      intro: `Small questions from ${brand.coach.firstName}, one every morning by email. You answer them here in your journal – as much or as little as you like.`,
      running: (day: number, total: number) => `Day ${day} of ${total}`,
      days: (total: number) => `${total} ${total === 1 ? "day" : "days"}`,
      start: "Start the prompts",
      startLabel: (name: string) => `Start the prompts: ${name}`,
      starting: "Starting...",
      started: "Lovely to have you with me! Your first prompt is already on its way to your inbox.",
      already: "This series is already running for you.",
      stop: "Stop the prompts",
      stopLabel: (name: string) => `Stop the prompts: ${name}`,
      consentError: "Please confirm that I may email you the prompts.",
      unknown: "This prompt series does not exist (any more). Please reload the page.",
    },
    answer: {
      lead: (day: number) => `Prompt for day ${day}`,
      entryFor: (day: number, text: string) => `In answer to the prompt for day ${day}: ${text}`,
    },
    mail: {
      subject: (name: string, day: number) => `Your prompt for today – ${name}, day ${day}`,
      heading: (day: number, total: number) => `Day ${day} of ${total}`,
      greeting: "Good morning,",
      lead: "here is your prompt for today:",
      after:
        "Take a few quiet minutes and write your thoughts in your journal. Nobody reads along unless you share your entry.",
      action: "Answer in my journal",
      stop: (url: string) => `No more prompts? Stop them here with one click: ${url}`,
    },
    stopPage: {
      title: "Stop the prompts",
      heading: "Stop the prompts",
      text: (name: string) =>
        `Would you rather not receive any more prompts from “${name}”? One click is enough. Your journal and your entries stay just as they are.`,
      button: "Stop the prompts",
      busy: "Stopping...",
      done: "Done: you will not receive any more prompts from this series. Your journal stays yours.",
      already: "These prompts have already been stopped. You will not receive any more emails from this series.",
      invalid: "This link is not valid. Please open it straight from my email.",
      missing: "This link is incomplete. Please open it straight from my email.",
      gone: "These prompts no longer exist: no more emails will come.",
    },
    bookingPage: {
      title: "Start the prompts",
      heading: (name: string) => `Prompts: ${name}`,
      text: (total: number) =>
        `Your booking comes with a small series of prompts: for ${total} ${total === 1 ? "day" : "days"}, one question by email every morning, which you answer in your personal journal. Entirely optional, and you can stop it with one click at any time.`,
      offer: (name: string) => `Your booking comes with the prompt series “${name}”.`,
      offerLink: "See and start the prompts",
      unavailable: "There are no prompts to start for this booking (at the moment).",
      sentTitle: "Check your inbox",
      sent: "Thank you! We've sent an email to your booking's address: with your first prompt and the link to your personal journal, or, if you already have a journal, with the link to it, where you start the prompts. Only its own link opens your journal.",
      privacyLead: "More about this in the",
      privacyLink: "privacy policy",
    },
  },
  intake: {
    title: "A few questions beforehand",
    hint: "So that I can prepare well for our conversation. Only I read your answers.",
    optional: "(optional)",
    required: (label: string) => `Please answer this question too: “${label}”`,
    tooLong: (max: number) => `Please keep it a little shorter (at most ${max} characters).`,
    invalid: "This answer contains characters I cannot store. Please write it again.",
    eventHint: "So that I can prepare well for you and the day. Only I read your answers.",
    yes: "Yes",
    no: "No",
    choose: (label: string) => `For “${label}”, please choose one of the answers offered.`,
  },
  blog: {
    listTitle: "Thoughts, stories and small exercises",
    listIntro: "What moves me in my work, around mindset, meaning and the future. Take what does you good.",
    readMore: (title: string) => `Read more: ${title}`,
    readMoreShort: "Read more",
    back: "All posts",
    publishedOn: (date: string) => `Published on ${date}`,
    feed: "Subscribe to the blog (Atom feed)",
    feedTitle: "Blog",
    germanOnly: "This post has only been published in German.",
    notFoundTitle: "This post does not exist",
    notFoundText: "Perhaps its address has changed. You will find every post on the blog.",
  },
  course: {
    summary: (n: number, day: string) => `${n} dates from ${day}`,
    datesHeading: "All dates",
    datesIntro: (n: number) => `One course, one booking: your place covers all ${n} dates.`,
    dateLabel: (n: number) => `Date ${n}`,
    online: "Online",
    yourDates: "Your dates",
    missTitle: "Going to miss a date?",
    missText:
      "Let me know beforehand and I will keep a make-up place for you: the same session in another run of this course, as long as places are free there.",
    missButton: (label: string) => `I can't make ${label}`,
    missed: "You have sent your apologies",
    missedToast: { title: "Thank you for letting me know", text: "Below you will find where you can make it up." },
    makeupOptions: "You can make it up here:",
    makeupNone: "Right now no other run has a free place on this date. Write to me and we will find a way.",
    makeupButton: (date: string) => `Take the make-up place on ${date}`,
    makeupTaken: (date: string) => `Your make-up place: ${date}`,
    makeupToast: { title: "Make-up place booked", text: "Your place on this date is safe. See you soon!" },
    makeupRefused: "Sorry, this make-up place is no longer free or has already been taken.",
    missRefused: "This date has already begun or you have already sent your apologies.",
    certificateTitle: "Certificate of attendance",
    certificateText: "Your course is over. Here is your certificate with the dates you attended.",
    certificateButton: "Certificate of attendance (PDF)",
    checkinTitle: "Check-in",
    checkinText: (date: string) => `Lovely to have you here! Check in for today's session: ${date}.`,
    checkinButton: "I'm here",
    checkinDone: "Thank you, you are checked in for today.",
    checkinNone: "There is no session of this course today that you could check in for.",
    present: "Attended",
    absent: "Missed",
    pdf: {
      title: "Certificate of Attendance",
      confirms: (name: string, title: string) => `I hereby confirm that ${name} took part in the course “${title}”.`,
      attended: (n: number, of: number) => `Attended ${n} of ${of} sessions:`,
      content: "Course content",
      signature: (place: string, date: string) => `${place}, ${date}`,
      role: "Coach and course leader",
      fileName: "certificate-of-attendance",
      notAvailable:
        "The certificate is available once the course is over and your attendance has been recorded. Write to me if anything is missing.",
    },
  },
} satisfies Partial<Catalogue>;
