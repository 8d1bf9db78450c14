-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "limiter" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "tokens" DOUBLE PRECISION NOT NULL,
    "allowed" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("limiter","client")
);

-- CreateTable
CREATE TABLE "ScheduledRun" (
    "name" TEXT NOT NULL,
    "lastRunAt" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "ScheduledRun_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "RateLimitBucket_updatedAt_idx" ON "RateLimitBucket"("updatedAt");
