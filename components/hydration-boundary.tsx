import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary around content that is already rendered on the server (its data is
 * awaited outside it), used only for what it does in the browser: React hydrates what
 * sits inside a boundary after the rest of the page, in slices of a few milliseconds,
 * instead of in the one long task that hydrates the page around it. A phone's main
 * thread stays free for input while a large form comes alive (Lighthouse's Total
 * Blocking Time on /compare and /advisor).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
