import { formatBytes, formatNumber, formatRate, type ByteUnits } from "@/lib/format";
import type { LimitInfo } from "@/lib/model";
import { GIB_BYTES, MB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import { SourceText } from "@/components/prices/source-text";

/** Units AWS writes limits in that the units setting converts: bytes in one of them, and whether a rate. */
const BYTE_LIMIT_UNITS: Record<string, { bytes: number; rate: boolean; suffix?: string }> = {
  bytes: { bytes: 1, rate: false },
  GiB: { bytes: GIB_BYTES, rate: false },
  TiB: { bytes: TIB_BYTES, rate: false },
  "MiB/s": { bytes: MIB_BYTES, rate: true },
  "GiB/s": { bytes: GIB_BYTES, rate: true },
  "MB/s": { bytes: MB_BYTES, rate: true },
  "MB/s per TiB": { bytes: MB_BYTES, rate: true, suffix: " per TiB" },
};

/** A size or rate in the chosen units, or null to print it as AWS states it. */
function converted(limit: LimitInfo, units: ByteUnits): string | null {
  const unit = BYTE_LIMIT_UNITS[limit.unit];
  if (units === "auto" || unit === undefined || typeof limit.value !== "number") return null;
  const print = unit.rate ? formatRate : formatBytes;
  return `${print(limit.value * unit.bytes, units)}${unit.suffix ?? ""}`;
}

/** The option's documented limits, each with the source it comes from (and as AWS states it when converted). */
export function LimitsTable({ limits, units = "auto" }: { limits: readonly LimitInfo[]; units?: ByteUnits }) {
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
          {limits.map((limit) => {
            const value = typeof limit.value === "number" ? formatNumber(limit.value) : limit.value;
            const shown = converted(limit, units);
            return (
              <tr key={limit.name}>
                <th scope="row">{limit.name}</th>
                <td className="num">{shown ?? value}</td>
                <td>{shown === null ? limit.unit : `AWS: ${value} ${limit.unit}`}</td>
                <td className="price-source">
                  <SourceText text={limit.source} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
