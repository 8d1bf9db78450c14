"use client";

import { DATABASE_FAILURE_DIGESTS } from "@/server/db/failures";

// Shown instead of a stack trace when a page fails on the server or in the browser. The
// digest tells a database outage apart from a bug (server/db/failures.ts sets it).
const DATABASE_MESSAGES: Record<string, { title: string; text: string }> = {
  [DATABASE_FAILURE_DIGESTS.unavailable]: {
    title: "The database is not reachable right now",
    text: "Nothing is lost: this page will work again as soon as the database is back. Try again in a few seconds.",
  },
  [DATABASE_FAILURE_DIGESTS.busy]: {
    title: "The database is too busy right now",
    text: "Nothing is lost. Try again in a few seconds.",
  },
};

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const database = error.digest ? DATABASE_MESSAGES[error.digest] : undefined;
  return (
    <section>
      <h1>{database?.title ?? "Something went wrong"}</h1>
      <p>
        {database?.text ??
          `This page could not be shown. Try again; if it keeps failing, the server log has the details${error.digest ? ` (reference ${error.digest})` : ""}.`}
      </p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </section>
  );
}
