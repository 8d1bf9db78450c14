"use client";

// Shown instead of a stack trace when a page fails on the server or in the browser.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Try again; if it keeps failing, the server log has the details{error.digest ? ` (reference ${error.digest})` : ""}.</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
