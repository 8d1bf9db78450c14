-- CreateTable
CREATE TABLE "SavedWorkload" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "workload" JSONB NOT NULL,
    "analysis" JSONB NOT NULL,
    "files" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedWorkload_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SavedWorkload_createdAt_idx" ON "SavedWorkload"("createdAt");
