import { describeRatio } from "@/lib/measurements/compare";

/** A measured-to-modelled ratio in words, marked slower or faster for styling. */
export function Ratio({ ratio }: { ratio: number | null }) {
  const tone = ratio === null ? "" : ratio > 1.1 ? "ratio-slower" : ratio < 1 / 1.1 ? "ratio-faster" : "ratio-same";
  return <span className={`measured-ratio ${tone}`}>{describeRatio(ratio)}</span>;
}
