-- AlterTable
ALTER TABLE "UploadedResult" ADD COLUMN     "recommendationId" TEXT,
ADD COLUMN     "recommendationOptionKey" TEXT;

-- CreateIndex
CREATE INDEX "UploadedResult_recommendationId_idx" ON "UploadedResult"("recommendationId");

-- AddForeignKey
ALTER TABLE "UploadedResult" ADD CONSTRAINT "UploadedResult_recommendationId_fkey" FOREIGN KEY ("recommendationId") REFERENCES "Recommendation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
