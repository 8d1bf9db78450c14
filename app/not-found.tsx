import Link from "next/link";

export default function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. <Link href="/">Back to the start</Link>.
      </p>
    </section>
  );
}
