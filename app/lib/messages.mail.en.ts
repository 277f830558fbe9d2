import type { Widen } from "./widen";
import { bookingFacts } from "./messages.en";
import type { mailMessages } from "./messages.mail";

/** The visitor's booking and waiting-list e-mails in English, in the German catalogue's shape. */
export const mailMessagesEn = {
  signature: "Warm regards",
  nextEvents: { heading: "Upcoming dates", time: (start: string, end: string) => `${start}–${end}` },
  rows: { ...bookingFacts, seats: "Places", session: "Session", package: "Package" },
  termsFrom: (heading: string, url: string) => `${heading} (from the terms and conditions, ${url}):`,
  confirmation: {
    subject: (title: string) => `Please confirm your email address: ${title}`,
    heading: "Please confirm your email address",
    greeting: "Hello,",
    paragraphs: (title: string, until: string) => [
      `lovely that you want to join “${title}”! Your booking has reached me.`,
      `Please confirm your email address with a click on the button below. I will hold your places for you until ${until} (Berlin time); after that the system releases them for others.`,
      "On the same page you will later find everything about your booking: the date for your calendar, the payment status and the option to cancel. So please keep this email.",
      "You did not book anything? Then someone mistyped their address. You do not need to do anything; the reservation lapses by itself.",
    ],
    sessionParagraphs: (title: string, until: string) => [
      `lovely that you are taking time for “${title}”! Your request for a session has reached me.`,
      `Please confirm your email address with a click on the button below. I will hold the time for you until ${until} (Berlin time); after that others can book it again.`,
      "On the same page you will later find everything about your session: the time for your calendar and the links to move or cancel it. So please keep this email.",
      "You did not book anything? Then someone mistyped their address. You do not need to do anything; the reservation lapses by itself.",
    ],
    packageParagraphs: (title: string, until: string) => [
      `lovely that you chose “${title}”! Your order has reached me.`,
      `Please confirm your email address with a click on the button below. I will hold the package for you until ${until} (Berlin time); after that the reservation lapses.`,
      "On the same page you will later book your package's sessions and see how many are left and the payment status. So please keep this email.",
      "You did not order anything? Then someone mistyped their address. You do not need to do anything; the reservation lapses by itself.",
    ],
    action: "Confirm email address",
  },
  cancellation: {
    subject: (title: string) => `Cancellation confirmed: ${title}`,
    heading: "Your cancellation has reached me",
    greeting: (name: string) => `Hello ${name},`,
    text: (title: string) => `you have cancelled your booking for “${title}”; your places have been released.`,
    fee: (hours: number, percent: number, fee: string) =>
      `As the cancellation reached me less than ${hours} hours before the start, a fee of ${percent}% is due under my terms and conditions: ${fee}.`,
    free: "The cancellation is free of charge for you.",
    creditUsed: (hours: number) =>
      `As the cancellation reached me less than ${hours} hours before the session, my terms and conditions count this session of your package as used.`,
    creditBack: "The cancellation is free of charge for you: the session is back in your package.",
    withdrawn:
      "You have withdrawn from the contract: this is free of charge for you, and I will transfer back whatever you have already paid.",
    closing: "A pity it does not work out this time. Perhaps we will meet at another event – I would love that!",
    sessionText: (title: string) => `you have cancelled your session “${title}”; the time is free again.`,
    sessionClosing:
      "A pity it does not work out this time. If you like, simply choose a new time – I look forward to seeing you!",
    action: "View booking",
  },
  /** A 1:1 session moved on "My booking" (decision 0151). */
  sessionMoved: {
    subject: (title: string, date: string) => `New time: ${title} on ${date}`,
    heading: "Your session has moved",
    greeting: (name: string) => `Hi ${name},`,
    paragraphs: (title: string, before: string) => [
      `you have moved "${title}": instead of ${before}, we will now meet at the new time below. The old time is free again.`,
      "The new time for your calendar is attached. I am looking forward to seeing you!",
    ],
    byCoachParagraphs: (title: string, before: string) => [
      `I have moved your session "${title}": instead of ${before}, we will now meet at the new time below. If it does not suit you, just reply to this e-mail and we will find another.`,
      "The new time for your calendar is attached. I am looking forward to seeing you!",
    ],
    action: "My booking",
  },
  reminder: {
    subject: (title: string, date: string) => `Reminder: ${title} on ${date}`,
    heading: "It's nearly time",
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (title: string) => [
      `in two days it's time: “${title}”. I am really looking forward to seeing you!`,
      "Here are all the details once more. If something comes up, the button below takes you to your booking, where you can view or cancel it – or send a substitute.",
    ],
    sessionParagraphs: (title: string) => [
      `in two days it's time for our session “${title}”. I am really looking forward to seeing you!`,
      "Here are all the details once more. If something comes up, the button below takes you to your session, where you can view, move or cancel it.",
    ],
    action: "My booking",
  },
  eventMessage: {
    greeting: (name: string) => `Hello ${name},`,
    yourBooking: "Your booking at a glance:",
    action: "My booking",
  },
  claimed: {
    subject: (title: string) => `Your booking: ${title}`,
    heading: "Your booking is in",
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (title: string, confirmedAtOnce = false) => [
      `how lovely that it worked out after all: you are joining “${title}”! ${confirmedAtOnce ? "Your booking is final; the confirmation with everything about payment follows in a separate email right away." : "Your booking now only waits for my confirmation."}`,
      "You will find the date as a calendar file attached. The button takes you to your booking at any time.",
    ],
    action: "My booking",
  },
  waitlistJoined: {
    subject: (title: string) => `Waiting list: ${title}`,
    heading: "You are on the waiting list",
    greeting: "Hello,",
    paragraphs: (title: string, tickets: number, hours: number) => [
      `you are now on the waiting list for “${title}” (${tickets} ${tickets === 1 ? "place" : "places"}).`,
      `As soon as places become free, I will write to you. You then have ${hours} hours to book them with one click – after that they go to the next person.`,
      "You did not put your name down? Then someone mistyped their address. Just reply to this email and I will delete the entry.",
    ],
    action: "Go to the event",
  },
  waitlistOffer: {
    subject: (title: string) => `Place available: ${title}`,
    heading: "A place has become free",
    greeting: "Hello,",
    paragraphs: (title: string, tickets: number, until: string) => [
      `good news: ${tickets === 1 ? "a place has" : `${tickets} places have`} become free for “${title}”, and you are next in line.`,
      `I will hold ${tickets === 1 ? "it" : "them"} for you until ${until} (Berlin time). The button takes you to the booking – there you book with one click.`,
      "You can no longer make it? Then you do not need to do anything: when the time is up, the offer goes to the next person.",
    ],
    action: "View and book the places",
  },
  sessionOffer: {
    subject: (title: string, date: string) => `Time available: ${title} on ${date}`,
    heading: "A time has become free",
    greeting: (name: string) => `Hi ${name},`,
    paragraphs: (title: string, until: string) => [
      `you asked to hear when a time for "${title}" opens up – one just has, and you are next in line.`,
      `I will hold it for you until ${until} (Berlin time). The button takes you to the time: enter your details there and book it.`,
      "It does not suit you after all? Then you do not need to do anything: when the time is up, it goes to the next person.",
    ],
    rows: { title: "Appointment", date: "Date", time: "Time (Germany)", place: "Place" },
    action: "View and book the time",
  },
  waitlistEventCancelled: {
    subject: (title: string) => `Cancelled: ${title}`,
    heading: "Unfortunately, the event cannot take place",
    greeting: "Hello,",
    paragraphs: (title: string) => [
      `unfortunately I have to cancel “${title}” – I am truly sorry. The waiting list is closed with it; there is nothing you need to do.`,
      "If you like, simply reply to this email, and I will let you know as soon as there is a new date.",
    ],
    action: "See other dates",
  },
  status: {
    confirmedSubject: (title: string) => `Your booking is confirmed: ${title}`,
    confirmedHeading: "Your booking is confirmed",
    confirmedText: (title: string) =>
      `I am delighted: your booking for “${title}” is now confirmed as binding. Your place is reserved for you.`,
    sessionConfirmedSubject: (title: string, date: string) => `Your session is confirmed: ${title} on ${date}`,
    sessionConfirmedHeading: "Your session is confirmed",
    sessionConfirmedText: (title: string) =>
      `I am delighted: your session “${title}” is confirmed and the time is reserved for you. You will find it attached for your calendar.`,
    packageConfirmedSubject: (title: string) => `Your package is confirmed: ${title}`,
    packageConfirmedHeading: "Your package is confirmed",
    packageConfirmedText: (title: string) =>
      `I am delighted: your package “${title}” is confirmed. You can now book its sessions on “My booking”.`,
    manageText: "On “My booking” you can see everything about your session, move it or cancel it:",
    manageAction: "My booking",
    linksHeading: "Your links for the session",
    meetingDetail: "at the agreed time",
    manageDetail: "view, move or cancel",
    paidOnlineText: (amount: string, date: string) =>
      `Your online payment of ${amount} arrived on ${date}, thank you! Nothing is left to pay.`,
    meetingText:
      "Our session takes place online. At the agreed time, the button below takes you to my video room; all you need is your browser.",
    meetingAction: "Open the video room",
    cancelledSubject: (title: string) => `Your booking has been cancelled: ${title}`,
    cancelledHeading: "Your booking has been cancelled",
    cancelledText: (title: string) =>
      `your booking for “${title}” has been cancelled. If this comes as a surprise or you are looking for another date, simply reply to this email – I am happy to help.`,
    eventCancelledSubject: (title: string) => `Cancelled: ${title}`,
    eventCancelledHeading: "Unfortunately, the event cannot take place",
    eventCancelledText: (title: string) =>
      `unfortunately I have to cancel “${title}” – I am truly sorry. Your booking is therefore cancelled free of charge, and anything you have already paid will be refunded in full. If you like, simply reply to this email, and I will let you know as soon as there is a new date.`,
    greeting: (name: string) => `Hello ${name},`,
    closing: "I am looking forward to seeing you!",
  },
  failedPayment: {
    subject: (title: string) => `Your direct debit for “${title}” did not go through`,
    heading: "Your payment did not work",
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (amount: string) => [
      `your bank did not honour the direct debit of ${amount}, so nothing was taken from your account. Your booking is therefore cancelled and the places are free again.`,
      "Would you still like to come? Then you are welcome to book again while places are free, and pay by card or bank transfer. If you have questions, simply reply to this email.",
    ],
    action: "To the event",
  },
  latePayment: {
    subject: (title: string) => `Your payment for “${title}” is on its way back`,
    heading: "Your payment arrived too late",
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (amount: string) => [
      `your online payment of ${amount} reached me, but only after your reservation had ended (or the booking was cancelled). The places were free again by then, so this booking does not stand.`,
      "I have refunded the full amount. It will be back in your account or on your card within the next few days, the same way you paid.",
      "If places are still free, you are welcome to book again. If you have questions, simply reply to this email.",
    ],
    ownParagraphs: (amount: string) => [
      `your online payment of ${amount} reached me, but only after your reservation had ended (or the booking was cancelled), so this booking does not stand.`,
      "I have refunded the full amount. It will be back in your account or on your card within the next few days, the same way you paid.",
      "If you like, simply book again. If you have questions, simply reply to this email.",
    ],
    action: "To the event",
  },
  withdrawal: {
    subject: "Confirmation of receipt: your withdrawal",
    heading: "Your withdrawal has reached me",
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: (when: string) => [
      `I hereby confirm that your withdrawal reached me on ${when} (Berlin time).`,
      "If the booking is stored with me under this reference and address, I will cancel it free of charge and refund any money already paid within 14 days, by the same means you paid with.",
      "You did not declare this withdrawal? Then please reply briefly to this email.",
    ],
    rows: { name: "Name", email: "Email", reference: "Booking reference", receivedAt: "Received on" },
    declaration: "Declaration: I hereby withdraw from the contract I concluded for the booking named.",
  },
  voucher: {
    rows: {
      reference: "Order number",
      amount: "Amount",
      recipient: "For",
      delivery: "Delivery",
      code: "Voucher code",
      validUntil: "Valid until",
      paidOn: "Paid on",
      vat: "VAT",
    },
    toBuyer: "to you",
    toRecipientOn: (email: string, day: string) => `to ${email} on ${day}`,
    toRecipientNow: (email: string) => `to ${email}, as soon as it is paid`,
    order: {
      subject: "Your voucher order",
      heading: "Thank you for your order",
      greeting: (name: string) => `Hello ${name},`,
      paragraphs: (recipient: string) => [
        `How lovely that you are giving ${recipient} some time for themselves! Here are your details once more.`,
        "As soon as your money has arrived, I will send the voucher as a PDF with its code.",
      ],
    },
    paid: {
      subject: "Your voucher is paid",
      heading: "Your money has arrived",
      greeting: (name: string) => `Hello ${name},`,
      toBuyer: "Thank you, your money has arrived! The voucher is attached as a PDF, to print or to forward.",
      toRecipient: (recipient: string, when: string) =>
        `Thank you, your money has arrived! I will send the voucher to ${recipient} ${when}.`,
      receipt:
        "This email is also your receipt. A value voucher is a multi-purpose voucher: VAT is due only when it is redeemed (section 3 (15) of the German VAT Act), so this receipt shows no VAT.",
      noVat: "none (multi-purpose voucher, section 3 (15) UStG)",
    },
    delivery: {
      subject: (from: string) => `A voucher from ${from} for you`,
      heading: "A voucher for you",
      greeting: (name: string) => `Hello ${name},`,
      paragraphs: (from: string) => [
        `${from} is giving you time for yourself: a voucher for my workshops, seminars or a one-to-one coaching session. You will find it attached as a PDF.`,
        "Using it is easy: enter the code in the \u201cVoucher or discount code\u201d field when you book. Whatever is left stays on the voucher.",
      ],
      action: "See what I offer",
    },
    pdf: {
      title: "Gift voucher",
      worth: (amount: string) => `worth ${amount}`,
      forName: (name: string) => `for ${name}`,
      fromName: (name: string) => `from ${name}`,
      code: "Your code",
      validUntil: (day: string) => `Valid until ${day} for workshops, seminars and one-to-one coaching.`,
      howTo: (site: string) =>
        `How to use it: book on ${site} and enter the code in the \u201cVoucher or discount code\u201d field. Whatever is left stays on the voucher.`,
      filename: "voucher.pdf",
    },
  },
  contractTerms: {
    intro: (agbVersion: string) =>
      `My terms and conditions in the version of ${agbVersion} apply to your booking. Below you find the information on your right of withdrawal and the model withdrawal form; both, and the terms and conditions in full (in German, the binding version), are attached as PDFs to keep and print (withdrawal-information.pdf, agb.pdf).`,
    withdrawFunction: (url: string) => `You can also withdraw directly online: ${url}`,
    earlyStart: (when: string) =>
      `On ${when} (Berlin time) you expressly requested that the service begins before the withdrawal period ends.`,
  },
  sessionMails: {
    checkinHeading: "See you soon",
    followupHeading: "Lovely that you came",
    greeting: (name: string) => `Hello ${name},`,
    openJournal: "Open my journal",
    myBooking: "My booking",
  },
  nextStep: {
    subject: "Your next small step",
    heading: "Your next small step",
    intro: "thank you for our conversation. Here is the small step you can take before we meet again:",
    outro: "It does not have to go perfectly. If you like, tell me how it went: just reply to this e-mail.",
  },
  journalShared: {
    subject: "A journal entry was shared with you",
    heading: "New shared entry",
    paragraphs: [
      "an entry in a mindset journal has just been shared with you. Further entries shared within the next half hour are not announced by an e-mail of their own.",
      "You can read the entry in the back office; on purpose, this e-mail contains nothing of it.",
    ],
    action: "Mindset journal in the back office",
  },
} satisfies Widen<typeof mailMessages>;
