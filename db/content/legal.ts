import { brand } from "../../app/config/brand.ts";
import { COACHING_TERMS } from "../../app/config/coaching.ts";
import type { PageCopy } from "./types.ts";

const host = (url: string) => new URL(url).host;

/**
 * The legal pages as delivered (generated once from the former page code, decision 0031). German only: the
 * English site shows them in German under an English heading, since the German text is binding. The
 * English of each row is left empty, so the editor marks it "Englisch fehlt".
 */
export const agb = {
  meta: {
    title: ["AGB: Allgemeine Geschäftsbedingungen", `Terms and conditions`],
    description: [
      `Allgemeine Geschäftsbedingungen von ${brand.productName}: Vertragsschluss, Preise inkl. MwSt., Zahlung per Überweisung oder PayPal, Stornierung, Haftung und Widerrufsrecht.`,
      `The terms and conditions of ${brand.productName} (in German): contract formation, prices incl. VAT, payment by bank transfer or PayPal, cancellation, liability and right of withdrawal.`,
    ],
  },
  hero: {
    eyebrow: [`Rechtliches`, "Legal"],
    title: [`Allgemeine Geschäftsbedingungen`, "Terms and conditions"],
  },
  geltungsbereich: {
    title: [`§ 1 Geltungsbereich`, ""],
    body: [
      `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Leistungen von ${brand.productName}, Inhaberin ${brand.legal.responsibleForContent} (im Folgenden „Anbieterin“), mit ihren Kundinnen und Kunden (im Folgenden „Kundin“ oder „du“). Sie gelten für Verbraucher im Sinne des § 13 BGB ebenso wie für Unternehmer im Sinne des § 14 BGB, soweit im Einzelnen nichts anderes bestimmt ist.

Abweichende Bedingungen der Kundin gelten nur, wenn die Anbieterin ihnen ausdrücklich in Textform zugestimmt hat. Für Online Kurse auf der Academy-Plattform gelten ergänzend die dort veröffentlichten Nutzungsbedingungen.`,
      "",
    ],
  },
  gegenstand: {
    title: [`§ 2 Vertragsgegenstand`, ""],
    body: [
      `Die Anbieterin erbringt Dienstleistungen im Bereich Coaching, Training und Vortrag, insbesondere:

- Einzelcoaching (eine Sitzung dauert 60 bis 90 Minuten), vor Ort in Braunschweig oder München oder online,
- Gruppenworkshops (3 bis 4 Stunden) und Veranstaltungen,
- Keynotes (30 bis 60 Minuten), Impulsvorträge und Inhouse Trainings für Unternehmen,
- ein kostenloses, unverbindliches Erstgespräch von 30 Minuten.

Coaching ist ein Beratungs- und Begleitungsprozess. Es ist keine Psychotherapie, keine Heilbehandlung und keine Rechts- oder Steuerberatung und ersetzt diese nicht. Die Anbieterin schuldet eine fachgerechte Durchführung, nicht jedoch einen bestimmten Erfolg.`,
      "",
    ],
  },
  vertragsschluss: {
    title: [`§ 3 Vertragsschluss`, ""],
    body: [
      `Die Darstellung der Leistungen und Veranstaltungen auf dieser Website ist kein rechtlich bindendes Angebot, sondern eine Einladung, eine Anfrage oder Buchung abzugeben.

1. **Veranstaltungen, Termine und Pakete auf dieser Website:** Im Buchungsformular gibst du mit dem Klick auf „Zahlungspflichtig buchen“ (bei kostenlosen Angeboten „Kostenlos anmelden“) ein verbindliches Angebot ab; die gewählten Plätze oder die gewählte Zeit sind dann für dich reserviert. Du erhältst eine E-Mail mit einem Link zu deiner Buchung, über den du mit „E-Mail-Adresse bestätigen“ deine E-Mail-Adresse bestätigst. Bestätigst du nicht innerhalb von 15 Minuten, verfällt die Reservierung und dein Angebot erlischt. Der Vertrag kommt zustande, wenn die Anbieterin die Buchung per E-Mail bestätigt; bei Angeboten, die sofort fest gebucht werden, geschieht das automatisch, sobald du deine E-Mail-Adresse bestätigt oder online bezahlt hast.
2. **Warteliste:** Ist eine Veranstaltung ausgebucht, kannst du dich auf die Warteliste setzen. Werden Plätze frei, erhält die erste Person auf der Liste, für die die freien Plätze reichen, eine E-Mail und kann die Plätze 24 Stunden lang mit einem Klick verbindlich buchen; danach geht das Angebot an die nächste Person. Ein Anspruch auf einen Platz besteht nicht.
3. **Coaching, Vorträge und Trainings:** Der Vertrag kommt durch die Bestätigung eines individuell vereinbarten Termins oder Angebots in Textform (zum Beispiel per E-Mail) zustande.

Die Vertragssprache ist Deutsch. Der Vertragstext wird nicht gesondert gespeichert; du erhältst alle Angaben per E-Mail.`,
      "",
    ],
  },
  preise: {
    title: [`§ 4 Preise und Zahlung`, ""],
    body: [
      `Es gelten die zum Zeitpunkt der Buchung angegebenen Preise. Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer. Bei Veranstaltungen errechnet sich der Gesamtpreis aus dem Preis pro Platz multipliziert mit der Anzahl der gebuchten Plätze.

Die Zahlung erfolgt wahlweise

- per Banküberweisung auf das in der Rechnung angegebene Konto oder
- per PayPal.

Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug fällig, spätestens jedoch vor Beginn der Veranstaltung bzw. des Termins. Reisekosten für Vorträge und Inhouse Trainings außerhalb von Braunschweig werden gesondert vereinbart.`,
      "",
    ],
  },
  stornierung: {
    title: [`§ 5 Stornierung`, ""],
    body: [
      `Für die Absage gebuchter Termine und Veranstaltungen durch die Kundin gilt:

- Bis 48 Stunden vor dem Termin kannst du kostenfrei stornieren.
- Bei einer Stornierung weniger als 48 Stunden vor dem Termin werden 50 % des Honorars fällig.
- Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig.
- Ein Kurs mit mehreren Terminen ist ein Vertrag über den ganzen Kurs: Du buchst, stornierst und widerrufst ihn als Ganzes, mit einer Rechnung. Die Fristen zählen ab dem ersten Termin; einzelne Termine, die du nicht wahrnimmst, werden nicht erstattet, du kannst sie aber nach vorheriger Absage auf „Meine Buchung“ in einem anderen Durchgang nachholen, solange dort Plätze frei sind.

Du kannst bis zum Beginn der Veranstaltung mit einem Klick auf der Seite „Meine Buchung“ stornieren, die du über den Link in deiner Buchungs-E-Mail erreichst; dort steht vor dem Klick, ob und welche Gebühr anfällt. Außerdem ist eine Stornierung in Textform möglich, zum Beispiel per E-Mail. Maßgeblich ist der Zeitpunkt des Klicks bzw. der Eingang der Nachricht.

Du kannst jederzeit kostenfrei eine Ersatzperson benennen, die deinen Platz bei einer Veranstaltung übernimmt.

Der Kundin bleibt der Nachweis unbenommen, dass der Anbieterin kein oder ein wesentlich geringerer Schaden entstanden ist. Das gesetzliche Widerrufsrecht (§ 6) bleibt von diesen Regelungen unberührt.

Muss die Anbieterin einen Termin aus wichtigem Grund absagen, etwa wegen Krankheit oder zu geringer Teilnehmerzahl, informiert sie dich so früh wie möglich. Bereits gezahlte Beträge werden vollständig erstattet oder auf Wunsch auf einen Ersatztermin angerechnet. Weitergehende Ansprüche bestehen nur im Rahmen von § 8.`,
      "",
    ],
  },
  // The 1:1 side's own rules; the hours come from one constant (app/config/coaching.ts, decision 0151).
  coaching: {
    title: [`§ 5a Einzelcoaching, Erstgespräch und Pakete`, `§ 5a One-to-one coaching, intro calls and packages`],
    body: [
      `Für Einzelcoachings und Erstgespräche, die du über „Termin buchen“ oder mit einem Paket buchst, gilt abweichend von § 5:

- Bis zu der Frist, die beim Buchen für die Terminart genannt ist (in der Regel ${COACHING_TERMS.freeChangeHours} Stunden vor dem Termin), kannst du ihn kostenfrei absagen oder auf „Meine Buchung“ auf eine andere freie Zeit verschieben.
- Danach ist kein Verschieben mehr möglich. Sagst du später ab, werden ${COACHING_TERMS.lateCancellationFeePercent} % des Honorars fällig; bei einem Termin aus einem Paket ist die Einheit verbraucht.
- Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig; bei einem Termin aus einem Paket ist die Einheit verbraucht.

Ein Paket kaufst du einmal und buchst seine Termine dann selbst auf „Meine Buchung“. Einlösen kannst du die Einheiten, sobald ich deine Paketbuchung bestätigt habe, und bis zu dem Datum, das dort unter „Gültig bis“ steht; der Termin muss spätestens an diesem Tag stattfinden. Danach verfallen nicht genutzte Einheiten. Sagst du einen Paket-Termin rechtzeitig ab, bekommst du die Einheit zurück.`,
      `For one-to-one sessions and intro calls booked through "Book a session" or with a package, the following applies instead of § 5:

- You can cancel free of charge, or move the session to another free time on "My booking", up to the notice stated for its kind when you book (usually ${COACHING_TERMS.freeChangeHours} hours before it starts).
- After that, moving is no longer possible. If you cancel later, ${COACHING_TERMS.lateCancellationFeePercent}% of the fee is due; for a session from a package, the session is used up.
- If you do not show up without cancelling, 100% of the fee is due; for a session from a package, the session is used up.

You buy a package once and then book its sessions yourself on "My booking". You can use them once I have confirmed your package booking, and until the date shown there under "Valid until"; the session must take place on that day at the latest. Sessions not used by then expire. If you cancel a package session in time, you get the session back.`,
    ],
  },
  widerruf: {
    title: [`§ 6 Widerrufsrecht für Verbraucher`, `§ 6 Right of withdrawal for consumers`],
    body: [
      `Verbraucherinnen und Verbrauchern steht bei Verträgen, die über diese Website, per E-Mail oder Telefon geschlossen werden (Fernabsatzverträge), ein gesetzliches Widerrufsrecht zu. Die folgende Belehrung und das Formular geben die gesetzlichen Muster (Anlage 1 und 2 zu Art. 246a EGBGB) im Wortlaut wieder; deshalb sprechen sie dich hier mit „Sie“ an.

Du kannst den Widerruf auch über die Schaltfläche „Vertrag widerrufen“ erklären, die du unten auf jeder Seite dieser Website findest. Beginnt eine Veranstaltung innerhalb der Widerrufsfrist, fragt dich das Buchungsformular, ob die Leistung schon vor Ablauf der Frist beginnen soll; ohne dieses Verlangen kann ich die Buchung nicht annehmen.

### Widerrufsbelehrung

**Widerrufsrecht**

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${brand.productName}, Inhaberin ${brand.coach.name}, ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}, Telefon ${brand.contact.phoneDisplay}, E-Mail [${brand.contact.email}](mailto:${brand.contact.email})) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können das Muster-Widerrufsformular oder eine andere eindeutige Erklärung auch auf unserer Webseite (${brand.siteUrl}/widerruf) elektronisch ausfüllen und übermitteln. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

**Folgen des Widerrufs**

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.

**Vorzeitiges Erlöschen des Widerrufsrechts**

Das Widerrufsrecht erlischt bei einem Vertrag über die Erbringung von Dienstleistungen mit der vollständigen Erbringung der Dienstleistung, wenn Sie vor Beginn der Erbringung ausdrücklich zugestimmt haben, dass wir mit der Erbringung der Dienstleistung vor Ablauf der Widerrufsfrist beginnen, und Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit vollständiger Vertragserfüllung durch uns erlischt.

### Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

– An ${brand.productName}, Inhaberin ${brand.coach.name}, ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}, E-Mail ${brand.contact.email}:
– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)
– Bestellt am (*)/erhalten am (*)
– Name des/der Verbraucher(s)
– Anschrift des/der Verbraucher(s)
– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
– Datum

(*) Unzutreffendes streichen.`,
      `Consumers have a statutory right of withdrawal from contracts concluded through this website, by e-mail or by phone (distance contracts). Below is the model text of the EU Consumer Rights Directive (Annex I), filled in for my services, as a translation; the German text on the German page (/agb) is the binding one.

You can also withdraw with the button “Withdraw from contract” at the bottom of every page of this website. If an event begins within the withdrawal period, the booking form asks whether the service should begin before the period ends; without this request I cannot accept the booking.

### Information on the right of withdrawal

**Right of withdrawal**

You have the right to withdraw from this contract within 14 days without giving any reason.

The withdrawal period will expire after 14 days from the day of the conclusion of the contract.

To exercise the right of withdrawal, you must inform us (${brand.productName}, owner ${brand.coach.name}, ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}, Germany, telephone ${brand.contact.phone}, e-mail [${brand.contact.email}](mailto:${brand.contact.email})) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the attached model withdrawal form, but it is not obligatory. You can also electronically fill in and submit the model withdrawal form or any other unequivocal statement on our website (${brand.siteUrl}/en/widerruf). If you use this option, we will communicate to you an acknowledgement of receipt of such a withdrawal on a durable medium (e.g. by e-mail) without delay.

To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.

**Effects of withdrawal**

If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.

If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated us your withdrawal from this contract, in comparison with the full coverage of the contract.

**Early expiry of the right of withdrawal**

For a contract for services, the right of withdrawal expires once the service has been provided in full if, before performance began, you expressly agreed that we begin the performance before the withdrawal period ends and acknowledged that you lose your right of withdrawal once we have fully performed the contract.

### Model withdrawal form

(complete and return this form only if you wish to withdraw from the contract)

— To ${brand.productName}, owner ${brand.coach.name}, ${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}, Germany, e-mail ${brand.contact.email}:
— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),
— Ordered on (*)/received on (*),
— Name of consumer(s),
— Address of consumer(s),
— Signature of consumer(s) (only if this form is notified on paper),
— Date

(*) Delete as appropriate.`,
    ],
  },
  mitwirkung: {
    title: [`§ 7 Mitwirkung und Eigenverantwortung`, ""],
    body: [
      `Coaching lebt von deiner aktiven Mitarbeit. Du entscheidest selbst, welche Impulse du umsetzt, und trägst die Verantwortung für deine Entscheidungen und Handlungen innerhalb und außerhalb der Sitzungen.

Befindest du dich in psychotherapeutischer oder ärztlicher Behandlung oder leidest du an einer psychischen Erkrankung, teile dies der Anbieterin bitte vor Beginn des Coachings mit, damit gemeinsam geprüft werden kann, ob ein Coaching derzeit sinnvoll ist.`,
      "",
    ],
  },
  haftung: {
    title: [`§ 8 Haftung`, ""],
    body: [
      `Die Anbieterin haftet unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie für Schäden, die auf Vorsatz oder grober Fahrlässigkeit der Anbieterin, ihrer gesetzlichen Vertreter oder Erfüllungsgehilfen beruhen, und nach dem Produkthaftungsgesetz.

Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten (Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst) ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.

Für die Anreise zu Veranstaltungen und für mitgebrachte Gegenstände übernimmt die Anbieterin keine Haftung, soweit nicht einer der vorgenannten Fälle vorliegt.`,
      "",
    ],
  },
  vertraulichkeit: {
    title: [`§ 9 Vertraulichkeit und Urheberrecht`, ""],
    body: [
      `Die Anbieterin behandelt alle Informationen aus dem Coaching streng vertraulich, auch über das Vertragsende hinaus. Ausgenommen sind Fälle, in denen eine gesetzliche Pflicht zur Offenlegung besteht. Wie personenbezogene Daten verarbeitet werden, erklärt die [Datenschutzerklärung](/datenschutz).

Arbeitsblätter, Präsentationen und sonstige Unterlagen sind urheberrechtlich geschützt. Du darfst sie für deinen persönlichen Gebrauch nutzen, aber nicht ohne Zustimmung vervielfältigen, weitergeben oder veröffentlichen. Ton-, Bild- und Videoaufnahmen von Sitzungen und Veranstaltungen sind nur mit Zustimmung aller Beteiligten erlaubt.`,
      "",
    ],
  },
  schluss: {
    title: [`§ 10 Schlussbestimmungen`, ""],
    body: [
      `Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbraucherinnen und Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz zwingender Bestimmungen des Rechts des Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben.

Ist die Kundin Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag Braunschweig.

Sollten einzelne Bestimmungen dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.`,
      "",
    ],
  },
} as const satisfies PageCopy;

export const datenschutz = {
  meta: {
    title: ["Datenschutzerklärung", `Privacy policy`],
    description: [
      `Wie ${brand.productName} deine Daten verarbeitet: Hosting bei Cloudflare, Kontaktformular, Buchungen, Newsletter mit Double-Opt-in, Cookies, externe Inhalte und deine Rechte.`,
      `How ${brand.productName} processes your data (in German): hosting at Cloudflare, contact form, bookings, newsletter with double opt-in, cookies, external content and your rights.`,
    ],
  },
  hero: {
    eyebrow: [`Rechtliches`, "Legal"],
    title: [`Datenschutzerklärung`, "Privacy policy"],
    intro: [
      `Der Schutz deiner Daten ist mir wichtig. Hier erfährst du genau, welche personenbezogenen Daten diese Website verarbeitet, warum, wie lange und welche Rechte du hast. Ich erhebe nur, was für den jeweiligen Zweck nötig ist, und verzichte bewusst auf Tracking und Analyse-Tools.`,
      "",
    ],
  },
  verantwortliche: {
    title: [`Verantwortliche`, ""],
    body: [
      `Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:

${brand.coach.name}, ${brand.productName}
${brand.address.street}
38118 Braunschweig
Deutschland

Telefon: ${brand.contact.phoneDisplay}
E-Mail: [${brand.contact.email}](mailto:${brand.contact.email})

Eine Datenschutzbeauftragte ist nicht benannt, da die gesetzlichen Voraussetzungen dafür nicht vorliegen. Bei allen Fragen zum Datenschutz kannst du dich direkt an mich wenden.`,
      "",
    ],
  },
  ueberblick: {
    title: [`Das Wichtigste in Kürze`, ""],
    body: [
      `- Kein Tracking, keine Analyse-Tools, keine Werbe-Cookies.
- Schriftarten liegen auf meinem eigenen Server; es werden keine Google Fonts geladen.
- Externe Inhalte (der Buchungskalender, ein externer Mindsettest) werden erst geladen, wenn du im Cookie-Hinweis „Alle akzeptieren“ wählst.
- Daten aus Formularen verwende ich nur, um deine Anfrage, Buchung oder Newsletter-Anmeldung zu bearbeiten.`,
      "",
    ],
  },
  hosting: {
    title: [`Hosting und Server-Logs`, ""],
    body: [
      `Diese Website wird bei der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA („Cloudflare“) betrieben. Ich nutze dabei folgende Dienste:

- **Cloudflare Workers** zum Ausliefern der Seiten und zum Verarbeiten von Formularen,
- **Cloudflare D1** als Datenbank für Kontaktanfragen, Buchungen, Newsletter-Anmeldungen und Veranstaltungen,
- **Cloudflare KV** als Zwischenspeicher (etwa für die Veranstaltungsliste) und für Sitzungen des Verwaltungsbereichs,
- **Cloudflare Queues** als Warteschlange, damit E-Mails zuverlässig zugestellt werden.

Beim Aufruf jeder Seite verarbeitet Cloudflare technisch notwendige Daten: deine IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die übertragene Datenmenge, den Referrer sowie Browser und Betriebssystem (User-Agent). Diese Server-Logs dienen der Auslieferung der Website, der Fehleranalyse und der Abwehr von Angriffen. Sie werden höchstens sieben Tage gespeichert und nicht mit anderen Daten zusammengeführt.

Um Formulare vor massenhaftem Missbrauch zu schützen, zähle ich Absendungen pro IP-Adresse in kurzen Zeitfenstern. Dazu wird die IP-Adresse zusammen mit einem Zähler kurzzeitig in der Datenbank gespeichert.

Mit Cloudflare besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Cloudflare kann Daten auch in den USA verarbeiten. Cloudflare ist unter dem EU-US Data Privacy Framework zertifiziert; auf dieser Grundlage besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Ergänzend sind die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO) vereinbart. Rechtsgrundlage ist mein berechtigtes Interesse an einer sicheren, schnellen und zuverlässigen Website (Art. 6 Abs. 1 lit. f DSGVO).`,
      "",
    ],
  },
  kontakt: {
    title: [`Kontaktformular und E-Mail`, ""],
    body: [
      `Wenn du mir über das Kontaktformular schreibst, verarbeite ich deinen **Namen**, deine **E-Mail-Adresse** und deine **Nachricht** sowie den Zeitpunkt der Anfrage. Die Anfrage wird in der Datenbank (Cloudflare D1) gespeichert, und ich erhalte eine Benachrichtigung per E-Mail, damit ich dir zügig antworten kann. Dasselbe gilt, wenn du mir direkt eine E-Mail schreibst oder mich anrufst.

Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn deine Anfrage auf einen Vertrag (etwa ein Coaching) zielt, und im Übrigen mein berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).`,
      "",
    ],
  },
  buchungen: {
    title: [`Buchung von Veranstaltungen`, ""],
    body: [
      `Wenn du einen Platz für eine Veranstaltung buchst, verarbeite ich deinen **vollständigen Namen**, deine **E-Mail-Adresse**, optional deine **Telefonnummer**, die **Anzahl der Plätze**, den Gesamtpreis und den Zeitpunkt der Buchung. Du erhältst eine E-Mail mit einem persönlichen Link zu „Meine Buchung“; erst wenn du dort deine Buchung bestätigst, werde ich über sie benachrichtigt. Diese erste E-Mail enthält nichts, was du ins Formular geschrieben hast (weder Namen noch Telefonnummer), damit niemand das Formular nutzen kann, um anderen Nachrichten zu schicken. Die Telefonnummer nutze ich nur, um dich bei kurzfristigen Änderungen zu erreichen. Zwei Tage vor der Veranstaltung schicke ich dir eine Erinnerung.

Stornierst du auf „Meine Buchung“, speichere ich, wann du storniert hast und welche Gebühr nach den AGB fällig ist. Nicht bestätigte Reservierungen verfallen nach 15 Minuten; sie bleiben als verfallen gekennzeichnet gespeichert wie andere Buchungen. Solange eine Reservierung unbestätigt ist, speichere ich zu ihr ein verschlüsseltes Kürzel deines Internetanschlusses (nicht die IP-Adresse selbst), damit niemand von einem Anschluss aus die Plätze einer Veranstaltung blockieren kann (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO); mit der Bestätigung oder dem Verfall der Reservierung lösche ich es.

Beginnt die Veranstaltung innerhalb der Widerrufsfrist und verlangst du, dass die Leistung schon vorher beginnt, speichere ich dieses Verlangen mit Zeitpunkt und Fassung des Textes bei der Buchung.

**Fragen vor einer Veranstaltung:** Stelle ich zu einer Veranstaltung Fragen vor der Buchung, speichere ich deine Antworten mit der Buchung. Ich lese sie, um die Veranstaltung vorzubereiten; sie werden wie deine Kontaktdaten 90 Tage nach dem Veranstaltungstag gelöscht, auf deinen Wunsch unter „Meine Daten“ sofort.

**Einzeltermine und Erstgespräch:** Buchst du einen Termin, kannst du mir vorab etwas schreiben und die Fragen beantworten, die ich zu dieser Terminart stelle. Deine Antworten lese nur ich, um unser Gespräch vorzubereiten; sie werden wie deine Kontaktdaten 90 Tage nach dem Termin gelöscht, auf deinen Wunsch unter „Meine Daten“ sofort. Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu. Nach einem Termin kann ich dir per E-Mail einen nächsten kleinen Schritt schicken; den Text speichere ich mit dem Termin und lösche ihn mit deinen Kontaktdaten.

**Widerruf:** Erklärst du über „Vertrag widerrufen“ einen Widerruf, speichere ich Namen, E-Mail-Adresse, Buchungsnummer, Sprache und den Zeitpunkt des Eingangs, schicke dir eine Eingangsbestätigung und benachrichtige mich selbst. Diese Angaben bewahre ich als Nachweis auf, solange Ansprüche aus dem Vertrag bestehen können (Art. 6 Abs. 1 lit. c und f DSGVO).

**Warteliste:** Trägst du dich für eine ausgebuchte Veranstaltung auf die Warteliste ein, speichere ich Namen, E-Mail-Adresse, die gewünschte Anzahl Plätze, deine Einwilligung und den Zeitpunkt. Werden Plätze frei, bekommst du eine E-Mail mit einem Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst. Einträge lösche ich automatisch 7 Tage nach der Veranstaltung.

**Warteliste für Termine:** Bittest du unter „Termin buchen“ darum, dass ich dir Bescheid sage, wenn ein Termin frei wird, speichere ich deinen Namen, deine E-Mail-Adresse, die Terminart, den gewünschten Tag (oder die Tage bis dahin), deine Einwilligung mit ihrem Wortlaut, die Sprache und den Zeitpunkt. Wird an einem dieser Tage ein Termin frei, biete ich ihn dir per E-Mail an und halte ihn ein paar Stunden für dich frei; dazu speichere ich das Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst; dann nehme ich dich sofort von der Liste. Gelöscht wird dein Eintrag automatisch 7 Tage nach dem letzten gewünschten Tag, auf deinen Wunsch unter „Meine Daten“ sofort.

Rechtsgrundlage ist die Durchführung des Vertrags bzw. vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO) und für rechnungsrelevante Daten die Erfüllung gesetzlicher Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO).`,
      "",
    ],
  },
  newsletter: {
    title: [`Newsletter`, ""],
    body: [
      `Für den Newsletter brauche ich nur deine **E-Mail-Adresse**. Ich nutze das Double-Opt-in-Verfahren: Nach der Anmeldung erhältst du eine E-Mail mit einem Bestätigungslink. Erst wenn du ihn anklickst, bist du angemeldet. So ist sichergestellt, dass niemand eine fremde Adresse eintragen kann.

Zum Nachweis deiner Einwilligung speichere ich den Zeitpunkt der Anmeldung und der Bestätigung, die Seite, auf der du dich angemeldet hast, und den Wortlaut des Einwilligungstextes. Du kannst den Newsletter jederzeit abbestellen: über den Abmeldelink in jeder Ausgabe, auf der Seite [Newsletter abbestellen](/newsletter/abmelden) oder mit einer kurzen Nachricht an mich.

Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die Zukunft widerrufen kannst. Die Protokollierung der Anmeldung beruht auf meinem berechtigten Interesse, die Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. f i. V. m. Art. 7 Abs. 1 DSGVO).`,
      "",
    ],
  },
  "email-versand": {
    title: [`E-Mail-Versand`, ""],
    body: [
      `Alle automatischen E-Mails dieser Website (Buchungs- und Anmeldebestätigungen, Benachrichtigungen an mich) werden über den E-Mail-Dienst von Cloudflare (Email Service) versendet. Dabei verarbeitet Cloudflare die Empfängeradresse und den Inhalt der Nachricht zum Zweck der Zustellung. Zur Nachverfolgung der Zustellung speichere ich Empfänger, Betreff, Art, Versandstatus und Zeitpunkt; den Text der Nachricht selbst nur 14 Tage, damit ich eine nicht zugestellte E-Mail erneut senden kann. Es gelten die Angaben zu Cloudflare unter „Hosting und Server-Logs“.`,
      "",
    ],
  },
  cookies: {
    title: [`Cookies und lokaler Speicher`, ""],
    body: [
      `Diese Website setzt keine Cookies für Werbung, Statistik oder Tracking. Verwendet werden nur:

- **Lokaler Speicher „cookiesAccepted“:** Deine Auswahl im Cookie-Hinweis („Alle akzeptieren“ oder „Nur Notwendige“) wird im lokalen Speicher deines Browsers abgelegt, damit der Hinweis nicht bei jedem Seitenaufruf erscheint. Diese Information verlässt deinen Browser nicht. Du kannst sie jederzeit löschen, indem du die Websitedaten in deinem Browser entfernst; dann fragt dich die Website erneut.
- **Sitzungs-Cookies des Verwaltungsbereichs:** Nur wenn sich eine Administratorin oder ein Administrator anmeldet, werden technisch notwendige Cookies gesetzt (siehe „Verwaltungsbereich“). Besucherinnen und Besucher der öffentlichen Seiten erhalten keine Cookies.

Das Speichern deiner Auswahl ist für den von dir gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO.`,
      "",
    ],
  },
  "externe-inhalte": {
    title: [`Externe Inhalte nach Einwilligung`, ""],
    body: [
      `Der **kostenlose Mindsettest** läuft auf dieser Website selbst: Deine Antworten werden nur für deine Auswertung verarbeitet und weder gespeichert noch in einem Cookie abgelegt.

**Mindset-Journal:** Nur wenn du unter deinem Ergebnis „Ergebnis per E-Mail und Journal starten“ wählst und ausdrücklich einwilligst, speichere ich deine E-Mail-Adresse, deine Antworten und dein Ergebnis und lege dein Journal an. Auch hier gilt das Double-Opt-in: Erst wenn du den Link in meiner E-Mail bestätigst, entsteht dein Journal; zum Nachweis speichere ich Zeitpunkt, Seite und Wortlaut deiner Einwilligung. Weil deine Antworten und Einträge etwas über deine Gesundheit verraten können, ist Rechtsgrundlage deine ausdrückliche Einwilligung (Art. 9 Abs. 2 lit. a DSGVO). Dein Journal öffnet nur dein persönlicher Link; du kannst jederzeit einen neuen anfordern, dann gilt der alte nicht mehr. Deine Einträge sind privat: ${brand.coach.firstName} sieht nur die, bei denen du „mit ${brand.coach.firstName} teilen“ angekreuzt hast, und dein Ergebnis. Du kannst deine Einwilligung jederzeit widerrufen, indem du dein Journal unter [Meine Daten](/meine-daten) löschst; dort kannst du es auch vollständig herunterladen.

**Impulse per E-Mail:** Wenn du in deinem Journal oder über „Meine Buchung“ eine Impulsreihe startest und dafür ausdrücklich einwilligst, schicke ich dir jeden Morgen einen Impuls per E-Mail, bis die Reihe zu Ende ist. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 7 UWG); zum Nachweis speichere ich Zeitpunkt, Seite und Wortlaut deiner Einwilligung und welche Impulse schon verschickt sind. Jede dieser E-Mails enthält einen Link, mit dem du die Impulse mit einem Klick beendest; deine Antworten schreibst du in dein Journal, sie stehen nie in einer E-Mail.

Auch das **kostenlose Erstgespräch** buchst du auf dieser Website selbst, im Fenster auf der Kontaktseite oder unter „Termin buchen“: Dabei ist kein fremder Dienst beteiligt; für deine Angaben gilt, was unter „Buchung von Veranstaltungen“ steht.

Externe Seiten, die in einem Fenster eingebettet werden, falls ich dorthin umstelle, sind:

- ein externer **Buchungskalender** für das Erstgespräch (${host(brand.external.bookingCalendar)}) und
- ein externer Mindsettest (${host(brand.external.mindsetTest)}).

Diese Inhalte werden **nur geladen, wenn du im Cookie-Hinweis „Alle akzeptieren“ gewählt hast**. Erst dann baut dein Browser eine Verbindung zu diesen Seiten auf; dabei werden deine IP-Adresse, Browserdaten und die einbettende Seite übermittelt. Was du im Mindsettest oder im Buchungskalender eingibst, verarbeitet der jeweilige Dienst; es gelten zusätzlich die dort angegebenen Datenschutzhinweise.

Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Du kannst sie jederzeit widerrufen, indem du die Websitedaten in deinem Browser löschst und beim nächsten Besuch „Nur Notwendige“ wählst. Ohne Einwilligung erreichst du mich jederzeit über das [Kontaktformular](/contact).`,
      "",
    ],
  },
  schriften: {
    title: [`Schriftarten`, ""],
    body: [
      `Die Schriftarten dieser Website (Inter und Fraunces) werden von meinem eigenen Server ausgeliefert. Es wird keine Verbindung zu Google Fonts oder anderen Schriftanbietern aufgebaut.`,
      "",
    ],
  },
  verwaltung: {
    title: [`Verwaltungsbereich`, ""],
    body: [
      `Der Verwaltungsbereich unter /admin ist nur für berechtigte Administratorinnen und Administratoren zugänglich. Bei der Anmeldung werden E-Mail-Adresse und ein sicher gehashtes Passwort geprüft. Danach setzt die Website ein Sitzungs-Cookie (HttpOnly, Secure, SameSite) mit einer zufälligen Kennung, das mit dem Schließen des Browsers endet (die Sitzung selbst nach zwei Stunden ohne Nutzung, spätestens nach zwölf Stunden); nur wer „Dieses Gerät merken“ wählt, bleibt bis zu sieben Tage ohne Nutzung und höchstens 30 Tage angemeldet. Dazu kommt ein Geräte-Cookie, das Anmeldeversuche von bekannten Geräten vor Sperren durch Angriffe schützt (Laufzeit 180 Tage). Beide sind für die sichere Anmeldung unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO).`,
      "",
    ],
  },
  speicherdauer: {
    title: [`Speicherdauer`, ""],
    body: [
      `Ich speichere personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen. Abgelaufene Einträge löscht die Website jede Nacht automatisch:

- **Kontaktanfragen:** bis die Anfrage erledigt ist, danach lösche ich sie spätestens nach 12 Monaten, sofern daraus kein Vertrag entstanden ist.
- **Buchungen:** Deinen Namen, deine E-Mail-Adresse und deine Telefonnummer brauche ich nur rund um die Veranstaltung: 90 Tage nach dem Veranstaltungstag werden sie automatisch anonymisiert, auch im Protokoll der E-Mails zu deiner Buchung. Was die Buchhaltung braucht (Buchungsnummer, Veranstaltung, Anzahl der Plätze, Gesamtpreis und Status), bleibt bis zum Ablauf der handels- und steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre) gespeichert – ohne Bezug zu deiner Person. Ausgenommen sind die Rechnungen (auch Storno- und Gebührenrechnungen), die ich dir ausstelle: Sie tragen deinen Namen, und das Steuerrecht verlangt, dass ich sie unverändert aufbewahre.
- **Newsletter:** bis zu deiner Abmeldung; mit der Abmeldung wird dein Eintrag sofort gelöscht. Nicht bestätigte Anmeldungen lösche ich nach 30 Tagen. Die Newsletter-E-Mails an eine abgemeldete oder nie bestätigte Adresse (Bestätigung, Willkommen, Abmeldelink) verschwinden auch aus dem E-Mail-Protokoll, spätestens 7 Tage nach der Abmeldung.
- **Mindset-Journal:** Nicht bestätigte Anfragen lösche ich nach 48 Stunden. Ein Journal, in das du 24 Monate lang nichts mehr geschrieben hast, lösche ich mit allen Einträgen; vorher jederzeit auf deinen Wunsch unter „Meine Daten“. Eine beendete Impulsreihe (von dir beendet oder alle Impulse verschickt) lösche ich samt Einwilligungsnachweis 6 Monate nach ihrem Ende, mit deinem Journal auch früher.
- **Protokoll versendeter E-Mails:** der Text jeder E-Mail 14 Tage nach dem Versand; Empfänger, Betreff, Art, Status und Zeitpunkt bis zu 12 Monate.
- **Protokoll des Backoffice** (Anmeldungen und Änderungen der Administratorinnen, ohne Inhalte): zwölf Monate; die IP-Adresse eines fehlgeschlagenen Anmeldeversuchs nur sieben Tage.
- **Server-Logs:** höchstens sieben Tage; Zähler zum Missbrauchsschutz höchstens einen Tag.`,
      "",
    ],
  },
  rechtsgrundlagen: {
    title: [`Rechtsgrundlagen`, ""],
    body: [
      `Die Verarbeitung beruht je nach Zweck auf einer der folgenden Rechtsgrundlagen der DSGVO:

- **Art. 6 Abs. 1 lit. a DSGVO**: deine Einwilligung (Newsletter, Impulse per E-Mail, externe Inhalte),
- **Art. 9 Abs. 2 lit. a DSGVO**: deine ausdrückliche Einwilligung (Mindset-Journal, das Angaben über deine Gesundheit enthalten kann),
- **Art. 6 Abs. 1 lit. b DSGVO**: Vertrag oder vorvertragliche Maßnahmen (Buchungen, Coaching-Anfragen),
- **Art. 6 Abs. 1 lit. c DSGVO**: gesetzliche Pflichten (Aufbewahrung von Rechnungsdaten),
- **Art. 6 Abs. 1 lit. f DSGVO**: berechtigte Interessen (sicherer Betrieb der Website, Beantwortung allgemeiner Anfragen, Nachweis von Einwilligungen).`,
      "",
    ],
  },
  rechte: {
    title: [`Deine Rechte`, ""],
    body: [
      `Du hast jederzeit das Recht auf:

- Auskunft über deine bei mir gespeicherten Daten (Art. 15 DSGVO),
- Berichtigung unrichtiger Daten (Art. 16 DSGVO),
- Löschung (Art. 17 DSGVO),
- Einschränkung der Verarbeitung (Art. 18 DSGVO),
- Datenübertragbarkeit (Art. 20 DSGVO),
- **Widerspruch** gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gründen, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO),
- Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).

Eine formlose Nachricht an [${brand.contact.email}](mailto:${brand.contact.email}) genügt. Auskunft und Löschung kannst du auch direkt selbst anstoßen: Auf der Seite [Deine Daten](/meine-daten) schicke ich dir einen persönlichen Link (24 Stunden gültig), über den du alles, was unter deiner E-Mail-Adresse gespeichert ist, als Datei herunterladen oder löschen kannst. Von Buchungen bleibt dabei nur, was ich für die Buchhaltung aufbewahren muss.

Außerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Zuständig für mich ist:

Die Landesbeauftragte für den Datenschutz Niedersachsen
Prinzenstraße 5
30159 Hannover`,
      "",
    ],
  },
  aenderungen: {
    title: [`Aktualität dieser Erklärung`, ""],
    body: [
      `Diese Datenschutzerklärung hat den Stand vom 1. November 2025. Ich passe sie an, wenn sich die Website oder die rechtlichen Vorgaben ändern. Es gilt die jeweils hier veröffentlichte Fassung.`,
      "",
    ],
  },
} as const satisfies PageCopy;

export const impressum = {
  meta: {
    title: ["Impressum", `Legal notice`],
    description: [
      `Impressum von ${brand.productName}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Kontakt, Umsatzsteuer-ID und Verantwortlicher nach § 18 Abs. 2 MStV.`,
      `Legal notice of ${brand.productName} (in German): provider, address, contact, register and VAT details, responsibility for content and liability.`,
    ],
  },
  hero: {
    eyebrow: [`Rechtliches`, "Legal"],
    title: [`Impressum`, "Legal notice"],
  },
  abschnitt1: {
    title: [`Angaben gemäß § 5 DDG`, ""],
    body: [
      `${brand.productName}
Inhaberin: ${brand.coach.name} (Einzelunternehmen)
${brand.address.street}
38118 Braunschweig
Deutschland

**Vertreten durch:** ${brand.coach.name}`,
      "",
    ],
  },
  abschnitt2: {
    title: [`Kontakt`, ""],
    body: [
      `**Telefon:** ${brand.contact.phoneDisplay}
**E-Mail:** [${brand.contact.email}](mailto:${brand.contact.email})
**Website:** ${host(brand.siteUrl)}`,
      "",
    ],
  },
  abschnitt3: {
    title: [`Registereintrag`, ""],
    body: [`${brand.legal.register}`, ""],
  },
  abschnitt4: {
    title: [`Umsatzsteuer`, ""],
    body: [`Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: **${brand.legal.vatId}**`, ""],
  },
  abschnitt5: {
    title: [`Berufsbezeichnung`, ""],
    body: [
      `Systemische Coachin und Trainerin. Die Berufsbezeichnung „Coach“ ist in Deutschland gesetzlich nicht geschützt; es besteht keine Kammerzugehörigkeit. Coaching ist keine Psychotherapie und ersetzt keine ärztliche oder psychotherapeutische Behandlung.`,
      "",
    ],
  },
  abschnitt6: {
    title: [`Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV`, ""],
    body: [`${brand.legal.responsibleForContent}`, ""],
  },
  abschnitt7: {
    title: [`EU-Streitschlichtung`, ""],
    body: [
      `Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt. Bei Fragen oder Beschwerden kannst du dich jederzeit direkt an mich wenden: [${brand.contact.email}](mailto:${brand.contact.email}).`,
      "",
    ],
  },
  abschnitt8: {
    title: [`Verbraucherstreitbeilegung / Universalschlichtungsstelle`, ""],
    body: [
      `Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.`,
      "",
    ],
  },
  abschnitt9: {
    title: [`Haftung für Inhalte`, ""],
    body: [
      `Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte kann ich jedoch keine Gewähr übernehmen. Als Diensteanbieterin bin ich gemäß § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG bin ich als Diensteanbieterin jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.

Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald mir entsprechende Rechtsverletzungen bekannt werden, entferne ich diese Inhalte umgehend.

Die Inhalte dieser Website dienen der allgemeinen Information und ersetzen keine individuelle Beratung, Diagnose oder Therapie.`,
      "",
    ],
  },
  abschnitt10: {
    title: [`Haftung für Links`, ""],
    body: [
      `Diese Website enthält Links zu externen Websites Dritter, etwa zur Academy und zum Buchungskalender, auf deren Inhalte ich keinen Einfluss habe. Deshalb kann ich für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets die jeweilige Anbieterin oder der jeweilige Anbieter verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.

Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Links umgehend.`,
      "",
    ],
  },
  abschnitt11: {
    title: [`Urheberrecht`, ""],
    body: [
      `Die auf dieser Website veröffentlichten Texte, Illustrationen und Gestaltungen unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen meiner vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.

Soweit Inhalte auf dieser Seite nicht von mir erstellt wurden, werden die Urheberrechte Dritter beachtet; Zitate sind als solche gekennzeichnet. Solltest du trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitte ich um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Inhalte umgehend.`,
      "",
    ],
  },
} as const satisfies PageCopy;
