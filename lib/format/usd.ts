import { assertFinite } from "./number";

const CENT_DIGITS = 2;
/** Below a dollar, enough digits to tell $0.742 from $0.74 (per-run costs, unit prices). */
const SUB_DOLLAR_SIGNIFICANT_DIGITS = 3;

const wholeDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: CENT_DIGITS,
  maximumFractionDigits: CENT_DIGITS,
});
const subDollar = new Intl.NumberFormat("en-US", { maximumSignificantDigits: SUB_DOLLAR_SIGNIFICANT_DIGITS });

/**
 * US dollars as a source would print them: "$477", "$1,868", "$270.72", "$0.742".
 * Whole amounts show no cents; other amounts of a dollar or more show cents.
 * Takes a number or a decimal string (a Prisma Decimal's toString()).
 */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  assertFinite(value, "amount");
  if (value < 0) return `-${formatUsd(-value)}`;
  if (Number.isInteger(value)) return `$${wholeDollars.format(value)}`;
  if (value >= 1) return `$${cents.format(value)}`;
  return `$${subDollar.format(value)}`;
}
