import { Link } from "react-router";
import { brand } from "~/config/brand";
import { BOOKING_POLICY, WAITLIST_RETENTION_DAYS } from "~/features/booking/policy";
import { LegalPage, LegalSection, PostalAddress } from "~/features/content/legal/legal-page";
import { legalVersionDate } from "~/features/content/legal/terms";
import { RETENTION } from "~/features/privacy/retention";
import { pageMeta } from "~/features/content/pages/seo";
import type { Route } from "./+types/datenschutz";

const { address, contact, legal, external } = brand;
const host = (url: string) => new URL(url).host;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Datenschutzerklärung",
    `Wie ${brand.productName} deine Daten verarbeitet: Hosting bei Cloudflare, Kontaktformular, Buchungen, Newsletter mit Double-Opt-in, Cookies, externe Inhalte und deine Rechte.`,
    "/datenschutz",
  );

const sections = [
  { id: "verantwortliche", title: "Verantwortliche" },
  { id: "ueberblick", title: "Das Wichtigste in Kürze" },
  { id: "hosting", title: "Hosting und Server-Logs" },
  { id: "kontakt", title: "Kontaktformular und E-Mail" },
  { id: "buchungen", title: "Buchung von Veranstaltungen" },
  { id: "newsletter", title: "Newsletter" },
  { id: "email-versand", title: "E-Mail-Versand" },
  { id: "cookies", title: "Cookies und lokaler Speicher" },
  { id: "externe-inhalte", title: "Externe Inhalte nach Einwilligung" },
  { id: "schriften", title: "Schriftarten" },
  { id: "verwaltung", title: "Verwaltungsbereich" },
  { id: "speicherdauer", title: "Speicherdauer" },
  { id: "rechtsgrundlagen", title: "Rechtsgrundlagen" },
  { id: "rechte", title: "Deine Rechte" },
  { id: "aenderungen", title: "Aktualität dieser Erklärung" },
] as const;

type SectionId = (typeof sections)[number]["id"];
const title = (id: SectionId) => sections.find((s) => s.id === id)!.title;

function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  return (
    <LegalSection id={id} title={title(id)}>
      {children}
    </LegalSection>
  );
}

export default function DatenschutzPage() {
  return (
    <LegalPage
      eyebrow="Rechtliches"
      title="Datenschutzerklärung"
      updated={legalVersionDate}
      intro={
        <p>
          Der Schutz deiner Daten ist mir wichtig. Hier erfährst du genau, welche personenbezogenen Daten diese Website
          verarbeitet, warum, wie lange und welche Rechte du hast. Ich erhebe nur, was für den jeweiligen Zweck nötig
          ist, und verzichte bewusst auf Tracking und Analyse-Tools.
        </p>
      }
      toc={sections}
    >
      <Section id="verantwortliche">
        <p>Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:</p>
        <PostalAddress
          lines={[
            `${legal.owner}, ${brand.productName}`,
            address.street,
            `${address.postalCode} ${address.city}`,
            address.country,
          ]}
        />
        <p>
          Telefon: {contact.phoneDisplay}
          <br />
          E-Mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
        <p>
          Eine Datenschutzbeauftragte ist nicht benannt, da die gesetzlichen Voraussetzungen dafür nicht vorliegen. Bei
          allen Fragen zum Datenschutz kannst du dich direkt an mich wenden.
        </p>
      </Section>

      <Section id="ueberblick">
        <ul>
          <li>Kein Tracking, keine Analyse-Tools, keine Werbe-Cookies.</li>
          <li>Schriftarten liegen auf meinem eigenen Server; es werden keine Google Fonts geladen.</li>
          <li>
            Externe Inhalte (Mindsettest und Buchungskalender) werden erst geladen, wenn du im Cookie-Hinweis „Alle
            akzeptieren“ wählst.
          </li>
          <li>
            Daten aus Formularen verwende ich nur, um deine Anfrage, Buchung oder Newsletter-Anmeldung zu bearbeiten.
          </li>
        </ul>
      </Section>

      <Section id="hosting">
        <p>
          Diese Website wird bei der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA („Cloudflare“)
          betrieben. Ich nutze dabei folgende Dienste:
        </p>
        <ul>
          <li>
            <strong>Cloudflare Workers</strong> zum Ausliefern der Seiten und zum Verarbeiten von Formularen,
          </li>
          <li>
            <strong>Cloudflare D1</strong> als Datenbank für Kontaktanfragen, Buchungen, Newsletter-Anmeldungen und
            Veranstaltungen,
          </li>
          <li>
            <strong>Cloudflare KV</strong> als Zwischenspeicher (etwa für die Veranstaltungsliste) und für Sitzungen des
            Verwaltungsbereichs,
          </li>
          <li>
            <strong>Cloudflare Queues</strong> als Warteschlange, damit E-Mails zuverlässig zugestellt werden.
          </li>
        </ul>
        <p>
          Beim Aufruf jeder Seite verarbeitet Cloudflare technisch notwendige Daten: deine IP-Adresse, Datum und
          Uhrzeit, die aufgerufene Adresse, die übertragene Datenmenge, den Referrer sowie Browser und Betriebssystem
          (User-Agent). Diese Server-Logs dienen der Auslieferung der Website, der Fehleranalyse und der Abwehr von
          Angriffen. Sie werden höchstens sieben Tage gespeichert und nicht mit anderen Daten zusammengeführt.
        </p>
        <p>
          Um Formulare vor massenhaftem Missbrauch zu schützen, zähle ich Absendungen pro IP-Adresse in kurzen
          Zeitfenstern. Dazu wird die IP-Adresse zusammen mit einem Zähler kurzzeitig in der Datenbank gespeichert.
        </p>
        <p>
          Mit Cloudflare besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Cloudflare kann Daten auch in
          den USA verarbeiten. Cloudflare ist unter dem EU-US Data Privacy Framework zertifiziert; auf dieser Grundlage
          besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Ergänzend sind die
          Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO) vereinbart. Rechtsgrundlage ist mein
          berechtigtes Interesse an einer sicheren, schnellen und zuverlässigen Website (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
      </Section>

      <Section id="kontakt">
        <p>
          Wenn du mir über das Kontaktformular schreibst, verarbeite ich deinen <strong>Namen</strong>, deine{" "}
          <strong>E-Mail-Adresse</strong> und deine <strong>Nachricht</strong> sowie den Zeitpunkt der Anfrage. Die
          Anfrage wird in der Datenbank (Cloudflare D1) gespeichert, und ich erhalte eine Benachrichtigung per E-Mail,
          damit ich dir zügig antworten kann. Dasselbe gilt, wenn du mir direkt eine E-Mail schreibst oder mich anrufst.
        </p>
        <p>
          Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn deine Anfrage auf einen Vertrag (etwa ein Coaching)
          zielt, und im Übrigen mein berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).
        </p>
      </Section>

      <Section id="buchungen">
        <p>
          Wenn du einen Platz für eine Veranstaltung buchst, verarbeite ich deinen <strong>vollständigen Namen</strong>,
          deine <strong>E-Mail-Adresse</strong>, optional deine <strong>Telefonnummer</strong>, die{" "}
          <strong>Anzahl der Plätze</strong>, den Gesamtpreis und den Zeitpunkt der Buchung. Du erhältst eine E-Mail mit
          einem persönlichen Link zu „Meine Buchung“; erst wenn du dort deine Buchung bestätigst, werde ich über sie
          benachrichtigt. Diese erste E-Mail enthält nichts, was du ins Formular geschrieben hast (weder Namen noch
          Telefonnummer), damit niemand das Formular nutzen kann, um anderen Nachrichten zu schicken. Die Telefonnummer
          nutze ich nur, um dich bei kurzfristigen Änderungen zu erreichen. Zwei Tage vor der Veranstaltung schicke ich
          dir eine Erinnerung.
        </p>
        <p>
          Stornierst du auf „Meine Buchung“, speichere ich, wann du storniert hast und welche Gebühr nach den AGB fällig
          ist. Nicht bestätigte Reservierungen verfallen nach {BOOKING_POLICY.holdMinutes} Minuten; sie bleiben als
          verfallen gekennzeichnet gespeichert wie andere Buchungen.
        </p>
        <p>
          <strong>Warteliste:</strong> Trägst du dich für eine ausgebuchte Veranstaltung auf die Warteliste ein,
          speichere ich Namen, E-Mail-Adresse, die gewünschte Anzahl Plätze, deine Einwilligung und den Zeitpunkt.
          Werden Plätze frei, bekommst du eine E-Mail mit einem Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1
          lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst. Einträge lösche ich automatisch{" "}
          {WAITLIST_RETENTION_DAYS} Tage nach der Veranstaltung.
        </p>
        <p>
          Rechtsgrundlage ist die Durchführung des Vertrags bzw. vorvertraglicher Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO)
          und für rechnungsrelevante Daten die Erfüllung gesetzlicher Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c
          DSGVO).
        </p>
      </Section>

      <Section id="newsletter">
        <p>
          Für den Newsletter brauche ich nur deine <strong>E-Mail-Adresse</strong>. Ich nutze das
          Double-Opt-in-Verfahren: Nach der Anmeldung erhältst du eine E-Mail mit einem Bestätigungslink. Erst wenn du
          ihn anklickst, bist du angemeldet. So ist sichergestellt, dass niemand eine fremde Adresse eintragen kann.
        </p>
        <p>
          Zum Nachweis deiner Einwilligung speichere ich den Zeitpunkt der Anmeldung und der Bestätigung, die Seite, auf
          der du dich angemeldet hast, und den Wortlaut des Einwilligungstextes. Du kannst den Newsletter jederzeit
          abbestellen: über den Abmeldelink in jeder Ausgabe, auf der Seite{" "}
          <Link to="/newsletter/abmelden">Newsletter abbestellen</Link> oder mit einer kurzen Nachricht an mich.
        </p>
        <p>
          Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung für die
          Zukunft widerrufen kannst. Die Protokollierung der Anmeldung beruht auf meinem berechtigten Interesse, die
          Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. f i. V. m. Art. 7 Abs. 1 DSGVO).
        </p>
      </Section>

      <Section id="email-versand">
        <p>
          Alle automatischen E-Mails dieser Website (Buchungs- und Anmeldebestätigungen, Benachrichtigungen an mich)
          werden über den E-Mail-Dienst von Cloudflare (Email Service) versendet. Dabei verarbeitet Cloudflare die
          Empfängeradresse und den Inhalt der Nachricht zum Zweck der Zustellung. Zur Nachverfolgung der Zustellung
          speichere ich Empfänger, Betreff, Art, Versandstatus und Zeitpunkt; den Text der Nachricht selbst nur{" "}
          {RETENTION.mailBodyDays} Tage, damit ich eine nicht zugestellte E-Mail erneut senden kann. Es gelten die
          Angaben zu Cloudflare unter „Hosting und Server-Logs“.
        </p>
      </Section>

      <Section id="cookies">
        <p>Diese Website setzt keine Cookies für Werbung, Statistik oder Tracking. Verwendet werden nur:</p>
        <ul>
          <li>
            <strong>Lokaler Speicher „cookiesAccepted“:</strong> Deine Auswahl im Cookie-Hinweis („Alle akzeptieren“
            oder „Nur Notwendige“) wird im lokalen Speicher deines Browsers abgelegt, damit der Hinweis nicht bei jedem
            Seitenaufruf erscheint. Diese Information verlässt deinen Browser nicht. Du kannst sie jederzeit löschen,
            indem du die Websitedaten in deinem Browser entfernst; dann fragt dich die Website erneut.
          </li>
          <li>
            <strong>Sitzungs-Cookies des Verwaltungsbereichs:</strong> Nur wenn sich eine Administratorin oder ein
            Administrator anmeldet, werden technisch notwendige Cookies gesetzt (siehe „Verwaltungsbereich“).
            Besucherinnen und Besucher der öffentlichen Seiten erhalten keine Cookies.
          </li>
        </ul>
        <p>
          Das Speichern deiner Auswahl ist für den von dir gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2
          TDDDG); Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO.
        </p>
      </Section>

      <Section id="externe-inhalte">
        <p>Zwei Angebote dieser Website sind externe Seiten, die in einem Fenster eingebettet werden:</p>
        <ul>
          <li>
            der <strong>kostenlose Mindsettest</strong> ({host(external.mindsetTest)}) und
          </li>
          <li>
            der <strong>Buchungskalender</strong> für das kostenlose Erstgespräch ({host(external.bookingCalendar)}).
          </li>
        </ul>
        <p>
          Diese Inhalte werden <strong>nur geladen, wenn du im Cookie-Hinweis „Alle akzeptieren“ gewählt hast</strong>.
          Erst dann baut dein Browser eine Verbindung zu diesen Seiten auf; dabei werden deine IP-Adresse, Browserdaten
          und die einbettende Seite übermittelt. Was du im Mindsettest oder im Buchungskalender eingibst, verarbeitet
          der jeweilige Dienst; es gelten zusätzlich die dort angegebenen Datenschutzhinweise.
        </p>
        <p>
          Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Du kannst sie
          jederzeit widerrufen, indem du die Websitedaten in deinem Browser löschst und beim nächsten Besuch „Nur
          Notwendige“ wählst. Ohne Einwilligung erreichst du mich jederzeit über das{" "}
          <Link to="/contact">Kontaktformular</Link>.
        </p>
      </Section>

      <Section id="schriften">
        <p>
          Die Schriftarten dieser Website (Inter und Fraunces) werden von meinem eigenen Server ausgeliefert. Es wird
          keine Verbindung zu Google Fonts oder anderen Schriftanbietern aufgebaut.
        </p>
      </Section>

      <Section id="verwaltung">
        <p>
          Der Verwaltungsbereich unter /admin ist nur für berechtigte Administratorinnen und Administratoren zugänglich.
          Bei der Anmeldung werden E-Mail-Adresse und ein sicher gehashtes Passwort geprüft. Danach setzt die Website
          ein Sitzungs-Cookie (HttpOnly, Secure, SameSite) mit einer zufälligen Kennung, das nach sieben Tagen ohne
          Nutzung und spätestens nach 30 Tagen abläuft, sowie ein Geräte-Cookie, das Anmeldeversuche von bekannten
          Geräten vor Sperren durch Angriffe schützt (Laufzeit 180 Tage). Beide sind für die sichere Anmeldung unbedingt
          erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO).
        </p>
      </Section>

      <Section id="speicherdauer">
        <p>
          Ich speichere personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder
          gesetzliche Aufbewahrungsfristen es verlangen. Abgelaufene Einträge löscht die Website jede Nacht automatisch:
        </p>
        <ul>
          <li>
            <strong>Kontaktanfragen:</strong> bis die Anfrage erledigt ist, danach lösche ich sie spätestens nach{" "}
            {RETENTION.contactMonths} Monaten, sofern daraus kein Vertrag entstanden ist.
          </li>
          <li>
            <strong>Buchungen:</strong> Deinen Namen, deine E-Mail-Adresse und deine Telefonnummer brauche ich nur rund
            um die Veranstaltung: {RETENTION.bookingContactDays} Tage nach dem Veranstaltungstag werden sie automatisch
            anonymisiert, auch im Protokoll der E-Mails zu deiner Buchung. Was die Buchhaltung braucht (Buchungsnummer,
            Veranstaltung, Anzahl der Plätze, Gesamtpreis und Status), bleibt bis zum Ablauf der handels- und
            steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre) gespeichert – ohne Bezug zu deiner Person.
            Ausgenommen sind die Rechnungen (auch Storno- und Gebührenrechnungen), die ich dir ausstelle: Sie tragen
            deinen Namen, und das Steuerrecht verlangt, dass ich sie unverändert aufbewahre.
          </li>
          <li>
            <strong>Newsletter:</strong> bis zu deiner Abmeldung; mit der Abmeldung wird dein Eintrag sofort gelöscht.
            Nicht bestätigte Anmeldungen lösche ich nach {RETENTION.pendingSubscriptionDays} Tagen. Die
            Newsletter-E-Mails an eine abgemeldete oder nie bestätigte Adresse (Bestätigung, Willkommen, Abmeldelink)
            verschwinden auch aus dem E-Mail-Protokoll, spätestens {RETENTION.leftNewsletterMailDays} Tage nach der
            Abmeldung.
          </li>
          <li>
            <strong>Protokoll versendeter E-Mails:</strong> der Text jeder E-Mail {RETENTION.mailBodyDays} Tage nach dem
            Versand; Empfänger, Betreff, Art, Status und Zeitpunkt bis zu {RETENTION.mailLogMonths} Monate.
          </li>
          <li>
            <strong>Protokoll des Backoffice</strong> (Anmeldungen und Änderungen der Administratorinnen, ohne Inhalte):
            zwölf Monate.
          </li>
          <li>
            <strong>Server-Logs:</strong> höchstens sieben Tage; Zähler zum Missbrauchsschutz höchstens einen Tag.
          </li>
        </ul>
      </Section>

      <Section id="rechtsgrundlagen">
        <p>Die Verarbeitung beruht je nach Zweck auf einer der folgenden Rechtsgrundlagen der DSGVO:</p>
        <ul>
          <li>
            <strong>Art. 6 Abs. 1 lit. a DSGVO</strong>: deine Einwilligung (Newsletter, externe Inhalte),
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. b DSGVO</strong>: Vertrag oder vorvertragliche Maßnahmen (Buchungen,
            Coaching-Anfragen),
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. c DSGVO</strong>: gesetzliche Pflichten (Aufbewahrung von Rechnungsdaten),
          </li>
          <li>
            <strong>Art. 6 Abs. 1 lit. f DSGVO</strong>: berechtigte Interessen (sicherer Betrieb der Website,
            Beantwortung allgemeiner Anfragen, Nachweis von Einwilligungen).
          </li>
        </ul>
      </Section>

      <Section id="rechte">
        <p>Du hast jederzeit das Recht auf:</p>
        <ul>
          <li>Auskunft über deine bei mir gespeicherten Daten (Art. 15 DSGVO),</li>
          <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
          <li>Löschung (Art. 17 DSGVO),</li>
          <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
          <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
          <li>
            <strong>Widerspruch</strong> gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gründen,
            die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO),
          </li>
          <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
        </ul>
        <p>
          Eine formlose Nachricht an <a href={`mailto:${contact.email}`}>{contact.email}</a> genügt. Auskunft und
          Löschung kannst du auch direkt selbst anstoßen: Auf der Seite <Link to="/meine-daten">Deine Daten</Link>{" "}
          schicke ich dir einen persönlichen Link ({RETENTION.dataRequestHours} Stunden gültig), über den du alles, was
          unter deiner E-Mail-Adresse gespeichert ist, als Datei herunterladen oder löschen kannst. Von Buchungen bleibt
          dabei nur, was ich für die Buchhaltung aufbewahren muss.
        </p>
        <p>
          Außerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO).
          Zuständig für mich ist:
        </p>
        <PostalAddress
          lines={["Die Landesbeauftragte für den Datenschutz Niedersachsen", "Prinzenstraße 5", "30159 Hannover"]}
        />
      </Section>

      <Section id="aenderungen">
        <p>
          Diese Datenschutzerklärung hat den Stand vom {legalVersionDate}. Ich passe sie an, wenn sich die Website oder
          die rechtlichen Vorgaben ändern. Es gilt die jeweils hier veröffentlichte Fassung.
        </p>
      </Section>
    </LegalPage>
  );
}
