"use client";

import Form from "next/form";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { StepFields, type StepFieldsProps } from "./step-fields";
import { STEPS } from "./steps";

export interface WizardFormProps extends Omit<StepFieldsProps, "step"> {
  /** 0-based index into STEPS. */
  index: number;
  /** The other steps' answers, carried along as hidden fields so the URL always holds them all. */
  hidden: [string, string][];
  /** Where "Back" goes (the previous step with the same answers); null on the first step. */
  backHref: string | null;
}

/**
 * One step of the wizard: a GET form, so the answers live in the URL and back and forward
 * work. Next.js's <Form> navigates without a full reload; focus then moves to the new
 * step's heading so keyboard and screen-reader users land on the new question.
 */
export function WizardForm({ index, hidden, backHref, values, errors, regions }: WizardFormProps) {
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // Not on the first render: landing on the page keeps the browser's own focus order.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  const errorCount = Object.keys(errors).length;
  return (
    <Form
      action={last ? "/advisor/results" : "/advisor"}
      className="advisor-form card"
      aria-labelledby="advisor-step-heading"
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
