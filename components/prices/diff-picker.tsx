import { fetchSnapshots } from "@/server/data/loaders";

/** Chooses the two snapshots with a plain GET form: the choice lives in the URL. */
export async function DiffPicker({ from, to }: { from: string; to: string }) {
  const snapshots = await fetchSnapshots();
  const options = snapshots.map((s) => (
    <option key={s.id} value={s.id}>
      {s.id} (as of {s.asOf})
    </option>
  ));
  return (
    <form method="get" action="/prices/diff" className="price-diff-picker">
      <label>
        From (older)
        <select name="from" defaultValue={from}>
          {options}
        </select>
      </label>
      <label>
        To (newer)
        <select name="to" defaultValue={to}>
          {options}
        </select>
      </label>
      <button type="submit">Compare</button>
    </form>
  );
}
