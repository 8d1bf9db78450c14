import type { OptionEstimate } from "@/lib/model";
import { instanceHourlyPrice, instancePriceKey } from "@/lib/pricing/instance-prices";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { formatUsd } from "@/lib/format";
import { DAYS_PER_MONTH } from "@/lib/units";

/**
 * Instance store comes with its instance: the model adds no storage line for it (the drives
 * are in the instance-hour price), so on its own it would be drawn at $0 a month, the
 * cheapest of everything, while the instance it needs costs hundreds. Compare prices it
 * with that instance, On-Demand, for a month of hours; without the instance's price it is
 * marked unpriced, which keeps it off the frontier and out of "cheapest" claims.
 */

/**
 * Hours in a month as AWS's own monthly figures count them (365 x 24 / 12 = 730): the
 * convention of the EC2 On-Demand pricing page and the AWS Pricing Calculator
 * (https://aws.amazon.com/ec2/pricing/on-demand/, read 2026-11-28). A convention, not a
 * measured figure: a 31-day month of an always-on instance is 744 hours.
 */
export const HOURS_PER_MONTH = 730;

export const INSTANCE_LINE_ITEM = "the instance it lives on";

function instanceTypeOf(result: OptionEstimate): string | null {
  const type = result.params.instanceType;
  return result.family === "instance-store" && typeof type === "string" ? type : null;
}

/**
 * The estimate with its instance's On-Demand month added ("other" bucket, one cost line;
 * the period's cost as the model's, monthly x days / 30), or marked unpriced (the
 * instance's price key missing) when the book has no price for it. Other options pass
 * through unchanged.
 */
export function withInstancePrice(
  result: OptionEstimate,
  book: PriceBook,
  periodDays: number = DAYS_PER_MONTH,
): OptionEstimate {
  const type = instanceTypeOf(result);
  if (type === null || !result.feasible) return result;
  const entry = instanceHourlyPrice(book, type);
  if (entry === undefined)
    return { ...result, priced: false, missingPriceKeys: [...result.missingPriceKeys, instancePriceKey(type)] };
  const hourly = Number(entry.usd);
  const monthly = hourly * HOURS_PER_MONTH;
  const line = {
    item: `${INSTANCE_LINE_ITEM}: ${type}, Linux On-Demand`,
    priceKey: entry.key,
    quantity: HOURS_PER_MONTH,
    unit: "instance-hours a month",
    usdPerUnit: hourly,
    usd: monthly,
    unconfirmed: entry.unconfirmed,
  };
  const cost = {
    ...result.monthlyCostUsd,
    other: result.monthlyCostUsd.other + monthly,
    total: result.monthlyCostUsd.total + monthly,
  };
  const periodCostUsd = result.periodCostUsd + (monthly * periodDays) / DAYS_PER_MONTH;
  return {
    ...result,
    monthlyCostUsd: cost,
    periodCostUsd,
    costLines: [...result.costLines, line],
    pricesUnconfirmed: result.pricesUnconfirmed || entry.unconfirmed,
  };
}

/** "Priced with the i4i.xlarge it lives on: $0.343 an hour On-Demand x 730 hours = $250.39 a month; the drives come with it." */
export function instancePriceNote(result: OptionEstimate): string | null {
  const type = instanceTypeOf(result);
  if (type === null) return null;
  const line = result.costLines.find((l) => l.item.startsWith(INSTANCE_LINE_ITEM));
  if (!line)
    return `Priced with its instance: the price snapshot has no On-Demand price for the ${type} it lives on, so its cost is unknown (not $0); it is left out of "cheapest" claims.`;
  return `Priced with the ${type} it lives on: ${formatUsd(line.usdPerUnit)} an hour On-Demand (Linux) x ${HOURS_PER_MONTH} hours = ${formatUsd(line.usd)} a month; the drives come with the instance.`;
}
