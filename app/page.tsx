import Link from "next/link";
import { NAV_ITEMS } from "@/components/site-nav";

const DESCRIPTIONS: Record<(typeof NAV_ITEMS)[number]["href"], string> = {
  "/compare": "Every storage option on one chart: monthly cost against time for a workload.",
  "/advisor": "Answer a few questions about your data and get ranked options with reasons.",
  "/projections":
    "The bill of data that grows and cools, month by month, under S3 lifecycle rules, Intelligent-Tiering and EFS lifecycle.",
  "/migrations":
    "How long moving a data set to another option takes by DataSync or parallel copies, what it costs, and when it pays for itself.",
  "/plans":
    "Review the storage in a Terraform plan: each volume, file system and bucket priced, with the cheaper attribute changes that meet the same need.",
  "/options":
    "Each storage option's limits, prices, cost breakdown and burst credits, for a preset or your own workload.",
  "/upload": "Add your own fio results and see where they land.",
  "/metrics":
    "Import CloudWatch metrics of a running file system or volume: its real traffic replayed on every option, and when burst credits run out.",
  "/datasets": "The published benchmark measurements this tool starts from.",
  "/accuracy":
    "How close the model comes to those measurements, held out article by article, and how its duration ranges are made.",
  "/prices": "The AWS prices in use, how old they are, and what changed.",
};

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <h1>Choose AWS storage by cost and by time</h1>
        <p>
          Storage Advisor estimates what a workload costs each month and how long it takes on EFS, EBS, FSx and S3,
          modelling throughput modes, burst credits and per-file latency from published prices and limits.
        </p>
        <p>
          It sets those estimates beside published benchmark measurements and your own fio results, so a wrong choice
          shows before you pay for it.
        </p>
      </section>
      <ul className="card-grid">
        {NAV_ITEMS.map((item) => (
          <li key={item.href} className="card">
            <h2>
              <Link href={item.href}>{item.label}</Link>
            </h2>
            <p>{DESCRIPTIONS[item.href]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
