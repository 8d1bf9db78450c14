import Link from "next/link";
import { PRICE_FAMILIES } from "@/components/prices/format";
import type { CatalogListing } from "@/lib/model";

const DURABILITY: Record<CatalogListing["durability"], string> = {
  multiAz: "several Availability Zones",
  singleAz: "one Availability Zone",
};

/** S3 Files' prices are S3's (keys s3.files.*), its options a family of their own. Instance store has no price of its own (it comes with the instance), so no price family: listed last. */
const FAMILIES: readonly { id: string; label: string }[] = [
  ...PRICE_FAMILIES,
  { id: "s3-files", label: "Amazon S3 Files" },
  { id: "instance-store", label: "Amazon EC2 instance store" },
];

/** Every catalog option, grouped by storage family in the order the price pages use. */
export function OptionIndex({ options }: { options: readonly CatalogListing[] }) {
  return (
    <>
      {FAMILIES.map((family) => {
        const members = options.filter((option) => option.family === family.id);
        if (members.length === 0) return null;
        const headingId = `family-${family.id}`;
        return (
          <section key={family.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{family.label}</h2>
            <ul className="card-grid option-cards">
              {members.map((option) => (
                <li key={option.id} className="card">
                  <h3>
                    <Link href={`/options/${option.id}`}>{option.label}</Link>
                  </h3>
                  <p>{option.description}</p>
                  <p className="option-card-facts">
                    {option.shared ? "Shared by many clients" : "One client at a time"};{" "}
                    {option.family === "instance-store"
                      ? "data lost when the instance stops"
                      : `data in ${DURABILITY[option.durability]}`}
                    . <code>{option.id}</code>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
