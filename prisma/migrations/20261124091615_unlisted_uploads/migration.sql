-- AlterTable
ALTER TABLE "UploadedResult" ADD COLUMN     "publishedAt" TIMESTAMP(3);

-- Uploads stored before this migration were public: they stay published, as of their upload.
UPDATE "UploadedResult" SET "publishedAt" = "createdAt";

-- CreateIndex
CREATE INDEX "UploadedResult_publishedAt_idx" ON "UploadedResult"("publishedAt");

-- CreateIndex
CREATE INDEX "UploadedResult_ownerTokenHash_idx" ON "UploadedResult"("ownerTokenHash");
