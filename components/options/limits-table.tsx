import { formatNumber } from "@/lib/format";
import type { LimitInfo } from "@/lib/model";
import { SourceText } from "@/components/prices/source-text";

/** The option's documented limits, each with the source it comes from. */
export function LimitsTable({ limits }: { limits: readonly LimitInfo[] }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Documented limits and their sources</caption>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col" className="num">
              Value
            </th>
            <th scope="col">Unit</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => (
            <tr key={limit.name}>
              <th scope="row">{limit.name}</th>
              <td className="num">{typeof limit.value === "number" ? formatNumber(limit.value) : limit.value}</td>
              <td>{limit.unit}</td>
              <td className="price-source">
                <SourceText text={limit.source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
