import { type SiteInfo, pageHref } from '@tgde/contracts';
import { germanDays, germanHoldDuration } from './legal-content.de';
import {
  addressLines,
  details,
  heading,
  link,
  list,
  mail,
  paragraph,
  phone,
  type LegalDocument,
  type LegalPageTexts,
} from './legal-content';

/**
 * /de/datenschutz: privacy-content.ts in German, as a German operator words its
 * Datenschutzerklärung. It states what the English one states, no more and no less.
 */
function privacyContentDe(info: SiteInfo): LegalDocument {
  const { operator } = info;
  const stripe = info.payments === 'stripe';
  const reminder =
    info.reminderDays <= 0
      ? 'eine Erinnerung am Tag einer bezahlten Reise'
      : `eine Erinnerung ${germanDays(info.reminderDays)} vor einer bezahlten Reise`;
  return {
    intro: [
      [
        'Diese Datenschutzerklärung erläutert, welche personenbezogenen Daten Travel Guide DE speichert, ' +
          'wenn Sie die Website nutzen, zu welchen Zwecken und welche Rechte Sie haben (Art. 13 und 14 ' +
          'Datenschutz-Grundverordnung, DSGVO).',
      ],
    ],
    sections: [
      {
        heading: 'Verantwortlicher',
        blocks: [
          paragraph('Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist:'),
          details(
            { term: 'Betreiber', lines: [[operator.name]] },
            { term: 'Anschrift', lines: addressLines(operator.address, 'de').map((line) => [line]) },
            { term: 'E-Mail', lines: [[mail(operator.email)]] },
            { term: 'Telefon', lines: [[phone(operator.phone)]] },
          ),
          paragraph('Bei allen Fragen zu Ihren Daten erreichen Sie uns unter ', mail(operator.email), '.'),
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten, wozu und auf welcher Rechtsgrundlage',
        blocks: [
          heading('Ihr Konto'),
          paragraph(
            'Ihr Name, Ihre E-Mail-Adresse und ob sie bestätigt ist, Ihr Passwort (nur als nicht ' +
              'umkehrbarer Hashwert, nie im Klartext) sowie die Angaben, die Sie Ihrem Profil hinzufügen: ' +
              'Foto, Geburtsdatum, Geschlecht und Telefonnummer. Wir benötigen sie, um Ihr Konto zu führen ' +
              'und Ihre Buchungen anzunehmen: Art. 6 Abs. 1 lit. b DSGVO (Vertrag). Ohne Namen und ' +
              'E-Mail-Adresse können Sie nicht buchen.',
          ),
          heading('Buchungen und Zahlungen'),
          paragraph(
            'Zu jeder Buchung: das Reiseziel, der Tag, die Zahl der Reisenden, Ihr Name, Ihre ' +
              'E-Mail-Adresse und Telefonnummer, der Preis, ob die Buchung bezahlt ist, die ' +
              'Transaktionsnummer der Zahlung, Erstattungen sowie die Nummern von Beleg und Stornorechnung. ' +
              'Wir benötigen sie, um die gebuchte Reise durchzuführen: Art. 6 Abs. 1 lit. b DSGVO. ' +
              'Bezahlte Buchungen, Belege und Stornorechnungen sind außerdem Unterlagen, die wir nach ' +
              'deutschem Handels- und Steuerrecht aufbewahren müssen (§ 257 HGB, § 147 AO): ' +
              'Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung).',
          ),
          paragraph(
            stripe
              ? 'Ihre Kartendaten gehen von der Zahlungsseite direkt an unseren Zahlungsdienstleister ' +
                  'Stripe; Ihre Kartennummer sehen und speichern wir nie. Wir speichern nur die Kennung ' +
                  'und den Betrag der Zahlung.'
              : 'Diese Website läuft in ihrem eingebauten Testbetrieb: Es wird keine echte Karte belastet, ' +
                  'und kein Zahlungsdienst erhält Daten. Die eingegebene Nummer der Testkarte wird geprüft ' +
                  'und nicht gespeichert.',
          ),
          heading('Fotos und Bewertungen, die Sie teilen'),
          paragraph(
            'Die Bilder, die Sie hochladen (ohne Metadaten wie den Aufnahmeort; wir kodieren jedes Bild ' +
              'neu), der Ort, den sie zeigen, und Ihre Bewertungen mit ihren Sternen. Andere Besucher ' +
              'sehen sie mit Ihrem Vornamen und dem Anfangsbuchstaben Ihres Nachnamens. Wir speichern ' +
              'sie, um zu zeigen, was Sie geteilt haben: Art. 6 Abs. 1 lit. b DSGVO.',
          ),
          heading('Nachrichten an uns'),
          paragraph(
            'Wenn Sie uns über die Startseite schreiben: Ihre E-Mail-Adresse, der Betreff und Ihre ' +
              'Nachricht, damit wir Ihnen antworten können: Art. 6 Abs. 1 lit. f DSGVO (unser ' +
              'berechtigtes Interesse, Anfragen zu beantworten) und Art. 6 Abs. 1 lit. b DSGVO, wenn es ' +
              'um eine Buchung geht.',
          ),
          heading('E-Mails, die wir Ihnen senden'),
          paragraph(
            'E-Mails zur Bestätigung Ihrer Adresse und zum Zurücksetzen des Passworts, ' +
              `Buchungsbestätigungen, Belege, Stornierungen sowie ${reminder}. Jede E-Mail liegt in ` +
              'unserer Datenbank, bis der Mailserver sie übernommen hat: Art. 6 Abs. 1 lit. b DSGVO.',
          ),
          heading('Angemeldete Geräte'),
          paragraph(
            'Zu jeder Sitzung (jedem Gerät, auf dem Sie angemeldet sind): die Netzwerkadresse ' +
              '(IP-Adresse) und der Name des Browsers, mit denen Sie sich angemeldet haben – damit Sie ' +
              'angemeldet bleiben und um Ihr Konto zu schützen: Art. 6 Abs. 1 lit. b und f DSGVO.',
          ),
          heading('Sicherheit'),
          paragraph(
            'Um die Website vor Angriffen und Missbrauch zu schützen, begrenzen wir anhand der ' +
              'Netzwerkadresse (IP-Adresse) Ihres Geräts, wie viele Anfragen es pro Minute stellen darf ' +
              '(zum Beispiel Anmeldeversuche, Nachrichten und Uploads), und das Protokoll des Servers ' +
              'verzeichnet jede Anfrage mit Uhrzeit, der Adresse der Seite und Ihrer Netzwerkadresse. ' +
              'Das Protokoll enthält keine E-Mail-Adressen, Passwörter oder Tokens. Rechtsgrundlage: ' +
              'Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an einer sicheren, ' +
              'funktionierenden Website).',
          ),
          paragraph(
            'Was Administratoren tun (zum Beispiel die Administratorrolle vergeben, ein Konto sperren ' +
              'oder eine Buchung stornieren), wird mit der E-Mail-Adresse des Administrators und dem ' +
              'Gegenstand der Handlung festgehalten (ein Konto mit seiner Nummer und seinem Kurznamen ' +
              'wie „Anna M.“ oder eine Buchung), damit sich jede Änderung nachvollziehen lässt: ' +
              'Art. 6 Abs. 1 lit. f DSGVO. Diese Aufzeichnung wird nie verändert und dauerhaft aufbewahrt.',
          ),
          paragraph('Wir nutzen keine Analyse- oder Werbedienste und verkaufen keine Daten.'),
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        blocks: [
          list(
            [
              `Nachrichten an uns löschen wir ${germanDays(info.contactRetentionDays)} nach ihrem ` +
                'Eingang.',
            ],
            [
              `Eine unbezahlte Buchung hält ihre Plätze ${germanHoldDuration(info.bookingHoldMinutes)} ` +
                'lang frei; wird sie bis dahin nicht bezahlt, verfällt sie, ihre Plätze gehen zurück in ' +
                'den Verkauf, und sie bleibt als abgelaufen unter ',
              link('Meine Buchungen', pageHref('myBookings')),
              ' stehen. Vorher können Sie eine unbezahlte Buchung dort löschen.',
            ],
            [
              'Bezahlte Buchungen, Belege und Stornorechnungen bewahren wir so lange auf, wie es das deutsche ' +
                'Handels- und Steuerrecht verlangt: 8 Jahre für Belege und Stornorechnungen, 10 Jahre für ' +
                'die Bücher, jeweils gerechnet ab dem Ende des Kalenderjahres.',
            ],
            [
              'Hochgeladene Bilder, die kein Foto, kein Reiseziel und kein Profil verwendet, löschen wir ' +
                'nach einem Tag.',
            ],
            [
              'E-Mails löschen wir 30 Tage nach dem Versand (oder nach dem letzten erfolglosen ' +
                'Zustellversuch) aus unserer Datenbank.',
            ],
            [
              'Eine Sitzung endet, wenn Sie sich abmelden; mit „Angemeldet bleiben“ gilt sie 30 Tage ab ' +
                'ihrer letzten Nutzung (höchstens 90 Tage ab der Anmeldung), ohne diese Option, bis Sie ' +
                'den Browser schließen (spätestens nach einem Tag).',
            ],
            [
              'Das Protokoll des Servers bewahren wir nur so lange auf, wie es nötig ist, um Fehler zu ' +
                'finden und Angriffe abzuwehren.',
            ],
            [
              'Ihr Konto, Ihr Profil, Ihre Fotos und Bewertungen bleiben gespeichert, solange Sie das ' +
                'Konto haben. Wenn Sie es löschen, werden Ihr Name, Ihre E-Mail-Adresse, Ihre ' +
                'Telefonnummer, Ihre Fotos und die Nachrichten, die Sie uns angemeldet geschickt haben, ' +
                'sofort gelöscht; Ihre Bewertungen bleiben unter ' +
                'dem Namen „Ehemaliger Reisender“ stehen, und bezahlte Buchungen bleiben ohne Ihren Namen für ' +
                'die Buchhaltung erhalten.',
            ],
          ),
        ],
      },
      {
        heading: 'Wer Ihre Daten erhält',
        blocks: [
          list(
            stripe
              ? [
                  'Stripe (Stripe Payments Europe, Ltd., Dublin, Irland), unser Zahlungsdienstleister, ' +
                    'erhält bei der Zahlung Ihre Kartendaten, Ihren Namen, Ihre E-Mail-Adresse und den ' +
                    'Betrag. Mehr dazu in der ',
                  link('Datenschutzerklärung von Stripe', 'https://stripe.com/de/privacy'),
                  '.',
                ]
              : ['Kein Zahlungsdienstleister: Diese Website läuft im Testbetrieb und belastet keine Karte.'],
            [
              'Der Mailserver, der unsere E-Mails zustellt, erhält die Adresse des Empfängers und die ' +
                'Nachricht.',
            ],
            [
              'Google, nur wenn Sie sich mit Google anmelden: Google erfährt, dass Sie sich hier anmelden, ' +
                'und wir erhalten von Google Ihren Namen, Ihre E-Mail-Adresse und Ihr Profilbild. Dieses ' +
                'Bild wird dann von den Servern von Google geladen.',
            ],
            [
              'Die Unternehmen, die unseren Server, unsere Datenbank und die Bilder hosten, soweit wir ' +
                'solche einsetzen, verarbeiten Daten nur in unserem Auftrag und nach unseren Weisungen ' +
                '(Art. 28 DSGVO).',
            ],
          ),
          paragraph(
            stripe
              ? 'Stripe und Google verarbeiten Daten unter Umständen in den USA; beide sind nach dem ' +
                  'EU-U.S. Data Privacy Framework zertifiziert, für das die Europäische Kommission ein ' +
                  'angemessenes Datenschutzniveau festgestellt hat (Art. 45 DSGVO).'
              : 'Google verarbeitet Daten unter Umständen in den USA; Google ist nach dem EU-U.S. Data ' +
                  'Privacy Framework zertifiziert, für das die Europäische Kommission ein angemessenes ' +
                  'Datenschutzniveau festgestellt hat (Art. 45 DSGVO).',
          ),
        ],
      },
      {
        heading: 'Ihre Rechte',
        blocks: [
          paragraph('Sie haben das Recht auf:'),
          list(
            ['Auskunft über die Daten, die wir über Sie speichern, und eine Kopie davon (Art. 15 DSGVO);'],
            ['Berichtigung unrichtiger Daten (Art. 16 DSGVO);'],
            [
              'Löschung Ihrer Daten, soweit uns das Gesetz nicht zur Aufbewahrung verpflichtet, wie bei ' +
                'bezahlten Buchungen (Art. 17 DSGVO);',
            ],
            ['Einschränkung der Verarbeitung Ihrer Daten (Art. 18 DSGVO);'],
            [
              'Datenübertragbarkeit, also die Daten, die Sie uns gegeben haben, in einem ' +
                'maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);',
            ],
            [
              'Widerspruch aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen ' +
                'Verarbeitungen, die auf unserem berechtigten Interesse nach Art. 6 Abs. 1 lit. f DSGVO ' +
                'beruhen (Art. 21 DSGVO);',
            ],
            [
              'Beschwerde bei einer Datenschutz-Aufsichtsbehörde, insbesondere in dem EU-Staat, in dem ' +
                'Sie wohnen oder arbeiten (Art. 77 DSGVO).',
            ],
          ),
          heading('So machen Sie Ihre Rechte hier geltend'),
          paragraph(
            'Foto, Geburtsdatum, Geschlecht und Telefonnummer Ihres Profils berichtigen Sie selbst unter ',
            link('Profil bearbeiten', pageHref('profileUpdate')),
            ' (angemeldet). Unter ',
            link('Mein Profil', pageHref('profile')),
            ' laden Sie eine Kopie aller Daten herunter, die wir über Sie speichern („Meine Daten ' +
              'herunterladen“, eine JSON-Datei), sehen Ihre angemeldeten Geräte und melden sie ab, und ' +
              'Sie löschen dort Ihr Konto („Mein Konto löschen“). Für alles Weitere schreiben Sie an ',
            mail(operator.email),
            ', und zwar von der E-Mail-Adresse Ihres Kontos. Wir antworten innerhalb eines Monats.',
          ),
          paragraph('Wir treffen keine Entscheidungen über Sie, die ausschließlich automatisiert sind.'),
        ],
      },
      {
        heading: 'Cookies und Speicher in Ihrem Browser',
        blocks: [
          paragraph(
            'Wir speichern nur, was die Website braucht, um so zu funktionieren, wie Sie es wünschen ' +
              '(§ 25 Abs. 2 Nr. 2 TDDDG); deshalb bitten wir Sie nicht um eine Einwilligung:',
          ),
          list(
            [
              '„tgde.session_token“ (über HTTPS „__Secure-tgde.session_token“): hält Sie angemeldet. ' +
                'Wird bei der Anmeldung gesetzt und gilt mit „Angemeldet bleiben“ 30 Tage, sonst bis ' +
                'Sie den Browser schließen.',
            ],
            [
              '„tgde.dont_remember“: wird mit der Sitzung gesetzt, wenn Sie sich ohne „Angemeldet ' +
                'bleiben“ anmelden, damit die Sitzung mit dem Browser endet.',
            ],
            [
              '„tgde_browser_session“: die Markierung der Anmeldung. Sie enthält nur „1“ und zeigt der ' +
                'Website, dass der Browser seit einer Anmeldung ohne „Angemeldet bleiben“ nicht ' +
                'geschlossen wurde; sie verschwindet, wenn Sie den Browser schließen.',
            ],
            [
              '„tgde.state“: nur während Sie sich mit Google anmelden, höchstens 5 Minuten lang, um ' +
                'diese Anmeldung vor Fälschung zu schützen.',
            ],
            [
              '„lang“: nur wenn Sie mit dem Link in der Navigationsleiste eine Sprache wählen, ein Jahr ' +
                'lang, damit die Website in dieser Sprache öffnet.',
            ],
            [
              '„accessToken“ (mit „accessTokenScope“) im lokalen Speicher des Browsers (Local Storage): ' +
                'der Schlüssel, den die Seite bei ihren Anfragen an unseren Server mitsendet, solange Sie ' +
                'angemeldet sind. Er wird entfernt, wenn Sie sich abmelden.',
            ],
            ...(stripe
              ? [
                  [
                    'Auf der Zahlungsseite setzt das Kartenformular von Stripe eigene Cookies von Stripe ' +
                      '(etwa „__stripe_mid“ und „__stripe_sid“), um Betrug bei Kartenzahlungen zu ' +
                      'verhindern.',
                  ],
                ]
              : []),
          ),
          paragraph('Cookies für Analyse- oder Werbezwecke setzen wir nicht.'),
        ],
      },
    ],
  };
}

export const privacyTextsDe: LegalPageTexts = {
  loading: 'Die Datenschutzerklärung wird geladen',
  failure: 'Die Datenschutzerklärung konnte nicht geladen werden',
  document: privacyContentDe,
};
