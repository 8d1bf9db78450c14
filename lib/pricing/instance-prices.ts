import type { PriceBook, PriceEntry } from "./price-keys";

/**
 * Linux On-Demand hourly prices of EC2 instances, by instance type: what the advisor prices
 * waiting compute with. (Placeholder contract written by the advisor work; the pricing work
 * fills in the keys and the bundled figures.)
 */
export function instancePriceKey(instanceType: string): string {
  return `ec2.ondemand.linux.${instanceType}`;
}

export function instanceHourlyPrice(book: PriceBook, instanceType: string): PriceEntry | undefined {
  const prices = book.prices as Record<string, PriceEntry | undefined>;
  return Object.hasOwn(prices, instancePriceKey(instanceType)) ? prices[instancePriceKey(instanceType)] : undefined;
}
