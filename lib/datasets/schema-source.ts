import { z } from "zod";

/** Where the numbers come from, when, where and from which client machine. */

export const sourceSchema = z.strictObject({
  articleFile: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*\.txt$/, "expected a .txt file name")
    .meta({
      description:
        "File name of the article's text the dataset was transcribed from; readers are pointed to the publisher, title and address.",
    }),
  articleTitle: z.string().min(1).optional().meta({ description: "Omitted when the article text carries no title." }),
  publisher: z.string().min(1).meta({ description: "Original publisher (blog, site or company)." }),
  authors: z.array(z.string().min(1)).optional(),
  url: z.url().optional().meta({ description: "Only when the article itself names its address." }),
});

const DATE_PATTERN = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

export const datePrecisions = ["year", "month", "day"] as const;

export const publishedSchema = z.strictObject({
  date: z.string().regex(DATE_PATTERN, "expected YYYY, YYYY-MM or YYYY-MM-DD"),
  precision: z.enum(datePrecisions).meta({ description: "Must match the date's form: YYYY, YYYY-MM or YYYY-MM-DD." }),
  basis: z.enum(["published", "benchmarked", "not-before", "inferred"]).meta({
    description:
      "published: the article's date; benchmarked: when the measurements were taken; not-before: earliest possible date (the article mentions something launched then); inferred: best estimate from context.",
  }),
  note: z.string().min(1).optional(),
});

export const regionSchema = z
  .strictObject({
    code: z.string().regex(/^[a-z]{2}(?:-gov)?-[a-z]+-\d$/, "expected an AWS region code such as us-east-2"),
    asReported: z.string().min(1),
  })
  .nullable()
  .meta({ description: "null when the article does not say." });

export const clientSchema = z.strictObject({
  platform: z.enum(["ec2", "lambda", "ecs", "emr", "other"]),
  instanceType: z
    .string()
    .regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, "expected an EC2 instance type such as c5n.18xlarge")
    .nullable()
    .meta({ description: "null when not stated or not applicable (Lambda)." }),
  count: z
    .number()
    .int()
    .positive()
    .nullable()
    .meta({ description: "Number of client machines; null when not stated." }),
  description: z.string().min(1).optional(),
  asReported: z.string().min(1).optional(),
});

export const costConventionSchema = z.strictObject({
  currency: z.literal("USD"),
  periodDays: z
    .number()
    .positive()
    .optional()
    .meta({ description: "Length of the 'month' the source prices, when stated." }),
  includes: z.array(z.string().min(1)),
  excludes: z.array(z.string().min(1)),
  gigabyteBasis: z
    .enum(["binary", "decimal", "not-stated"])
    .meta({ description: "Whether the source's priced GB is 2^30 (AWS billing) or 10^9 bytes." }),
});
