import type { CliCommand } from "../command";
import { adviseCommand } from "./advise";
import { dbInfoCommand } from "./db-info";
import { estimateCommand } from "./estimate";
import { fioJobCommand } from "./fio-job";
import { importDatasetCommand } from "./import-dataset";
import { migrateCommand } from "./migrate";
import { migrationDiffCommand } from "./migration-diff";
import { parseFioCommand } from "./parse-fio";
import { pricesCommand } from "./prices";
import { setupCommand } from "./setup";
import { uploadCommand } from "./upload";
import { validateModelCommand } from "./validate-model";

export const COMMANDS: CliCommand[] = [migrateCommand, setupCommand, dbInfoCommand, migrationDiffCommand, parseFioCommand, importDatasetCommand, pricesCommand, uploadCommand, estimateCommand, adviseCommand, fioJobCommand, validateModelCommand];
