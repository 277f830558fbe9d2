import { Link } from "react-router";
import { brand } from "~/config/brand";
import { LegalPage, LegalSection, PostalAddress } from "~/features/content/legal/legal-page";
import { BOOKING_POLICY } from "~/features/booking/policy";
import { cancellationTerms, legalVersionDate } from "~/features/content/legal/terms";
import { pageMeta } from "~/features/content/pages/seo";
import type { Route } from "./+types/agb";

const { address, contact, legal } = brand;
const provider = `${brand.productName}, Inhaberin ${legal.owner}`;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "AGB: Allgemeine Geschäftsbedingungen",
    `Allgemeine Geschäftsbedingungen von ${brand.productName}: Vertragsschluss, Preise inkl. MwSt., Zahlung per Überweisung oder PayPal, Stornierung, Haftung und Widerrufsrecht.`,
    "/agb",
  );

const sections = [
  { id: "geltungsbereich", title: "Geltungsbereich" },
  { id: "gegenstand", title: "Vertragsgegenstand" },
  { id: "vertragsschluss", title: "Vertragsschluss" },
  { id: "preise", title: "Preise und Zahlung" },
  { id: "stornierung", title: "Stornierung" },
  { id: "widerruf", title: "Widerrufsrecht für Verbraucher" },
  { id: "mitwirkung", title: "Mitwirkung und Eigenverantwortung" },
  { id: "haftung", title: "Haftung" },
  { id: "vertraulichkeit", title: "Vertraulichkeit und Urheberrecht" },
  { id: "schluss", title: "Schlussbestimmungen" },
] as const;

function title(id: (typeof sections)[number]["id"]): string {
  const index = sections.findIndex((s) => s.id === id);
  return `§ ${index + 1} ${sections[index]!.title}`;
}

export default function AgbPage() {
  return (
    <LegalPage
      eyebrow="Rechtliches"
      title="Allgemeine Geschäftsbedingungen"
      updated={legalVersionDate}
      toc={sections.map((s) => ({ id: s.id, title: title(s.id) }))}
    >
      <LegalSection id="geltungsbereich" title={title("geltungsbereich")}>
        <p>
          Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über Leistungen von {provider},{" "}
          {address.street}, {address.postalCode} {address.city} (im Folgenden „Anbieterin“), mit ihren Kundinnen und
          Kunden (im Folgenden „Kundin“ oder „du“). Sie gelten für Verbraucher im Sinne des § 13 BGB ebenso wie für
          Unternehmer im Sinne des § 14 BGB, soweit im Einzelnen nichts anderes bestimmt ist.
        </p>
        <p>
          Abweichende Bedingungen der Kundin gelten nur, wenn die Anbieterin ihnen ausdrücklich in Textform zugestimmt
          hat. Für Online Kurse auf der Academy-Plattform gelten ergänzend die dort veröffentlichten
          Nutzungsbedingungen.
        </p>
      </LegalSection>

      <LegalSection id="gegenstand" title={title("gegenstand")}>
        <p>Die Anbieterin erbringt Dienstleistungen im Bereich Coaching, Training und Vortrag, insbesondere:</p>
        <ul>
          <li>
            Einzelcoaching (eine Sitzung dauert 60 bis 90 Minuten), vor Ort in Braunschweig oder München oder online,
          </li>
          <li>Gruppenworkshops (3 bis 4 Stunden) und Veranstaltungen,</li>
          <li>Keynotes (30 bis 60 Minuten), Impulsvorträge und Inhouse Trainings für Unternehmen,</li>
          <li>ein kostenloses, unverbindliches Erstgespräch von 30 Minuten.</li>
        </ul>
        <p>
          Coaching ist ein Beratungs- und Begleitungsprozess. Es ist keine Psychotherapie, keine Heilbehandlung und
          keine Rechts- oder Steuerberatung und ersetzt diese nicht. Die Anbieterin schuldet eine fachgerechte
          Durchführung, nicht jedoch einen bestimmten Erfolg.
        </p>
      </LegalSection>

      <LegalSection id="vertragsschluss" title={title("vertragsschluss")}>
        <p>
          Die Darstellung der Leistungen und Veranstaltungen auf dieser Website ist kein rechtlich bindendes Angebot,
          sondern eine Einladung, eine Anfrage oder Buchung abzugeben.
        </p>
        <ol>
          <li>
            <strong>Veranstaltungen:</strong> Mit dem Absenden des Buchungsformulars reservierst du die gewählte Anzahl
            Plätze. Du erhältst eine E-Mail mit dem Button „Buchung bestätigen“; mit dem Klick darauf gibst du ein
            verbindliches Angebot ab. Bestätigst du nicht innerhalb von {BOOKING_POLICY.holdMinutes} Minuten, verfällt
            die Reservierung und die Plätze werden wieder frei. Der Vertrag kommt zustande, wenn die Anbieterin die
            Buchung per E-Mail bestätigt oder dir die Zahlungsinformationen zusendet.
          </li>
          <li>
            <strong>Warteliste:</strong> Ist eine Veranstaltung ausgebucht, kannst du dich auf die Warteliste setzen.
            Werden Plätze frei, erhält die erste Person auf der Liste, für die die freien Plätze reichen, eine E-Mail
            und kann die Plätze {BOOKING_POLICY.offerHours} Stunden lang mit einem Klick verbindlich buchen; danach geht
            das Angebot an die nächste Person. Ein Anspruch auf einen Platz besteht nicht.
          </li>
          <li>
            <strong>Coaching, Vorträge und Trainings:</strong> Der Vertrag kommt durch die Bestätigung eines individuell
            vereinbarten Termins oder Angebots in Textform (zum Beispiel per E-Mail) zustande.
          </li>
        </ol>
        <p>
          Die Vertragssprache ist Deutsch. Der Vertragstext wird nicht gesondert gespeichert; du erhältst alle Angaben
          per E-Mail.
        </p>
      </LegalSection>

      <LegalSection id="preise" title={title("preise")}>
        <p>
          Es gelten die zum Zeitpunkt der Buchung angegebenen Preise. Alle Preise sind Endpreise und enthalten die
          gesetzliche Umsatzsteuer. Bei Veranstaltungen errechnet sich der Gesamtpreis aus dem Preis pro Platz
          multipliziert mit der Anzahl der gebuchten Plätze.
        </p>
        <p>Die Zahlung erfolgt wahlweise</p>
        <ul>
          <li>per Banküberweisung auf das in der Rechnung angegebene Konto oder</li>
          <li>per PayPal.</li>
        </ul>
        <p>
          Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug fällig, spätestens jedoch vor Beginn der
          Veranstaltung bzw. des Termins. Reisekosten für Vorträge und Inhouse Trainings außerhalb von Braunschweig
          werden gesondert vereinbart.
        </p>
      </LegalSection>

      <LegalSection id="stornierung" title={title("stornierung")}>
        <p>Für die Absage gebuchter Termine und Veranstaltungen durch die Kundin gilt:</p>
        <ul>
          {cancellationTerms.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>{cancellationTerms.howTo}</p>
        <p>{cancellationTerms.substitute}</p>
        <p>
          Der Kundin bleibt der Nachweis unbenommen, dass der Anbieterin kein oder ein wesentlich geringerer Schaden
          entstanden ist. Das gesetzliche Widerrufsrecht (§ 6) bleibt von diesen Regelungen unberührt.
        </p>
        <p>
          Muss die Anbieterin einen Termin aus wichtigem Grund absagen, etwa wegen Krankheit oder zu geringer
          Teilnehmerzahl, informiert sie dich so früh wie möglich. Bereits gezahlte Beträge werden vollständig erstattet
          oder auf Wunsch auf einen Ersatztermin angerechnet. Weitergehende Ansprüche bestehen nur im Rahmen von § 8.
        </p>
      </LegalSection>

      <LegalSection id="widerruf" title={title("widerruf")}>
        <p>
          Verbraucherinnen und Verbrauchern steht bei Verträgen, die über diese Website, per E-Mail oder Telefon
          geschlossen werden (Fernabsatzverträge), ein gesetzliches Widerrufsrecht zu.
        </p>
        <h3>Widerrufsbelehrung</h3>
        <p>
          <strong>Widerrufsrecht.</strong> Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen
          Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses.
        </p>
        <p>
          Um dein Widerrufsrecht auszuüben, musst du mich ({provider}, {address.street}, {address.postalCode}{" "}
          {address.city}, Telefon {contact.phoneDisplay}, E-Mail <a href={`mailto:${contact.email}`}>{contact.email}</a>
          ) mittels einer eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) über
          deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende
          Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht
          es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.
        </p>
        <p>
          <strong>Folgen des Widerrufs.</strong> Wenn du diesen Vertrag widerrufst, habe ich dir alle Zahlungen, die ich
          von dir erhalten habe, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die
          Mitteilung über deinen Widerruf dieses Vertrags bei mir eingegangen ist. Für diese Rückzahlung verwende ich
          dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde
          ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.
        </p>
        <p>
          Hast du verlangt, dass die Dienstleistung während der Widerrufsfrist beginnen soll, so hast du mir einen
          angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem du mich von der Ausübung des
          Widerrufsrechts hinsichtlich dieses Vertrags unterrichtest, bereits erbrachten Dienstleistungen im Vergleich
          zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
        </p>
        <p>
          <strong>Vorzeitiges Erlöschen.</strong> Das Widerrufsrecht erlischt bei einem Vertrag über die Erbringung von
          Dienstleistungen, wenn die Dienstleistung vollständig erbracht wurde und mit der Ausführung erst begonnen
          wurde, nachdem du dazu deine ausdrückliche Zustimmung gegeben und gleichzeitig deine Kenntnis davon bestätigt
          hast, dass du dein Widerrufsrecht bei vollständiger Vertragserfüllung verlierst.
        </p>
        <h3>Muster-Widerrufsformular</h3>
        <div className="rounded-2xl border border-line bg-white p-6">
          <p>(Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es zurück.)</p>
          <PostalAddress
            lines={[
              `An ${provider}`,
              address.street,
              `${address.postalCode} ${address.city}`,
              `E-Mail: ${contact.email}`,
            ]}
          />
          <p className="mt-4">
            Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der
            folgenden Dienstleistung (*): …
          </p>
          <p>Bestellt am (*) / erhalten am (*): …</p>
          <p>Name des/der Verbraucher(s): …</p>
          <p>Anschrift des/der Verbraucher(s): …</p>
          <p>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): …</p>
          <p>Datum: …</p>
          <p className="text-sm text-muted">(*) Unzutreffendes streichen.</p>
        </div>
      </LegalSection>

      <LegalSection id="mitwirkung" title={title("mitwirkung")}>
        <p>
          Coaching lebt von deiner aktiven Mitarbeit. Du entscheidest selbst, welche Impulse du umsetzt, und trägst die
          Verantwortung für deine Entscheidungen und Handlungen innerhalb und außerhalb der Sitzungen.
        </p>
        <p>
          Befindest du dich in psychotherapeutischer oder ärztlicher Behandlung oder leidest du an einer psychischen
          Erkrankung, teile dies der Anbieterin bitte vor Beginn des Coachings mit, damit gemeinsam geprüft werden kann,
          ob ein Coaching derzeit sinnvoll ist.
        </p>
      </LegalSection>

      <LegalSection id="haftung" title={title("haftung")}>
        <p>
          Die Anbieterin haftet unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit
          sowie für Schäden, die auf Vorsatz oder grober Fahrlässigkeit der Anbieterin, ihrer gesetzlichen Vertreter
          oder Erfüllungsgehilfen beruhen, und nach dem Produkthaftungsgesetz.
        </p>
        <p>
          Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten (Pflichten, deren Erfüllung die
          ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig
          vertrauen darfst) ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist
          die Haftung für leichte Fahrlässigkeit ausgeschlossen.
        </p>
        <p>
          Für die Anreise zu Veranstaltungen und für mitgebrachte Gegenstände übernimmt die Anbieterin keine Haftung,
          soweit nicht einer der vorgenannten Fälle vorliegt.
        </p>
      </LegalSection>

      <LegalSection id="vertraulichkeit" title={title("vertraulichkeit")}>
        <p>
          Die Anbieterin behandelt alle Informationen aus dem Coaching streng vertraulich, auch über das Vertragsende
          hinaus. Ausgenommen sind Fälle, in denen eine gesetzliche Pflicht zur Offenlegung besteht. Wie
          personenbezogene Daten verarbeitet werden, erklärt die <Link to="/datenschutz">Datenschutzerklärung</Link>.
        </p>
        <p>
          Arbeitsblätter, Präsentationen und sonstige Unterlagen sind urheberrechtlich geschützt. Du darfst sie für
          deinen persönlichen Gebrauch nutzen, aber nicht ohne Zustimmung vervielfältigen, weitergeben oder
          veröffentlichen. Ton-, Bild- und Videoaufnahmen von Sitzungen und Veranstaltungen sind nur mit Zustimmung
          aller Beteiligten erlaubt.
        </p>
      </LegalSection>

      <LegalSection id="schluss" title={title("schluss")}>
        <p>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbraucherinnen und
          Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz zwingender Bestimmungen des Rechts des
          Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben.
        </p>
        <p>
          Ist die Kundin Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches
          Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag {address.city}.
        </p>
        <p>
          Sollten einzelne Bestimmungen dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen
          Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
