import Link from "next/link";

export default function DatasetNotFound() {
  return (
    <section>
      <h1>Dataset not found</h1>
      <p>
        No reference dataset has this name. <Link href="/datasets">See every dataset</Link>.
      </p>
    </section>
  );
}
