import Link from "next/link";
import type { DatasetSystemLink } from "@/server/data/datasets/datasets";

/** Where a storage option's own page lives (built beside the model's catalog). */
export function optionHref(optionId: string): string {
  return `/options/${encodeURIComponent(optionId)}`;
}

/** A system's label, linked to its catalog option's page when it is one. */
export function SystemName({ label, link }: { label: string; link: DatasetSystemLink | undefined }) {
  if (link?.optionId) return <Link href={optionHref(link.optionId)}>{label}</Link>;
  return <>{label}</>;
}
