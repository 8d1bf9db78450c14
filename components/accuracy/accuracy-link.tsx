import Link from "next/link";
import type { ReactNode } from "react";

/** Every duration range the model gives links to how ranges are made and how accurate the model is. */
export function AccuracyLink({ children }: { children: ReactNode }) {
  return (
    <Link href="/accuracy#ranges" prefetch={false} data-testid="accuracy-link">
      {children}
    </Link>
  );
}
