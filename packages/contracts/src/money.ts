/**
 * Money is kept in whole US cents (the database, payment intents); the API and pages speak dollars,
 * (`cost: 500` is $500). These are the only two conversions.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
