import { brand } from "~/config/brand";
import { LegalPage, LegalSection, PostalAddress } from "~/features/content/legal/legal-page";
import { pageMeta } from "~/features/content/pages/seo";
import type { Route } from "./+types/impressum";

const { legal, address, contact } = brand;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Impressum",
    `Impressum von ${brand.productName}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Kontakt, Umsatzsteuer-ID und Verantwortlicher nach § 18 Abs. 2 MStV.`,
    "/impressum",
  );

export default function ImpressumPage() {
  return (
    <LegalPage eyebrow="Rechtliches" title="Impressum">
      <LegalSection title="Angaben gemäß § 5 DDG">
        <PostalAddress
          lines={[
            `${brand.productName}`,
            `Inhaberin: ${legal.owner} (${legal.businessForm})`,
            address.street,
            `${address.postalCode} ${address.city}`,
            address.country,
          ]}
        />
        <p>
          <strong>Vertreten durch:</strong> {legal.representative}
        </p>
      </LegalSection>

      <LegalSection title="Kontakt">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">Telefon</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phoneDisplay}</a>
          </dd>
          <dt className="font-semibold">E-Mail</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt className="font-semibold">Website</dt>
          <dd>{new URL(brand.siteUrl).host}</dd>
        </dl>
      </LegalSection>

      <LegalSection title="Registereintrag">
        <p>{legal.register}</p>
      </LegalSection>

      <LegalSection title="Umsatzsteuer">
        <p>
          Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: <strong>{legal.vatId}</strong>
        </p>
      </LegalSection>

      <LegalSection title="Berufsbezeichnung">
        <p>
          {brand.coach.title}. Die Berufsbezeichnung „Coach“ ist in Deutschland gesetzlich nicht geschützt; es besteht
          keine Kammerzugehörigkeit. Coaching ist keine Psychotherapie und ersetzt keine ärztliche oder
          psychotherapeutische Behandlung.
        </p>
      </LegalSection>

      <LegalSection title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
        <p>{legal.responsibleForContent}</p>
      </LegalSection>

      <LegalSection title="EU-Streitschlichtung">
        <p>
          Die Europäische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025
          eingestellt. Bei Fragen oder Beschwerden kannst du dich jederzeit direkt an mich wenden:{" "}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      </LegalSection>

      <LegalSection title="Verbraucherstreitbeilegung / Universalschlichtungsstelle">
        <p>
          Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
          Verbraucherschlichtungsstelle teilzunehmen.
        </p>
      </LegalSection>

      <LegalSection title="Haftung für Inhalte">
        <p>
          Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und
          Aktualität der Inhalte kann ich jedoch keine Gewähr übernehmen. Als Diensteanbieterin bin ich gemäß § 7 Abs. 1
          DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG
          bin ich als Diensteanbieterin jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen
          zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.
        </p>
        <p>
          Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen
          bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer
          konkreten Rechtsverletzung möglich. Sobald mir entsprechende Rechtsverletzungen bekannt werden, entferne ich
          diese Inhalte umgehend.
        </p>
        <p>
          Die Inhalte dieser Website dienen der allgemeinen Information und ersetzen keine individuelle Beratung,
          Diagnose oder Therapie.
        </p>
      </LegalSection>

      <LegalSection title="Haftung für Links">
        <p>
          Diese Website enthält Links zu externen Websites Dritter, etwa zur Academy und zum Buchungskalender, auf deren
          Inhalte ich keinen Einfluss habe. Deshalb kann ich für diese fremden Inhalte auch keine Gewähr übernehmen. Für
          die Inhalte der verlinkten Seiten ist stets die jeweilige Anbieterin oder der jeweilige Anbieter
          verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße
          überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.
        </p>
        <p>
          Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer
          Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Links
          umgehend.
        </p>
      </LegalSection>

      <LegalSection title="Urheberrecht">
        <p>
          Die auf dieser Website veröffentlichten Texte, Illustrationen und Gestaltungen unterliegen dem deutschen
          Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des
          Urheberrechts bedürfen meiner vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seite sind nur
          für den privaten, nicht kommerziellen Gebrauch gestattet.
        </p>
        <p>
          Soweit Inhalte auf dieser Seite nicht von mir erstellt wurden, werden die Urheberrechte Dritter beachtet;
          Zitate sind als solche gekennzeichnet. Solltest du trotzdem auf eine Urheberrechtsverletzung aufmerksam
          werden, bitte ich um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entferne ich
          derartige Inhalte umgehend.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
