import Link from "next/link";

export default function RecommendationNotFound() {
  return (
    <section>
      <h1>Recommendation not found</h1>
      <p>
        No saved recommendation has this link. It may be mistyped. <Link href="/advisor">Ask the advisor</Link> for a
        new one.
      </p>
    </section>
  );
}
