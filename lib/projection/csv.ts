import { csvField } from "@/lib/format/csv";
import type { Projection } from "./types";

/** The months as CSV: one row per policy and month, each bill line's kind a column. */
export function projectionCsv(p: Projection): string {
  const kinds = ["storage", "transition", "retrieval", "monitoring", "minimum-duration", "requests"] as const;
  const rows = [
    [
      "policy",
      "month",
      "stored_gib",
      ...kinds.map((k) => `${k.replace("-", "_")}_usd`),
      "total_usd",
      "meets_cold_read_need",
      "region",
      "snapshot",
    ].join(","),
  ];
  for (const policy of p.policies) {
    for (const m of policy.months) {
      const byKind = kinds.map((k) =>
        m.lines
          .filter((l) => l.kind === k)
          .reduce((s, l) => s + l.usd, 0)
          .toFixed(2),
      );
      rows.push(
        [
          policy.label,
          m.month,
          m.storedGiB,
          ...byKind,
          m.totalUsd.toFixed(2),
          policy.meetsColdReadNeed,
          p.region,
          p.priceSnapshot.id,
        ]
          .map(csvField)
          .join(","),
      );
    }
  }
  return `${rows.join("\n")}\n`;
}
