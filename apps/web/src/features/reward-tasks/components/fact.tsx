/** One term and its value of a side card's list. */
export function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}
