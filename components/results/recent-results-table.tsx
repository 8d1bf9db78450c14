import Link from "next/link";
import { pageViewer } from "@/server/api/upload-viewer";
import { fetchResults } from "@/server/data/loaders";
import { InvalidCursorError, type ResultPage } from "@/server/data/results/results";
import { LIST_DEFAULT_LIMIT } from "@/lib/validations/results";
import { formatUploadedAt } from "./format";

/** One page of recent uploads; "Older uploads" carries the cursor in the URL. */
export async function RecentResultsTable({ cursor }: { cursor: string | undefined }) {
  let page: ResultPage;
  try {
    page = await fetchResults({ limit: LIST_DEFAULT_LIMIT, cursor }, await pageViewer());
  } catch (error) {
    if (!(error instanceof InvalidCursorError)) throw error;
    return (
      <p className="notice">
        That page link is not valid any more. <Link href="/results">Start from the newest uploads</Link>.
      </p>
    );
  }
  if (page.items.length === 0) return <p className="muted">No uploads {cursor ? "older than these" : "yet"}.</p>;
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption>Recent uploads</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Storage</th>
              <th scope="col">Region</th>
              <th scope="col" className="num">
                Jobs
              </th>
              <th scope="col">fio</th>
              <th scope="col">Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={item.url}>{item.fileName}</Link>
                  {item.publishedAt === null ? (
                    <>
                      {" "}
                      <span className="badge">unlisted, yours</span>
                    </>
                  ) : null}
                </td>
                <td>{item.labels.optionLabel ?? "not stated"}</td>
                <td>{item.labels.region ?? "not stated"}</td>
                <td className="num">{item.jobCount}</td>
                <td>{item.fioVersion ?? "unknown"}</td>
                <td>{formatUploadedAt(item.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.nextCursor ? (
        <p>
          <Link href={`/results?cursor=${encodeURIComponent(page.nextCursor)}`}>Older uploads</Link>
        </p>
      ) : null}
    </>
  );
}
