import type { Locale } from './i18n/locale';
import { dollarsToCents } from './money';

/*
 * How the product writes an amount of money, everywhere: pages, mails, receipts and credit notes,
 * the bookings file, API messages. One rule: a whole amount stays whole ("$500", "500 $"); an
 * amount with cents carries two decimals ("$19.99", "19,99 $"); thousands are grouped as the
 * language groups them ("$1,250", "1.250 $"). The digits come from the amount in whole cents, so
 * no floating-point sum can show a cent too many or too few.
 */

const DECIMAL_MARK: Record<Locale, string> = { en: '.', de: ',' };
const THOUSANDS_MARK: Record<Locale, string> = { en: ',', de: '.' };

/*
 * The groups are written here rather than by Intl.NumberFormat: both languages group every three
 * digits from four digits on, which is all Intl would do for a whole number, and the first
 * NumberFormat a page makes loads the browser's number data, a long task on a slow phone while the
 * page hydrates its prices. The unit test checks the result against Intl.
 */
function grouped(units: number, locale: Locale): string {
  return String(units).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_MARK[locale]);
}

export interface MoneyStyle {
  /**
   * A bare number for files (the bookings CSV): no currency sign, no thousands separators, only
   * the language's decimal mark ("1250", "59.97"; "59,97"), which spreadsheets read as a number.
   */
  plain?: boolean;
}

/** An amount in US cents as the product writes it: "$59.97", "-$500"; "59,97 $", "-500 $". */
export function formatMoneyCents(cents: number, locale: Locale = 'en', style: MoneyStyle = {}): string {
  const amount = Number.isFinite(cents) ? Math.round(cents) : 0;
  const sign = amount < 0 ? '-' : '';
  const units = Math.trunc(Math.abs(amount) / 100);
  const rest = Math.abs(amount) % 100;
  const whole = style.plain ? String(units) : grouped(units, locale);
  const number = rest === 0 ? whole : `${whole}${DECIMAL_MARK[locale]}${String(rest).padStart(2, '0')}`;
  if (style.plain) return `${sign}${number}`;
  return locale === 'de' ? `${sign}${number} $` : `${sign}$${number}`;
}

/** An amount in US dollars, as the API speaks it (`cost: 19.99`), written by formatMoneyCents. */
export function formatMoney(dollars: number, locale: Locale = 'en', style: MoneyStyle = {}): string {
  return formatMoneyCents(Number.isFinite(dollars) ? dollarsToCents(dollars) : 0, locale, style);
}
