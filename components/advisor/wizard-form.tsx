"use client";

import Form from "next/form";
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ANSWER_NAMES, stepOfField, type AnswerField } from "@/lib/advisor/answers";
import { answerContradictions, contradictionInputOf } from "@/lib/advisor/contradictions";
import { StepFields, type StepFieldsProps } from "./step-fields";
import { STEPS } from "./steps";

export interface WizardFormProps extends Omit<StepFieldsProps, "step"> {
  /** 0-based index into STEPS. */
  index: number;
  /** The other steps' answers, carried along as hidden fields so the URL always holds them all. */
  hidden: [string, string][];
  /** Where "Back" goes (the previous step with the same answers); null on the first step. */
  backHref: string | null;
  /** Every answer with defaults applied: what the contradiction check reads for answers not given yet. */
  defaults: [string, string][];
}

/**
 * One step of the wizard: a GET form, so the answers live in the URL and back and forward
 * work. Next.js's <Form> navigates without a full reload; focus then moves to the new
 * step's heading so keyboard and screen-reader users land on the new question.
 */
export function WizardForm({ index, hidden, backHref, defaults, values, errors, regions }: WizardFormProps) {
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // The answers as the form holds them now: null until the user changes one on this step.
  const [live, setLive] = useState<[string, string][] | null>(null);

  useEffect(() => {
    // Not on the first render: landing on the page keeps the browser's own focus order.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    setLive(null);
  }, [index]);

  const onChange = (event: FormEvent<HTMLFormElement>) =>
    setLive([...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]));
  const current = live ?? [...hidden, ...Object.entries(values).map(([k, v]) => [k, v ?? ""] as [string, string])];

  const errorCount = Object.keys(errors).length;
  return (
    <Form
      action={last ? "/advisor/results" : "/advisor"}
      className="advisor-form card"
      aria-labelledby="advisor-step-heading"
      onChange={onChange}
    >
      <p className="muted advisor-progress">
        Step {index + 1} of {STEPS.length}
      </p>
      <h2 id="advisor-step-heading" ref={heading} tabIndex={-1}>
        {step.title}
      </h2>
      <p className="advisor-step-help">{step.help}</p>
      {errorCount > 0 ? (
        <p className="notice" role="alert">
          {errorCount === 1 ? "One answer needs a fix" : `${errorCount} answers need a fix`}: see below.
        </p>
      ) : null}
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {last ? null : <input type="hidden" name="step" value={index + 2} />}
      <StepFields step={step} values={values} errors={errors} regions={regions} />
      <Contradictions given={current} defaults={defaults} stepIndex={index} />
      <div className="advisor-nav">
        <button type="submit">{last ? "See the recommendation" : "Next"}</button>
        {backHref ? (
          <Link href={backHref} className="advisor-back">
            Back
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Answers that rarely go together, flagged as they are chosen, before anything is sent:
 * each says why, and links to the step that asks the other answer. A live region, so a
 * screen reader hears it when a choice raises or clears one.
 */
function Contradictions({
  given,
  defaults,
  stepIndex,
}: {
  given: [string, string][];
  defaults: [string, string][];
  stepIndex: number;
}) {
  const found = answerContradictions(contradictionInputOf(Object.fromEntries([...defaults, ...given])));
  // The link carries only what was given, so defaults keep following the other answers.
  const stepHref = (field: AnswerField) => {
    const params = new URLSearchParams(given.filter(([name]) => name !== "step"));
    params.set("step", String(stepOfField(field)));
    return `/advisor?${params.toString()}`;
  };
  return (
    <div role="status" aria-live="polite" className="advisor-contradictions">
      {found.length === 0 ? null : (
        <div className="notice">
          <p>
            <strong>Check {found.length === 1 ? "this answer" : "these answers"}</strong> (each is kept as you give it):
          </p>
          <ul>
            {found.map((c) => {
              const elsewhere = c.fields.find((f) => stepOfField(f) !== stepIndex + 1);
              return (
                <li key={c.message}>
                  {c.message}
                  {elsewhere ? (
                    <>
                      {" "}
                      <Link href={stepHref(elsewhere)}>
                        Change {ANSWER_NAMES[elsewhere].name.toLowerCase()} (step {stepOfField(elsewhere)})
                      </Link>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
