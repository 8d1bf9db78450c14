import type { Metadata } from "next";
import Link from "next/link";
import { WizardStep } from "@/components/advisor/wizard-step";
import { STEPS } from "@/components/advisor/steps";
import { stepOfField, type AnswerField } from "@/lib/advisor/answers";
import { answersToSearchParams, parseAnswerParamsLenient } from "@/lib/validations/advisor";
import { parseUnits } from "@/lib/validations/units";

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

export default async function AdvisorPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { answers, raw, issues } = parseAnswerParamsLenient(params);
  const requested = requestedStep(params.step);
  // An invalid answer sends the wizard back to the step that asks it, before going on.
  const badSteps = issues.map((i) => stepOfField(i.field)).filter((s) => s <= requested);
  const step = badSteps.length > 0 ? Math.min(...badSteps) : requested;
  const fields = STEPS[step - 1]!.fields as readonly AnswerField[];

  const canonical = answersToSearchParams(answers);
  // Only answers given so far travel along (hidden fields, Back): a default carried as an
  // answer would stop following the answers it derives from (sharing follows the machines).
  const given = [...canonical].filter(([name]) => raw[name as AnswerField] !== undefined);
  // The units setting is not an answer, but the results page reads it: it travels along.
  const units = parseUnits(params.units);
  const carried: [string, string][] = units === "auto" ? [] : [["units", units]];
  const invalid = (name: string) => issues.some((i) => i.field === name);
  const hidden: [string, string][] = [
    ...given
      .filter(([name]) => !(fields as readonly string[]).includes(name))
      // An invalid answer to a later step travels as typed, so that step can show it with its error.
      .map(([name, value]): [string, string] => [name, invalid(name) ? raw[name as AnswerField]! : value]),
    ...carried,
  ];
  const values: Partial<Record<AnswerField, string>> = {};
  for (const field of fields) values[field] = invalid(field) ? (raw[field] ?? "") : (canonical.get(field) ?? "");
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
        backHref={
          step > 1
            ? `/advisor?${new URLSearchParams([...given, ...carried, ["step", String(step - 1)]]).toString()}`
            : null
        }
        region={answers.region}
      />
      <p className="muted advisor-skip">
        Know enough already?{" "}
        <Link href={`/advisor/results?${new URLSearchParams([...canonical, ...carried]).toString()}`}>
          See the recommendation with these answers
        </Link>
        .
      </p>
    </>
  );
}
