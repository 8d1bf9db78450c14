"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { FAMILY_KEYS, FAMILY_LABELS } from "@/lib/compare/families";
import type { CompareChoices } from "@/server/data/recommendations/compare";
import { compareHref, compareQuery, CUSTOM_WORKLOAD, OP_PARAMS, type CompareView } from "@/lib/compare/view";
import { WORKLOAD_PRESETS } from "@/lib/workloads/presets";
import { CustomWorkloadFields, type FormDraft } from "./custom-workload-fields";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

let parser: Promise<typeof import("@/lib/validations/compare")> | null = null;
/**
 * The view's parser (zod and the model's limits) is loaded when the form is first
 * touched, not with the page: it is most of the page's script, and a visitor who only
 * reads the chart never needs it. The server parses the same URL either way.
 */
const loadParser = () =>
  (parser ??= import("@/lib/validations/compare").catch((error: unknown) => {
    parser = null; // let the next touch try again
    throw error;
  }));

const preload = () => void loadParser().catch(() => undefined);

/**
 * What the user typed since they last submitted, kept across the form's remounts.
 *
 * The form remounts on every view change (its `key`), so each field starts from the view
 * the URL holds. A select or checkbox applies at once, and its submit carries every typed
 * field with it; but two kinds of typing did not survive the remount that followed:
 * what was typed while that navigation was in flight (the submit had already left), and
 * what the parser dropped (a half-filled operation row, a value out of range), which the
 * view does not hold. Submitting on each keystroke would fix the first only and navigate
 * under the user's fingers, so the form keeps the typed values instead and shows them
 * over the view's until the user submits the form themselves (Update view, or Enter).
 *
 * `queries` are the views the values were typed on or sent to: landing on one of those
 * keeps them (the form's own navigation); any other view (back, forward, a sort or units
 * link) drops them, so the form never shows typing from a view the user has left.
 */
interface TypedValues {
  queries: string[];
  values: FormDraft;
}

const NOTHING_TYPED: TypedValues = { queries: [], values: {} };

/** A change in any operation field re-reads the whole table: rows only make sense together. */
const TABLE_NAMES: readonly string[] = Object.values(OP_PARAMS);

/**
 * The view's controls as a plain GET form on /compare, so it works before the script
 * loads; with it, a submit becomes the canonical URL (router.push: back/forward work),
 * and changing a select or a family checkbox applies at once.
 */
export function ViewForm({
  view,
  choices,
  issues,
}: {
  view: CompareView;
  choices: CompareChoices;
  issues: readonly string[];
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const custom = view.workload === CUSTOM_WORKLOAD;
  const query = compareQuery(view);

  const [typed, setTyped] = useState<TypedValues>(NOTHING_TYPED);
  // A new view: keep the typed values when it is one the form sent them to, else drop them
  // (set while rendering, so the remounted form starts from the right values).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    const at = typed.queries.indexOf(query);
    setTyped(at < 0 ? NOTHING_TYPED : { queries: typed.queries.slice(at), values: typed.values });
  }
  const draft = typed.queries.includes(query) ? typed.values : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const form = event.currentTarget;
    for (const [key, value] of new FormData(form)) params.append(key, String(value));
    // The user's own submit (the button, or Enter in a field) shows the view as parsed;
    // a select's or checkbox's (requestSubmit without a submitter) keeps what was typed.
    if ((event.nativeEvent as SubmitEvent).submitter !== null) setTyped({ queries: [query], values: {} });
    loadParser().then(
      ({ parseCompareSearch }) => {
        const next = parseCompareSearch(params).view;
        const sent = compareQuery(next);
        setTyped((t) => ({ queries: [...t.queries.filter((q) => q !== sent), sent], values: t.values }));
        router.push(compareHref(next), { scroll: false });
      },
      // The parser could not be loaded (offline, a new deployment): the plain GET the form makes without script.
      () => form.submit(),
    );
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const field: EventTarget = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    if (field.dataset.autosubmit !== undefined) {
      formRef.current?.requestSubmit();
      return;
    }
    if (!field.name) return;
    const data = new FormData(event.currentTarget);
    const names = TABLE_NAMES.includes(field.name) ? TABLE_NAMES : [field.name];
    const read = Object.fromEntries(names.map((name) => [name, data.getAll(name).map(String)]));
    setTyped((t) =>
      t.queries.includes(query)
        ? { queries: t.queries, values: { ...t.values, ...read } }
        : { queries: [query], values: read },
    );
  };

  return (
    <form
      ref={formRef}
      action="/compare"
      method="get"
      className="compare-form"
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={preload}
      onPointerDown={preload}
      key={query}
      aria-label="Compare view"
    >
      <fieldset className="compare-fieldset">
        <legend>Workload and prices</legend>
        <Field id="compare-workload" label="Workload">
          <select id="compare-workload" name="workload" defaultValue={view.workload} data-autosubmit>
            {WORKLOAD_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM_WORKLOAD}>Custom workload</option>
          </select>
        </Field>
        {custom ? null : (
          <Field id="compare-times" label="Runs a day">
            <select id="compare-times" name="times" defaultValue={String(view.times)} data-autosubmit>
              <option value="1">once (1x)</option>
              <option value="10">ten times (10x)</option>
            </select>
          </Field>
        )}
        <Field id="compare-region" label="Region">
          <select
            id="compare-region"
            name="region"
            defaultValue={view.regions === "all" ? "all" : view.region}
            data-autosubmit
          >
            {choices.regions.map((r) => (
              <option key={r}>{r}</option>
            ))}
            <option value="all">all regions, side by side</option>
          </select>
        </Field>
        <Field id="compare-client" label="Client instance">
          <select id="compare-client" name="client" defaultValue={view.client ?? ""} data-autosubmit>
            <option value="">the workload&apos;s own</option>
            {choices.instanceTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field id="compare-snapshot" label="Price snapshot">
          <select id="compare-snapshot" name="snapshot" defaultValue={view.snapshot ?? ""} data-autosubmit>
            <option value="">current</option>
            {choices.snapshots.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      {custom ? <CustomWorkloadFields custom={view.custom} issues={issues} draft={draft} /> : null}
      <fieldset className="compare-fieldset">
        <legend>Filters</legend>
        <fieldset className="compare-families">
          <legend>Families</legend>
          {/* Always sent, so unticking every family means none rather than all. */}
          <input type="hidden" name="families" value="" />
          {FAMILY_KEYS.map((f) => (
            <label key={f}>
              <input
                type="checkbox"
                name="families"
                value={f}
                defaultChecked={view.families.includes(f)}
                data-autosubmit
              />{" "}
              {FAMILY_LABELS[f]}
            </label>
          ))}
        </fieldset>
        <Field id="compare-access" label="Access">
          <select id="compare-access" name="access" defaultValue={view.access} data-autosubmit>
            <option value="any">any</option>
            <option value="shared">shared: many clients at once</option>
            <option value="single">single instance</option>
          </select>
        </Field>
        <Field id="compare-durability" label="Durability">
          <select id="compare-durability" name="durability" defaultValue={view.durability} data-autosubmit>
            <option value="any">any</option>
            <option value="multiAz">multi-AZ</option>
            <option value="singleAz">one zone</option>
          </select>
        </Field>
        <Field id="compare-budget" label="Budget ceiling (USD a month)">
          <input
            id="compare-budget"
            name="budget"
            type="number"
            min="0"
            step="any"
            placeholder="none"
            defaultValue={draft?.budget?.[0] ?? view.budget ?? ""}
          />
        </Field>
      </fieldset>
      <input type="hidden" name="sort" value={view.sort} />
      <input type="hidden" name="order" value={view.order} />
      {view.rows === "all" ? <input type="hidden" name="rows" value="all" /> : null}
      {view.units !== "auto" ? <input type="hidden" name="units" value={view.units} /> : null}
      <button type="submit">Update view</button>
    </form>
  );
}
