/** A titled bullet list inside a supplement card; renders nothing for an empty list. */
export function DetailList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold text-slate-800">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Screen-reader hint for links that open a new tab. */
export const NewTabHint = () => <span className="sr-only"> (opens in a new tab)</span>;
