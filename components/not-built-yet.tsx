/** Says plainly that a page exists in the navigation but is not built yet. */
export function NotBuiltYet({ title, what }: { title: string; what: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="notice" role="status">
        Not built yet. {what}
      </p>
    </section>
  );
}
