import {
  BOOKING_TIME_ZONE,
  calendarDateIn,
  formatBookingDate,
  formatMoneyCents,
  INTL_LOCALES,
  numberFormat,
  operatorAddressLines,
  type BookingDocumentKind,
  type Locale,
  ticketsSummary,
  type TicketCategory,
} from '@tgde/contracts';
import PDFDocument from 'pdfkit';
import type { Operator } from '../../config';
import { translate } from '../i18n/server-i18n';

/*
 * A booking's receipt or credit note as a PDF: pure rendering, from the data it is given. pdfkit's
 * standard Helvetica is built into every PDF reader, so nothing is embedded or downloaded; its
 * character set is Windows-1252, and text outside it is brought into it by `printable` below.
 */

/**
 * Every visible text of the documents in `locale`, and how dates and money are written there. The
 * German documents keep the English ones' meaning: a Beleg for the payment, a Stornorechnung
 * (cancellation invoice) that cancels it. A test-mode payment's documents say on their face that
 * no money moved, in words of their own wherever the real ones say it did.
 */
export function documentTextsFor(locale: Locale) {
  const intl = INTL_LOCALES[locale];
  return {
    /** The document's language, for PDF readers and screen readers. */
    lang: intl,
    title: {
      receipt: translate(locale, 'Receipt'),
      'credit-note': translate(locale, 'Cancellation invoice'),
    },
    numberLabel: {
      receipt: translate(locale, 'Receipt no.'),
      'credit-note': translate(locale, 'Cancellation invoice no.'),
    },
    dateLabel: translate(locale, 'Date'),
    /** The line under a cancellation invoice's title: the receipt it cancels. */
    correction: (receiptNumber: string) =>
      translate(locale, 'Correction to receipt {receiptNumber}', { receiptNumber }),
    vatIdLabel: translate(locale, 'VAT ID'),
    emailLabel: translate(locale, 'E-mail'),
    phoneLabel: translate(locale, 'Phone'),
    representativeLabel: translate(locale, 'Represented by'),
    registerLabel: translate(locale, 'Register entry'),
    /** OPERATOR_ADDRESS's lines, its country in the document's language. */
    address: (address: string) => operatorAddressLines(address, locale),
    billedTo: translate(locale, 'Billed to'),
    columns: {
      description: translate(locale, 'Description'),
      tripDate: translate(locale, 'Trip date'),
      travellers: translate(locale, 'Travellers'),
      amount: translate(locale, 'Amount'),
    },
    line: {
      receipt: (destination: string) => translate(locale, 'Trip to {destination}', { destination }),
      'credit-note': (destination: string) =>
        translate(locale, 'Cancelled trip to {destination}', { destination }),
    },
    net: translate(locale, 'Amount without VAT'),
    vat: (ratePercent: string) => translate(locale, 'VAT {ratePercent}% included', { ratePercent }),
    total: { receipt: translate(locale, 'Total paid'), 'credit-note': translate(locale, 'Total refunded') },
    paidBy: (transactionId: string) =>
      translate(locale, 'Paid by card. Transaction id: {transactionId}', { transactionId }),
    corrects: (receiptNumber: string, transactionId: string) =>
      translate(
        locale,
        'This cancellation invoice cancels receipt {receiptNumber} (transaction id {transactionId}): the trip was cancelled.',
        { receiptNumber, transactionId },
      ),
    refunded: (refundId: string) =>
      translate(locale, 'Refunded to the card that paid. Refund id: {refundId}', { refundId }),
    refundPending: translate(locale, 'The refund to the card that paid is on its way.'),
    /** What a document of a test-mode payment says instead (docs/payments.md, test mode). */
    test: {
      banner: {
        receipt: translate(
          locale,
          'TEST MODE: no payment was taken. This receipt is for no real payment and proves none.',
        ),
        'credit-note': translate(
          locale,
          'TEST MODE: no payment was taken and no money was refunded. This cancellation invoice cancels no real payment.',
        ),
      },
      total: {
        receipt: translate(locale, 'Total (test mode: nothing charged)'),
        'credit-note': translate(locale, 'Total (test mode: nothing refunded)'),
      },
      paidBy: (transactionId: string) =>
        translate(locale, 'Test payment: no money was taken. Transaction id: {transactionId}', {
          transactionId,
        }),
      refunded: (refundId: string) =>
        translate(locale, 'Test refund: no money was moved. Refund id: {refundId}', { refundId }),
      refundPending: translate(locale, 'No money was taken, so none goes back.'),
    },
    currencyNote: translate(locale, 'All amounts in US dollars.'),
    thanks: {
      receipt: translate(locale, 'Thank you for travelling with us.'),
      'credit-note': translate(locale, 'We hope to welcome you on another trip.'),
    },
    /** A calendar date (YYYY-MM-DD): "Dec 24, 2026", "24.12.2026". */
    date: (isoDate: string) => formatBookingDate(isoDate, locale),
    /** What was bought: "2 adults, 1 child". */
    tickets: (tickets: readonly { category: TicketCategory; count: number }[]) =>
      ticketsSummary(tickets, (text, values) => translate(locale, text, values)),
    /** Cents of the product's currency, as everywhere: "$1,250", "-$19.99"; "1.250 $". */
    money: (cents: number) => formatMoneyCents(cents, locale),
    /** The VAT rate as the document prints it: "19", "7.7"; "7,7". */
    rate: (ratePercent: number) => numberFormat(intl, { maximumFractionDigits: 2 }).format(ratePercent),
  };
}

export type DocumentTexts = ReturnType<typeof documentTextsFor>;

/** The English texts. */
export const documentTexts: DocumentTexts = documentTextsFor('en');

export type DocumentKind = BookingDocumentKind;

interface CommonData {
  number: string;
  /** When it was issued: the payment (receipt) or the cancellation (credit note). */
  issued: Date;
  operator: Operator;
  traveller: { name: string; email: string };
  destination: string;
  /** The trip's day, YYYY-MM-DD. */
  tripDate: string;
  /** The departure's start time in Germany; null for a trip booked by the day. */
  tripTime: string | null;
  travellers: number;
  /** The tickets bought; null for travellers booked without tickets. */
  tickets: { category: TicketCategory; count: number }[] | null;
  /** What was paid (receipt) or is given back (credit note), as a positive amount in US cents. */
  amountCents: number;
  /** VAT_RATE_PERCENT: the VAT the amount includes. */
  vatRatePercent: number;
  /** The payment's transaction id. */
  transactionId: string;
  /** The payment was taken by the test-mode processor: no money moved (a TEST- number). */
  testMode: boolean;
}

export type BookingDocumentData =
  | (CommonData & { kind: 'receipt' })
  | (CommonData & {
      kind: 'credit-note';
      /** The provider's refund id; null while the refund is still being made. */
      refundId: string | null;
      /** The number of the receipt this cancellation invoice cancels. */
      correctsReceipt: string;
    });

/**
 * The VAT an amount includes at `ratePercent`: amount × rate / (100 + rate), rounded to the cent
 * (half away from zero, so that a credit note's VAT is exactly its receipt's, negated).
 */
export function includedVatCents(amountCents: number, ratePercent: number): number {
  const vat = Math.round((Math.abs(amountCents) * ratePercent) / (100 + ratePercent));
  return amountCents < 0 ? -vat : vat;
}

/** The characters of Windows-1252 beyond Latin-1, which the standard fonts can draw. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Latin letters that no Unicode decomposition brings to a drawable one. */
const LETTER_STAND_INS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ſ: 's',
};

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * `text` in the standard fonts' character set: "Łódź" becomes "Lódz" (accents the set lacks are
 * dropped, a few letters stand in for others), and what has no Latin form becomes "?", rather than
 * the wrong glyphs the font would draw.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (drawable(char)) out += char;
    else if (LETTER_STAND_INS[char]) out += LETTER_STAND_INS[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';
const TEST_INK = '#7f1d1d';
const TEST_SHADE = '#fee2e2';
const MARGIN = 56;

/** Renders the receipt or credit note; `texts` are English unless a translation is passed. */
export function renderBookingDocument(
  data: BookingDocumentData,
  texts: DocumentTexts = documentTexts,
): Promise<Buffer> {
  const { kind } = data;
  const title = texts.title[kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: texts.lang,
    displayTitle: true,
    info: {
      Title: printable(`${title} ${data.number}`),
      Author: printable(data.operator.name),
      Subject: printable(texts.line[kind](data.destination)),
      Creator: printable(data.operator.name),
      // The same document, the same bytes: it was made when it was issued.
      CreationDate: data.issued,
      ModDate: data.issued,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const sign = kind === 'credit-note' ? -1 : 1;
  const amount = sign * data.amountCents;
  const vat = includedVatCents(amount, data.vatRatePercent);
  const issuedOn = texts.date(calendarDateIn(BOOKING_TIME_ZONE, data.issued));
  const op = data.operator;

  /** Writes one block of text at (x, y) in `w` and answers the y below it. */
  const write = (
    text: string,
    x: number,
    y: number,
    w: number,
    style: { font?: string; size?: number; color?: string; align?: 'left' | 'right' | 'center' } = {},
  ): number => {
    doc
      .font(style.font ?? FONT)
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? INK);
    const printed = printable(text);
    doc.text(printed, x, y, { width: w, align: style.align ?? 'left' });
    return y + doc.heightOfString(printed, { width: w });
  };

  // A test-mode payment's document says so above everything else, across the page.
  let top = MARGIN;
  if (data.testMode) {
    const banner = printable(texts.test.banner[kind]);
    doc.font(BOLD).fontSize(11);
    const height = doc.heightOfString(banner, { width: width - 24 }) + 16;
    doc.rect(left, top - 20, width, height).fill(TEST_SHADE);
    write(banner, left + 12, top - 12, width - 24, { font: BOLD, size: 11, color: TEST_INK });
    top += height + 6;
  }

  // The operator, top left.
  const operatorWidth = width * 0.55;
  let y = write(op.name, left, top, operatorWidth, { font: BOLD, size: 13 }) + 4;
  for (const line of texts.address(op.address)) {
    y = write(line, left, y, operatorWidth, { size: 9.5, color: MUTED });
  }
  const operatorFacts = [
    `${texts.emailLabel}: ${op.email}`,
    `${texts.phoneLabel}: ${op.phone}`,
    `${texts.vatIdLabel}: ${op.vatId}`,
    `${texts.representativeLabel}: ${op.representative}`,
    ...(op.register ? [`${texts.registerLabel}: ${op.register}`] : []),
  ];
  y += 4;
  for (const fact of operatorFacts) y = write(fact, left, y, operatorWidth, { size: 9.5, color: MUTED });
  const operatorBottom = y;

  // The title, its number and date, top right.
  const boxWidth = width * 0.42;
  const boxLeft = right - boxWidth;
  let boxY = write(title, boxLeft, top - 4, boxWidth, { font: BOLD, size: 24, align: 'right' }) + 8;
  if (data.kind === 'credit-note') {
    boxY =
      write(texts.correction(data.correctsReceipt), boxLeft, boxY, boxWidth, {
        font: BOLD,
        size: 10,
        align: 'right',
      }) + 6;
  }
  const facts: [string, string][] = [
    [texts.numberLabel[kind], data.number],
    [texts.dateLabel, issuedOn],
  ];
  for (const [label, value] of facts) {
    write(label, boxLeft, boxY, boxWidth * 0.45, { size: 9.5, color: MUTED });
    boxY =
      write(value, boxLeft + boxWidth * 0.45, boxY, boxWidth * 0.55, {
        font: BOLD,
        size: 9.5,
        align: 'right',
      }) + 3;
  }

  // The traveller.
  y = Math.max(operatorBottom, boxY) + 30;
  y = write(texts.billedTo, left, y, width, { size: 9, color: MUTED }) + 2;
  y = write(data.traveller.name, left, y, width, { font: BOLD, size: 11 });
  y = write(data.traveller.email, left, y, width, { size: 10 }) + 26;

  // The line table: description, trip date, travellers, amount.
  const columns = [
    { label: texts.columns.description, w: width * 0.46, align: 'left' as const },
    { label: texts.columns.tripDate, w: width * 0.2, align: 'left' as const },
    { label: texts.columns.travellers, w: width * 0.14, align: 'right' as const },
    { label: texts.columns.amount, w: width * 0.2, align: 'right' as const },
  ];
  const pad = 8;
  const row = (cells: string[], top: number, style: { font?: string; color?: string; size?: number }) => {
    let x = left;
    let bottom = top;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      bottom = Math.max(
        bottom,
        write(cell, x + pad, top, column.w - 2 * pad, { ...style, align: column.align }),
      );
      x += column.w;
    });
    return bottom;
  };
  doc.rect(left, y, width, 22).fill(SHADE);
  row(
    columns.map((c) => c.label),
    y + 7,
    { font: BOLD, size: 9, color: MUTED },
  );
  y += 22 + 8;
  y = row(
    [
      data.tickets
        ? `${texts.line[kind](data.destination)}\n${texts.tickets(data.tickets)}`
        : texts.line[kind](data.destination),
      data.tripTime ? `${texts.date(data.tripDate)}, ${data.tripTime}` : texts.date(data.tripDate),
      String(data.travellers),
      texts.money(amount),
    ],
    y,
    { size: 10 },
  );
  y += 8;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();

  // The totals, right.
  const totalsWidth = width * 0.5;
  const totalsLeft = right - totalsWidth;
  const totals: [string, string, boolean][] = [
    [texts.net, texts.money(amount - vat), false],
    [texts.vat(texts.rate(data.vatRatePercent)), texts.money(vat), false],
  ];
  y += 12;
  for (const [label, value] of totals) {
    write(label, totalsLeft, y, totalsWidth * 0.6, { size: 10, color: MUTED });
    y =
      write(value, totalsLeft + totalsWidth * 0.6, y, totalsWidth * 0.4 - pad, { size: 10, align: 'right' }) +
      4;
  }
  y += 2;
  doc.moveTo(totalsLeft, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
  y += 8;
  const totalLabel = data.testMode ? texts.test.total[kind] : texts.total[kind];
  write(totalLabel, totalsLeft, y, totalsWidth * 0.6, { font: BOLD, size: 12 });
  y = write(texts.money(amount), totalsLeft + totalsWidth * 0.6, y, totalsWidth * 0.4 - pad, {
    font: BOLD,
    size: 12,
    align: 'right',
  });

  // How the money moved.
  y += 34;
  const money = data.testMode ? texts.test : texts;
  const notes =
    data.kind === 'receipt'
      ? [money.paidBy(data.transactionId)]
      : [
          texts.corrects(data.correctsReceipt, data.transactionId),
          data.refundId ? money.refunded(data.refundId) : money.refundPending,
        ];
  for (const note of [...notes, texts.currencyNote]) y = write(note, left, y, width, { size: 10 }) + 4;

  // The footer: who issued it, and a word of thanks. It sits in the bottom margin, which pdfkit
  // would otherwise answer with a new page.
  doc.page.margins.bottom = 0;
  const footerTop = doc.page.height - MARGIN - 24;
  doc.moveTo(left, footerTop).lineTo(right, footerTop).lineWidth(0.5).strokeColor(RULE).stroke();
  const footer = [
    op.name,
    texts.address(op.address).join(', '),
    `${texts.representativeLabel} ${op.representative}`,
    ...(op.register ? [op.register] : []),
    `${texts.vatIdLabel} ${op.vatId}`,
  ].join(' · ');
  const footerBottom = write(footer, left, footerTop + 8, width, { size: 8, color: MUTED, align: 'center' });
  write(texts.thanks[kind], left, footerBottom + 2, width, { size: 8, color: MUTED, align: 'center' });

  doc.end();
  return finished;
}
