import Link from "next/link";
import { formatInteger, formatNumber, formatUsd } from "@/lib/format";
import { datasetFileCount, stepOfField, type AdvisorAnswers, type AnswerField } from "@/lib/advisor/answers";
import { answersToSearchParams } from "@/lib/validations/advisor";
import { FIELDS, STEPS } from "./steps";

/** The answers in words, each with a link back to the step that asks it. */

function choiceLabel(field: Exclude<AnswerField, "region">, value: string): string {
  const spec = FIELDS[field];
  if (spec.kind === "number") return value;
  return spec.choices.find((c) => c.value === value)?.label ?? value;
}

export function describeAnswers(a: AdvisorAnswers): { step: number; label: string; value: string }[] {
  const files =
    a.fileCount === undefined ? `about ${formatInteger(datasetFileCount(a))} (worked out)` : formatInteger(a.fileCount);
  return [
    {
      step: stepOfField("sizeGiB"),
      label: "Data",
      value: `${formatNumber(a.sizeGiB)} GiB, growing ${formatNumber(a.growthPctPerYear)}% a year${a.coldPct ? `; ${formatNumber(a.coldPct)}% untouched after ${formatInteger(a.coldAfterDays ?? 30)} days` : ""}${a.retentionDays ? `; each kept ${formatInteger(a.retentionDays)} days` : ""}`,
    },
    {
      step: stepOfField("fileSize"),
      label: "Files",
      value: `${choiceLabel("fileProfile", a.fileProfile)}, typically ${formatNumber(a.fileSize)} ${a.fileSizeUnit}; ${files} files`,
    },
    {
      step: stepOfField("clients"),
      label: "At once",
      value: `${formatInteger(a.clients)} machine${a.clients === 1 ? "" : "s"} x ${formatInteger(a.threads)} thread${a.threads === 1 ? "" : "s"}${a.clientInstance ? ` (${a.clientInstance})` : ""}`,
    },
    {
      step: stepOfField("readGiBPerDay"),
      label: "Each day",
      value: `${formatNumber(a.writeGiBPerDay)} GiB written; ${formatNumber(a.readGiBPerDay)} GiB of other reads${a.fullReads === "never" ? "" : `, plus the whole data set ${choiceLabel("fullReads", a.fullReads).toLowerCase()}`}`,
    },
    {
      step: stepOfField("access"),
      label: "Access",
      value: `${choiceLabel("access", a.access)}${a.ioSizeKiB ? `, ${formatNumber(a.ioSizeKiB)} KiB requests` : ""}`,
    },
    {
      step: stepOfField("semantics"),
      label: "File operations",
      value: a.semantics === undefined ? "worked out from the access pattern" : choiceLabel("semantics", a.semantics),
    },
    { step: stepOfField("sharing"), label: "Used by", value: choiceLabel("sharing", a.sharing) },
    {
      step: stepOfField("clientOs"),
      label: "Clients",
      value: `${a.clientOs === undefined ? "worked out from who uses it" : choiceLabel("clientOs", a.clientOs)}; ${a.placement === undefined ? "placement worked out" : choiceLabel("placement", a.placement)}`,
    },
    {
      step: stepOfField("latency"),
      label: "Latency",
      value: `${choiceLabel("latency", a.latency)}${a.latency === "interactive" ? `; busiest hour: ${a.busyHourPct === undefined ? "20% of the day (assumed)" : `${formatNumber(a.busyHourPct)}% of the day`}` : ""}${a.operationLatency ? `; one operation within ${choiceLabel("operationLatency", a.operationLatency)}` : ""}`,
    },
    {
      step: stepOfField("computeWaits"),
      label: "Waiting",
      value: `${a.computeWaits === undefined ? "machines' idle hours worked out from the latency and who uses the data" : a.computeWaits === "yes" ? "the machines' idle hours are paid for" : "the machines run anyway"}${a.waitUsdPerHour ? `; an hour of people's waiting is worth ${formatUsd(a.waitUsdPerHour)}` : ""}`,
    },
    { step: stepOfField("durability"), label: "Zones", value: choiceLabel("durability", a.durability) },
    {
      step: stepOfField("budgetUsd"),
      label: "Budget",
      value: a.budgetUsd === undefined ? "no ceiling" : `${formatUsd(a.budgetUsd)} a month`,
    },
    { step: stepOfField("region"), label: "Region", value: a.region },
  ];
}

export function stepHref(answers: AdvisorAnswers, step: number): string {
  const params = answersToSearchParams(answers);
  params.set("step", String(step));
  return `/advisor?${params.toString()}`;
}

export function AnswersSummary({ answers, editable }: { answers: AdvisorAnswers; editable: boolean }) {
  return (
    <dl className="facts advisor-answers">
      {describeAnswers(answers).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {editable ? (
              <>
                {" "}
                <Link
                  href={stepHref(answers, row.step)}
                  aria-label={`Change ${row.label.toLowerCase()} (step ${row.step}: ${STEPS[row.step - 1]?.title ?? ""})`}
                >
                  change
                </Link>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
