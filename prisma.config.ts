// Prisma 7 reads the datasource URL from here. Our own migration runner
// (server/db/migrate.ts) does not use this file; it is for the Prisma CLI on a machine
// that can download its schema engine, where `prisma migrate deploy` and our runner
// apply the same prisma/migrations folder and agree.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
