import { planError } from "./errors";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

/**
 * Reading the JSON of `terraform show -json` (format documented at
 * developer.hashicorp.com/terraform/internals/json-format): a plan's `planned_values` (and
 * `resource_changes` for what is known only after apply) or a state's `values`, every
 * module's resources flattened, and the AWS provider's region from `configuration`.
 * Anything of the wrong shape is refused with its path inside the request (`plan....`).
 */

export type Json = Record<string, unknown>;

export interface PlanResource {
  address: string;
  type: string;
  values: Json;
  /** `after_unknown` of the resource's change: true (or a tree of true) where a value is known only after apply. */
  unknown: Json;
  /** The region the resource's provider configuration names, or the default. */
  region: string;
  regionNote: string | null;
  /** The `configuration` expressions of the resource's block (references to other resources). */
  expressions: Json;
}

export interface ParsedPlan {
  kind: "plan" | "state";
  terraformVersion: string | null;
  resources: PlanResource[];
}

export { DEFAULT_REGION };

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectAt(value: unknown, path: string, what: string): Json {
  if (!isObject(value)) planError(path, `${path}: expected ${what} (a JSON object), found ${describe(value)}`);
  return value;
}

function arrayAt(value: unknown, path: string, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) planError(path, `${path}: expected ${what} (a JSON array), found ${describe(value)}`);
  return value;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}

interface RawResource {
  address: string;
  type: string;
  mode: string;
  values: Json;
}

/** Far deeper than any real module tree; a body nested deeper would overflow the stack (a 500) instead of being refused. */
const MAX_MODULE_DEPTH = 64;

function checkDepth(depth: number, path: string): void {
  if (depth > MAX_MODULE_DEPTH)
    planError(
      path,
      `${path}: modules nest more than ${MAX_MODULE_DEPTH} levels deep, which no Terraform configuration does`,
    );
}

/** A module's resources and, recursively, its child modules'. */
function moduleResources(module: Json, path: string, out: RawResource[], depth = 0): void {
  checkDepth(depth, path);
  arrayAt(module.resources, `${path}.resources`, "the module's resources").forEach((item, i) => {
    const at = `${path}.resources[${i}]`;
    const resource = objectAt(item, at, "a resource");
    if (typeof resource.address !== "string" || resource.address === "")
      planError(`${at}.address`, `${at}.address: every resource needs its address as text`);
    if (typeof resource.type !== "string" || resource.type === "")
      planError(`${at}.type`, `${at}.type: every resource needs its type as text (such as "aws_ebs_volume")`);
    const values =
      resource.values === undefined ? {} : objectAt(resource.values, `${at}.values`, "the resource's attribute values");
    out.push({
      address: resource.address,
      type: resource.type,
      mode: typeof resource.mode === "string" ? resource.mode : "managed",
      values,
    });
  });
  arrayAt(module.child_modules, `${path}.child_modules`, "the child modules").forEach((child, i) =>
    moduleResources(
      objectAt(child, `${path}.child_modules[${i}]`, "a module"),
      `${path}.child_modules[${i}]`,
      out,
      depth + 1,
    ),
  );
}

/** after_unknown by resource address, from a plan's resource_changes. */
function unknownByAddress(plan: Json): Map<string, Json> {
  const out = new Map<string, Json>();
  arrayAt(plan.resource_changes, "plan.resource_changes", "the resource changes").forEach((item, i) => {
    const at = `plan.resource_changes[${i}]`;
    const change = objectAt(item, at, "a resource change");
    if (typeof change.address !== "string")
      planError(`${at}.address`, `${at}.address: every resource change needs its address as text`);
    const body = objectAt(change.change, `${at}.change`, "the change");
    const unknown = body.after_unknown;
    if (unknown === undefined || typeof unknown === "boolean") return;
    out.set(change.address, objectAt(unknown, `${at}.change.after_unknown`, "the values known only after apply"));
  });
  return out;
}

interface ConfigResource {
  providerKey: string | null;
  expressions: Json;
}

/** `configuration`: each resource block by its address without instance keys, and the provider configurations. */
function readConfiguration(plan: Json): { resources: Map<string, ConfigResource>; providers: Json } {
  const resources = new Map<string, ConfigResource>();
  if (plan.configuration === undefined) return { resources, providers: {} };
  const configuration = objectAt(plan.configuration, "plan.configuration", "the configuration");
  const providers =
    configuration.provider_config === undefined
      ? {}
      : objectAt(configuration.provider_config, "plan.configuration.provider_config", "the provider configurations");
  const walk = (module: Json, prefix: string, path: string, depth: number) => {
    checkDepth(depth, path);
    arrayAt(module.resources, `${path}.resources`, "the configuration's resources").forEach((item, i) => {
      const block = objectAt(item, `${path}.resources[${i}]`, "a resource block");
      if (typeof block.address !== "string") return;
      resources.set(`${prefix}${block.address}`, {
        providerKey: typeof block.provider_config_key === "string" ? block.provider_config_key : null,
        expressions: isObject(block.expressions) ? block.expressions : {},
      });
    });
    const calls =
      module.module_calls === undefined
        ? {}
        : objectAt(module.module_calls, `${path}.module_calls`, "the module calls");
    for (const [name, call] of Object.entries(calls)) {
      const callPath = `${path}.module_calls.${name}`;
      const inner = objectAt(call, callPath, "a module call").module;
      if (inner !== undefined)
        walk(
          objectAt(inner, `${callPath}.module`, "the called module"),
          `${prefix}module.${name}.`,
          `${callPath}.module`,
          depth + 1,
        );
    }
  };
  if (configuration.root_module !== undefined)
    walk(
      objectAt(configuration.root_module, "plan.configuration.root_module", "the root module's configuration"),
      "",
      "plan.configuration.root_module",
      0,
    );
  return { resources, providers };
}

/** `module.a["x"].aws_ebs_volume.data[0]` -> `module.a.aws_ebs_volume.data`: the block's address in `configuration`. */
export function configAddress(address: string): string {
  return address.replace(/\[(?:"(?:[^"\\]|\\.)*"|\d+)\]/g, "");
}

function providerRegion(providers: Json, key: string | null): { region: string; note: string | null } {
  const keys = [key, key?.split(":").pop(), "aws"].filter((k): k is string => typeof k === "string");
  for (const k of keys) {
    const provider = Object.hasOwn(providers, k) ? providers[k] : undefined;
    if (!isObject(provider)) continue;
    const region =
      isObject(provider.expressions) && isObject(provider.expressions.region) ? provider.expressions.region : null;
    if (region !== null && typeof region.constant_value === "string")
      return { region: region.constant_value, note: null };
    return {
      region: DEFAULT_REGION,
      note: `The AWS provider's region is not a constant in the plan (a variable or the environment): ${DEFAULT_REGION} assumed.`,
    };
  }
  return {
    region: DEFAULT_REGION,
    note: `The plan has no AWS provider configuration with a region: ${DEFAULT_REGION} assumed.`,
  };
}

/** A resource's own region: the AWS provider v6 `region` argument, or its Availability Zone's. */
function ownRegion(values: Json): string | null {
  if (typeof values.region === "string" && /^[a-z]{2}(-[a-z]+)+-\d+$/.test(values.region)) return values.region;
  for (const key of ["availability_zone", "availability_zone_name"]) {
    const zone = values[key];
    if (typeof zone === "string") {
      const match = /^([a-z]{2}(?:-[a-z]+)+-\d+)[a-z]$/.exec(zone);
      if (match?.[1]) return match[1];
    }
  }
  return null;
}

export function parsePlan(input: unknown): ParsedPlan {
  const plan = objectAt(input, "plan", "the output of terraform show -json");
  if (plan.format_version === undefined)
    planError(
      "plan.format_version",
      "plan.format_version: missing: this is not the output of `terraform show -json` (run `terraform show -json plan.out > plan.json`)",
    );
  const terraformVersion = typeof plan.terraform_version === "string" ? plan.terraform_version : null;
  const kind = plan.planned_values !== undefined || plan.resource_changes !== undefined ? "plan" : "state";
  const valuesKey = kind === "plan" ? "planned_values" : "values";
  const raw: RawResource[] = [];
  // An empty state is written as {format_version} alone: nothing to review, not an error.
  if (plan[valuesKey] !== undefined) {
    const values = objectAt(
      plan[valuesKey],
      `plan.${valuesKey}`,
      kind === "plan" ? "the planned values" : "the state's values",
    );
    if (values.root_module !== undefined)
      moduleResources(
        objectAt(values.root_module, `plan.${valuesKey}.root_module`, "the root module"),
        `plan.${valuesKey}.root_module`,
        raw,
      );
  }
  const unknown = kind === "plan" ? unknownByAddress(plan) : new Map<string, Json>();
  const config = readConfiguration(plan);
  const resources = raw
    .filter((r) => r.mode === "managed")
    .map((r): PlanResource => {
      const block = config.resources.get(configAddress(r.address));
      const own = ownRegion(r.values);
      const provider = providerRegion(config.providers, block?.providerKey ?? null);
      return {
        address: r.address,
        type: r.type,
        values: r.values,
        unknown: unknown.get(r.address) ?? {},
        region: own ?? provider.region,
        regionNote: own === null ? provider.note : null,
        expressions: block?.expressions ?? {},
      };
    });
  return { kind, terraformVersion, resources };
}
