import type { Metadata } from "next";
import { MetricsUploadForm } from "@/components/metrics/metrics-upload-form";
import { METRICS_FILE_MAX_BYTES, METRICS_MAX_FILES } from "@/lib/metrics";
import { MIB_BYTES } from "@/lib/units";

export const metadata: Metadata = {
  title: "Size from CloudWatch",
  description:
    "Import CloudWatch metrics of an EFS file system, EBS volume or FSx file system: what the traffic would cost on each option, when burst credits run out.",
};

export default function MetricsPage() {
  return (
    <section>
      <h1>Size from real usage</h1>
      <p className="lede">
        Import the CloudWatch metrics of a running EFS file system, EBS volume or FSx file system. The advisor derives
        the workload, replays every observed hour on each storage option (what it would have cost, the hours it could
        not keep up), and forecasts when burst credits run out. No AWS access is needed: export the metrics yourself.
      </p>
      <p className="muted">
        For example:{" "}
        <code>
          aws cloudwatch get-metric-data --metric-data-queries file://queries.json --start-time 2026-10-01T00:00:00Z
          --end-time 2026-10-31T00:00:00Z --output json &gt; efs.json
        </code>{" "}
        with DataReadIOBytes and DataWriteIOBytes (Sum, and SampleCount labelled &quot;SampleCount&quot;), StorageBytes
        and BurstCreditBalance at a 1-hour period. From a script:{" "}
        <code>storage-advisor import-metrics efs.json --save</code> or <code>POST /api/v1/metrics</code>.
      </p>
      <MetricsUploadForm maxMiB={METRICS_FILE_MAX_BYTES / MIB_BYTES} maxFiles={METRICS_MAX_FILES} />
    </section>
  );
}
