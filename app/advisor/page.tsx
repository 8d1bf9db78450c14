import type { Metadata } from "next";
import Link from "next/link";
import { WizardStep } from "@/components/advisor/wizard-step";
import { STEPS } from "@/components/advisor/steps";
import { stepOfField, type AnswerField } from "@/lib/advisor/answers";
import { answersToSearchParams, parseAnswerParamsLenient } from "@/lib/validations/advisor";
import { parseUnits } from "@/lib/validations/units";
import type { ByteUnits } from "@/lib/format/bytes";

export const metadata: Metadata = {
  title: "Advisor",
  description:
    "Answer a few questions about your data and get ranked AWS storage options with their cost, time and reasons.",
};
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function requestedStep(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= STEPS.length ? n : 1;
}

/** The answers given so far (defaults left to follow the other answers), and a step to show. */
function givenParams(
  canonical: URLSearchParams,
  raw: Partial<Record<AnswerField, string>>,
  step: number,
  units: ByteUnits,
) {
  const params = new URLSearchParams([...canonical].filter(([name]) => raw[name as AnswerField] !== undefined));
  if (units !== "auto") params.set("units", units);
  params.set("step", String(step));
  return params;
}

export default async function AdvisorPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { answers, raw, issues } = parseAnswerParamsLenient(params);
  const requested = requestedStep(params.step);
  // An invalid answer sends the wizard back to the step that asks it, before going on.
  const badSteps = issues.map((i) => stepOfField(i.field)).filter((s) => s <= requested);
  const step = badSteps.length > 0 ? Math.min(...badSteps) : requested;
  const fields = STEPS[step - 1]!.fields as readonly AnswerField[];

  const canonical = answersToSearchParams(answers);
  const values: Partial<Record<AnswerField, string>> = {};
  const hidden: [string, string][] = [];
  for (const [name, value] of canonical) {
    if ((fields as readonly string[]).includes(name)) continue;
    // Only answers given so far travel along: a default carried as a hidden field would
    // become an answer, and defaults that follow other answers (sharing follows the number
    // of machines) would stop following them.
    if (raw[name as AnswerField] === undefined) continue;
    // An invalid answer to a later step travels as typed, so that step can show it with its error.
    hidden.push([
      name,
      raw[name as AnswerField] !== undefined && issues.some((i) => i.field === name)
        ? raw[name as AnswerField]!
        : value,
    ]);
  }
  for (const field of fields) {
    const invalid = issues.some((i) => i.field === field);
    values[field] = invalid ? (raw[field] ?? "") : (canonical.get(field) ?? "");
  }
  // The units setting is not an answer, but the results page reads it: it travels along.
  const units = parseUnits(params.units);
  if (units !== "auto") hidden.push(["units", units]);
  const errors = Object.fromEntries(
    issues.filter((i) => (fields as readonly string[]).includes(i.field)).map((i) => [i.field, i.message]),
  );

  return (
    <>
      <h1>Advisor</h1>
      <p className="lede">
        Ten short questions about your workload. The answer ranks the AWS storage options that fit, with what each costs
        a month, how long the day&apos;s work takes, why, and what to ask AWS for. Every answer has a default: change
        what you know.
      </p>
      {/* The question is the page: part of the first paint rather than streamed over a
          skeleton of another height, which shifted the text below it (CLS 0.08 on a phone). */}
      <WizardStep
        index={step - 1}
        values={values}
        errors={errors}
        hidden={hidden}
        defaults={[...canonical]}
        backHref={step > 1 ? `/advisor?${givenParams(canonical, raw, step - 1, units).toString()}` : null}
        region={answers.region}
      />
      <p className="muted advisor-skip">
        Know enough already?{" "}
        <Link href={`/advisor/results?${canonical.toString()}${units === "auto" ? "" : `&units=${units}`}`}>
          See the recommendation with these answers
        </Link>
        .
      </p>
    </>
  );
}
