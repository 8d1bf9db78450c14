import type { CliCommand } from "../command";

/**
 * The commands, each loaded only when it runs: a command's module pulls in what it needs
 * (the database client, the AWS SDK...), and loading them all made every command, even
 * `--help`, take seconds. Names and summaries are here for the help text;
 * index.test.ts checks they match the modules'.
 */
export interface CommandEntry {
  name: string;
  summary: string;
  load: () => Promise<CliCommand>;
}

export const COMMANDS: CommandEntry[] = [
  {
    name: "migrate",
    summary: "Apply pending database migrations (prisma/migrations).",
    load: async () => (await import("./migrate")).migrateCommand,
  },
  {
    name: "setup",
    summary: "Migrate and load the reference data (what `npm start` runs before serving).",
    load: async () => (await import("./setup")).setupCommand,
  },
  {
    name: "db-info",
    summary: "Show which database is used, its version, migrations and row counts.",
    load: async () => (await import("./db-info")).dbInfoCommand,
  },
  {
    name: "migration-diff",
    summary: "Write a new migration for changes made to prisma/schema.prisma (developers).",
    load: async () => (await import("./migration-diff")).migrationDiffCommand,
  },
  {
    name: "parse-fio",
    summary: "Parse a fio JSON / json+ result file and print the normalised result as JSON.",
    load: async () => (await import("./parse-fio")).parseFioCommand,
  },
  {
    name: "import-dataset",
    summary: "Validate a benchmark dataset file and import it (created, replaced or unchanged).",
    load: async () => (await import("./import-dataset")).importDatasetCommand,
  },
  {
    name: "prices",
    summary: "Refresh live AWS prices into a new snapshot; list, show and diff snapshots.",
    load: async () => (await import("./prices")).pricesCommand,
  },
  {
    name: "upload",
    summary: "Upload fio JSON result files to a Storage Advisor server; prints each result URL and owner token.",
    load: async () => (await import("./upload")).uploadCommand,
  },
  {
    name: "estimate",
    summary: "Estimate a workload's monthly cost and daily duration on each storage option (JSON or --table).",
    load: async () => (await import("./estimate")).estimateCommand,
  },
  {
    name: "advise",
    summary: "Rank storage options for a workload described by an answers file (JSON); --save makes a share link.",
    load: async () => (await import("./advise")).adviseCommand,
  },
  {
    name: "import-metrics",
    summary: "Import CloudWatch metrics (EFS, EBS, FSx): derived workload, replay on every option, credit forecast.",
    load: async () => (await import("./import-metrics")).importMetricsCommand,
  },
  {
    name: "fio-job",
    summary:
      "Write the fio job file (and run-and-upload script) that measures a recommendation's or a workload's work on your storage.",
    load: async () => (await import("./fio-job")).fioJobCommand,
  },
  {
    name: "project",
    summary:
      "Project a data set's bill month by month under each tiering policy (S3 lifecycle, Intelligent-Tiering, EFS lifecycle).",
    load: async () => (await import("./project")).projectCommand,
  },
  {
    name: "migrate-plan",
    summary: "Plan moving data from one storage option to another: copy time, what holds it, cost, payback.",
    load: async () => (await import("./migrate-plan")).migratePlanCommand,
  },
  {
    name: "mcp",
    summary:
      "Serve the Model Context Protocol over stdio (estimate, advise, options, limits, prices, plan review) for AI agents.",
    load: async () => (await import("./mcp")).mcpCommand,
  },
  {
    name: "review-plan",
    summary:
      "Review the storage in a Terraform plan or state: each resource's monthly cost and the cheaper attribute changes that meet the same need.",
    load: async () => (await import("./review-plan")).reviewPlanCommand,
  },
  {
    name: "validate-model",
    summary: "Model vs every article cell: ratios, in-sample and held-out summaries",
    load: async () => (await import("./validate-model")).validateModelCommand,
  },
];
