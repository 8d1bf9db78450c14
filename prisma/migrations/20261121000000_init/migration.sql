-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "StorageOption" (
    "id" TEXT NOT NULL,
    "family" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL,
    "durability" TEXT NOT NULL,
    "definition" JSONB NOT NULL,
    "modelVersion" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StorageOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Dataset" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "formatVersion" INTEGER NOT NULL,
    "contentHash" TEXT NOT NULL,
    "sourceFile" TEXT NOT NULL,
    "publisher" TEXT,
    "publishedOn" TEXT,
    "region" TEXT,
    "document" JSONB NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Dataset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetSystem" (
    "id" UUID NOT NULL,
    "datasetId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "optionId" TEXT,
    "config" JSONB NOT NULL,

    CONSTRAINT "DatasetSystem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetWorkload" (
    "id" UUID NOT NULL,
    "datasetId" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "fileCount" BIGINT,
    "fileSizeBytes" BIGINT,
    "totalBytes" BIGINT,
    "concurrency" INTEGER,
    "timesPerDay" INTEGER,
    "tool" TEXT,
    "details" JSONB NOT NULL,

    CONSTRAINT "DatasetWorkload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetResult" (
    "id" UUID NOT NULL,
    "datasetId" UUID NOT NULL,
    "systemId" UUID NOT NULL,
    "workloadId" UUID,
    "durationSeconds" DOUBLE PRECISION,
    "throughputBytesPerSec" DOUBLE PRECISION,
    "monthlyCostUsd" DECIMAL(14,4),
    "estimated" BOOLEAN NOT NULL DEFAULT false,
    "values" JSONB NOT NULL,

    CONSTRAINT "DatasetResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DatasetObservation" (
    "id" UUID NOT NULL,
    "datasetId" UUID NOT NULL,
    "systemId" UUID,
    "text" TEXT NOT NULL,
    "details" JSONB NOT NULL,

    CONSTRAINT "DatasetObservation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UploadedResult" (
    "id" UUID NOT NULL,
    "sha256" TEXT NOT NULL,
    "ownerTokenHash" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "rawFile" BYTEA NOT NULL,
    "fioVersion" TEXT,
    "parsed" JSONB NOT NULL,
    "parserVersion" TEXT NOT NULL,
    "optionId" TEXT,
    "optionParams" JSONB,
    "region" TEXT,
    "instanceType" TEXT,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadedResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UploadedJob" (
    "id" UUID NOT NULL,
    "resultId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "groupId" INTEGER NOT NULL,
    "error" INTEGER NOT NULL,
    "rw" TEXT NOT NULL,
    "blockSizeBytes" BIGINT,
    "ioDepth" INTEGER,
    "numJobs" INTEGER,
    "readBandwidthBytesPerSec" DOUBLE PRECISION,
    "readIops" DOUBLE PRECISION,
    "readClatP99Ns" DOUBLE PRECISION,
    "writeBandwidthBytesPerSec" DOUBLE PRECISION,
    "writeIops" DOUBLE PRECISION,
    "writeClatP99Ns" DOUBLE PRECISION,
    "data" JSONB NOT NULL,

    CONSTRAINT "UploadedJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceSnapshot" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "regions" TEXT[],
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publicationDate" TIMESTAMP(3),
    "asOf" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "counts" JSONB NOT NULL,
    "missingKeys" JSONB NOT NULL,
    "unmapped" JSONB NOT NULL,
    "note" TEXT,

    CONSTRAINT "PriceSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceRecord" (
    "id" BIGSERIAL NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "raw" JSONB NOT NULL,

    CONSTRAINT "PriceRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceItem" (
    "id" BIGSERIAL NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "recordId" BIGINT,
    "priceKey" TEXT,
    "service" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "productFamily" TEXT,
    "usageType" TEXT,
    "operation" TEXT,
    "attributes" JSONB NOT NULL,
    "unit" TEXT NOT NULL,
    "usd" DECIMAL(24,12) NOT NULL,
    "tierBegin" DECIMAL(24,4),
    "tierEnd" DECIMAL(24,4),
    "effectiveDate" TIMESTAMP(3),
    "unconfirmed" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "asOf" TEXT NOT NULL,

    CONSTRAINT "PriceItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recommendation" (
    "id" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "snapshotId" TEXT NOT NULL,
    "modelVersion" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Recommendation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Dataset_slug_key" ON "Dataset"("slug");

-- CreateIndex
CREATE INDEX "DatasetSystem_optionId_idx" ON "DatasetSystem"("optionId");

-- CreateIndex
CREATE UNIQUE INDEX "DatasetSystem_datasetId_key_key" ON "DatasetSystem"("datasetId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "DatasetWorkload_datasetId_key_key" ON "DatasetWorkload"("datasetId", "key");

-- CreateIndex
CREATE INDEX "DatasetResult_datasetId_idx" ON "DatasetResult"("datasetId");

-- CreateIndex
CREATE INDEX "DatasetResult_systemId_idx" ON "DatasetResult"("systemId");

-- CreateIndex
CREATE UNIQUE INDEX "UploadedResult_sha256_key" ON "UploadedResult"("sha256");

-- CreateIndex
CREATE INDEX "UploadedResult_optionId_idx" ON "UploadedResult"("optionId");

-- CreateIndex
CREATE INDEX "UploadedResult_createdAt_idx" ON "UploadedResult"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "UploadedJob_resultId_position_key" ON "UploadedJob"("resultId", "position");

-- CreateIndex
CREATE INDEX "PriceSnapshot_status_fetchedAt_idx" ON "PriceSnapshot"("status", "fetchedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PriceRecord_snapshotId_service_sku_key" ON "PriceRecord"("snapshotId", "service", "sku");

-- CreateIndex
CREATE INDEX "PriceItem_snapshotId_region_priceKey_idx" ON "PriceItem"("snapshotId", "region", "priceKey");

-- CreateIndex
CREATE INDEX "Recommendation_createdAt_idx" ON "Recommendation"("createdAt");

-- AddForeignKey
ALTER TABLE "DatasetSystem" ADD CONSTRAINT "DatasetSystem_datasetId_fkey" FOREIGN KEY ("datasetId") REFERENCES "Dataset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetSystem" ADD CONSTRAINT "DatasetSystem_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "StorageOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetWorkload" ADD CONSTRAINT "DatasetWorkload_datasetId_fkey" FOREIGN KEY ("datasetId") REFERENCES "Dataset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetResult" ADD CONSTRAINT "DatasetResult_datasetId_fkey" FOREIGN KEY ("datasetId") REFERENCES "Dataset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetResult" ADD CONSTRAINT "DatasetResult_systemId_fkey" FOREIGN KEY ("systemId") REFERENCES "DatasetSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetResult" ADD CONSTRAINT "DatasetResult_workloadId_fkey" FOREIGN KEY ("workloadId") REFERENCES "DatasetWorkload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetObservation" ADD CONSTRAINT "DatasetObservation_datasetId_fkey" FOREIGN KEY ("datasetId") REFERENCES "Dataset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DatasetObservation" ADD CONSTRAINT "DatasetObservation_systemId_fkey" FOREIGN KEY ("systemId") REFERENCES "DatasetSystem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadedResult" ADD CONSTRAINT "UploadedResult_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "StorageOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadedJob" ADD CONSTRAINT "UploadedJob_resultId_fkey" FOREIGN KEY ("resultId") REFERENCES "UploadedResult"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceRecord" ADD CONSTRAINT "PriceRecord_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "PriceSnapshot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceItem" ADD CONSTRAINT "PriceItem_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "PriceSnapshot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceItem" ADD CONSTRAINT "PriceItem_recordId_fkey" FOREIGN KEY ("recordId") REFERENCES "PriceRecord"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recommendation" ADD CONSTRAINT "Recommendation_snapshotId_fkey" FOREIGN KEY ("snapshotId") REFERENCES "PriceSnapshot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
