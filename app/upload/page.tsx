import type { Metadata } from "next";
import Link from "next/link";
import { optionChoices } from "@/components/results/option-fields";
import { UploadForm } from "@/components/results/upload-form";
import { FIO_MAX_BYTES } from "@/lib/fio";
import { listCatalog } from "@/lib/model";

export const metadata: Metadata = { title: "Upload results" };

export default function Page() {
  return (
    <section className="upload-page">
      <h1>Upload fio results</h1>
      <p>
        Add your own <a href="https://fio.readthedocs.io/">fio</a> measurements and see them beside the published ones.
        Run fio with JSON output, for example{" "}
        <code>fio --name=t --rw=randread --bs=4k --size=1g --direct=1 --output-format=json+ --output=result.json</code>,
        then choose the file below. An upload is unlisted: only people you give its link can open it, until you publish
        it to everyone&rsquo;s /compare and /results (you can take it back).
      </p>
      <p className="muted">
        From a script or CI pipeline: <code>storage-advisor upload result.json --url https://your-server</code>, or{" "}
        <code>POST /api/v1/results</code> with the file in the form field <code>file</code>.{" "}
        <Link href="/results">Recent uploads</Link>.
      </p>
      <UploadForm options={optionChoices(listCatalog())} maxBytes={FIO_MAX_BYTES} />
    </section>
  );
}
