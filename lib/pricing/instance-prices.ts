import { instanceTypePriceKey, isInstancePriceKey, type PriceBook, type PriceEntry } from "./price-keys";

/**
 * Linux On-Demand hourly prices of EC2 instances (USD per instance-hour, unit "Hrs"), by
 * instance type: what the advisor prices waiting compute and the instance store option
 * with. The keys are derived from the instance catalog in price-keys.ts.
 */
export function instancePriceKey(instanceType: string): string {
  return instanceTypePriceKey(instanceType.trim().toLowerCase());
}

/** The book's price for the type, or undefined when it has none (or the type has no key). */
export function instanceHourlyPrice(book: PriceBook, instanceType: string): PriceEntry | undefined {
  const key = instancePriceKey(instanceType);
  if (!isInstancePriceKey(key)) return undefined;
  return Object.hasOwn(book.prices, key) ? book.prices[key] : undefined;
}
