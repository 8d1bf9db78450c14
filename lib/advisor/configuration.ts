import { type OptionEstimate, SC1_RATES, ST1_RATES } from "@/lib/model";
import { formatInteger, formatNumber } from "@/lib/format";
import type { AdvisorPlan, ConfigurationItem } from "./types";

/**
 * What to ask AWS for: the settings of the console's or the API's create form, with the
 * values the estimate used. Names follow the AWS console; API enum values in brackets
 * where they differ from what people say.
 */

const LUSTRE_DEPLOYMENT: Record<string, string> = {
  "fsx-lustre-scratch2": "Scratch 2 (SCRATCH_2), SSD",
  "fsx-lustre-persistent1": "Persistent 1 (PERSISTENT_1), SSD",
  "fsx-lustre-persistent2": "Persistent 2 (PERSISTENT_2), SSD",
  "fsx-lustre-hdd": "Persistent 1 (PERSISTENT_1), HDD",
};

function p(est: OptionEstimate): Record<string, unknown> {
  return est.params;
}

function num(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

function efs(est: OptionEstimate): ConfigurationItem[] {
  const p = est.params;
  const oneZone = est.optionId.startsWith("efs-onezone");
  const mode = est.optionId.split("-")[2];
  const throughput =
    mode === "provisioned"
      ? `Provisioned, ${formatInteger(num(p.throughputMiBps))} MiB/s`
      : mode === "elastic"
        ? "Elastic"
        : "Bursting";
  return [
    { name: "Service", value: "Amazon EFS" },
    { name: "File system type", value: oneZone ? "One Zone" : "Regional (Standard, Multi-AZ)" },
    { name: "Throughput mode", value: throughput },
    { name: "Performance mode", value: p.performanceMode === "maxIo" ? "Max I/O" : "General Purpose" },
    { name: "Mount", value: "NFSv4.1 with rsize=wsize=1 MiB (amazon-efs-utils defaults)" },
  ];
}

function ebs(est: OptionEstimate, plan: AdvisorPlan): ConfigurationItem[] {
  const p = est.params;
  const type = est.optionId.replace("ebs-", "");
  const capacityGiB = num(p.capacityGiB);
  const items: ConfigurationItem[] = [
    { name: "Service", value: "Amazon EBS" },
    { name: "Volume type", value: type },
    { name: "Size", value: `${formatInteger(capacityGiB)} GiB` },
  ];
  if (type === "gp3") {
    items.push(
      { name: "IOPS", value: formatInteger(num(p.iops ?? 3000)) },
      { name: "Throughput", value: `${formatInteger(num(p.throughputMiBps ?? 125))} MiB/s` },
    );
  }
  if (type === "io1" || type === "io2") items.push({ name: "IOPS", value: formatInteger(num(p.iops)) });
  if (type === "st1" || type === "sc1") {
    const rates = type === "st1" ? ST1_RATES : SC1_RATES;
    const tib = capacityGiB / 1024;
    const baseline = Math.min(rates.maxMiBps, rates.baselineMiBpsPerTiB * tib);
    const burst = Math.min(rates.maxMiBps, rates.burstMiBpsPerTiB * tib);
    items.push({
      name: "Throughput (follows size)",
      value: `baseline ${formatNumber(baseline)} MiB/s, burst ${formatNumber(burst)} MiB/s`,
    });
  }
  items.push({
    name: "Volumes",
    value:
      plan.nodes > 1
        ? `${formatInteger(plan.nodes)}, one per instance, in each instance's Availability Zone`
        : "1, in the instance's Availability Zone",
  });
  return items;
}

/** How clients mount an NFS file server: the connections per mount bound each client at 5 Gbps each. */
function nfsMount(est: OptionEstimate): ConfigurationItem {
  const connections = num(p(est).nfsConnections ?? 1);
  return {
    name: "Client mount",
    value:
      connections > 1
        ? `Linux clients: NFS with nconnect=${formatInteger(connections)}: ${formatInteger(connections)} TCP connections per client, each at most 5 Gbps`
        : "One TCP connection per client (no nconnect): at most 5 Gbps per client",
  };
}

function lustre(est: OptionEstimate): ConfigurationItem[] {
  const p = est.params;
  if (est.optionId === "fsx-lustre-intelligent-tiering") {
    return [
      { name: "Service", value: "Amazon FSx for Lustre" },
      { name: "Deployment and storage class", value: "Persistent 2 (PERSISTENT_2), Intelligent-Tiering" },
      { name: "Throughput capacity", value: `${formatInteger(num(p.throughputCapacityMBps))} MB/s` },
      { name: "SSD read cache", value: num(p.readCacheGiB) > 0 ? `${formatInteger(num(p.readCacheGiB))} GiB` : "None" },
      { name: "Clients", value: "Lustre client installed on every instance" },
    ];
  }
  const items: ConfigurationItem[] = [
    { name: "Service", value: "Amazon FSx for Lustre" },
    { name: "Deployment and storage type", value: LUSTRE_DEPLOYMENT[est.optionId] ?? est.optionId },
    { name: "Storage capacity", value: `${formatInteger(num(p.capacityGiB))} GiB` },
  ];
  if (p.throughputPerTiB !== undefined)
    items.push({ name: "Throughput per unit of storage", value: `${formatInteger(num(p.throughputPerTiB))} MB/s/TiB` });
  if (p.ssdCache === true) items.push({ name: "SSD read cache", value: "Proportional to storage (20 %)" });
  if (p.efa === true) items.push({ name: "Elastic Fabric Adapter", value: "Enabled (EFA-capable clients)" });
  items.push({ name: "Clients", value: "Lustre client installed on every instance" });
  return items;
}

function windows(est: OptionEstimate): ConfigurationItem[] {
  const p = est.params;
  return [
    { name: "Service", value: "Amazon FSx for Windows File Server" },
    {
      name: "Deployment type",
      value: p.deployment === "multiAz" ? "Multi-AZ (MULTI_AZ_1)" : "Single-AZ (SINGLE_AZ_2)",
    },
    { name: "Storage type", value: String(p.storageType).toUpperCase() },
    { name: "Storage capacity", value: `${formatInteger(num(p.capacityGiB))} GiB` },
    { name: "Throughput capacity", value: `${formatInteger(num(p.throughputCapacityMBps))} MB/s` },
  ];
}

export function configurationOf(est: OptionEstimate, plan: AdvisorPlan, region: string): ConfigurationItem[] {
  const items = (() => {
    switch (est.family) {
      case "efs":
        return efs(est);
      case "ebs":
        return ebs(est, plan);
      case "fsx-lustre":
        return lustre(est);
      case "fsx-windows":
        return windows(est);
      case "fsx-ontap":
        return [
          { name: "Service", value: "Amazon FSx for NetApp ONTAP" },
          { name: "Deployment type", value: String(p(est).deployment) },
          { name: "SSD storage capacity", value: `${formatInteger(num(p(est).ssdCapacityGiB))} GiB` },
          { name: "SSD IOPS", value: formatInteger(num(p(est).ssdIops)) },
          {
            name: "Throughput capacity",
            value: `${formatInteger(num(p(est).throughputCapacityMBps))} MB/s per HA pair`,
          },
          {
            name: "Protocols",
            value: Array.isArray(p(est).protocols) ? (p(est).protocols as string[]).join(", ").toUpperCase() : "NFS",
          },
          ...(Array.isArray(p(est).protocols) && !(p(est).protocols as string[]).includes("nfs")
            ? []
            : [nfsMount(est)]),
        ];
      case "fsx-openzfs":
        return [
          { name: "Service", value: "Amazon FSx for OpenZFS" },
          { name: "Deployment type", value: String(p(est).deployment) },
          est.optionId === "fsx-openzfs-intelligent-tiering"
            ? { name: "Storage class", value: "Intelligent-Tiering" }
            : { name: "SSD storage capacity", value: `${formatInteger(num(p(est).ssdCapacityGiB))} GiB` },
          { name: "Throughput capacity", value: `${formatInteger(num(p(est).throughputCapacityMBps))} MB/s` },
          nfsMount(est),
        ];
      case "instance-store":
        return [
          { name: "Service", value: "Amazon EC2 instance store" },
          { name: "Instance type", value: String(p(est).instanceType) },
          { name: "Durability", value: "None: copy the data elsewhere" },
        ];
      case "s3":
        return [
          { name: "Service", value: "Amazon S3" },
          { name: "Storage class", value: est.label },
          { name: "Access", value: String(p(est).accessMethod ?? "sdk") },
        ];
      case "s3-files":
        return [
          { name: "Service", value: "Amazon S3 Files" },
          { name: "Bucket storage class", value: String(p(est).bucketClass ?? "standard") },
          { name: "Expiration window", value: `${formatInteger(num(p(est).expirationDays ?? 30))} days` },
          { name: "Client mount", value: "Linux clients: NFS v4.1 or 4.2" },
        ];
    }
  })();
  if (plan.nodes > 1 && est.family !== "ebs")
    items.push({ name: "How many", value: `${formatInteger(plan.nodes)}, one per instance` });
  return [...items, { name: "Region", value: region }];
}
