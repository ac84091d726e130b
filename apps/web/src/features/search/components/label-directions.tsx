import type { DirectionRowDto, DirectionsDto } from '@otc/api-contract';

/** "2 to 3 years", "12 years and over", "Under 2 years": a row's ages as a label writes them. */
function agesOf(row: DirectionRowDto): string {
  if (row.belowYears === null) return `${row.fromYears} years and over`;
  if (row.fromYears === 0) return `Under ${row.belowYears} years`;
  // The label's rows are whole years: "4 to under 6" is "4 to 5 years".
  const last = row.belowYears - 1;
  return last === row.fromYears ? `${row.fromYears} years` : `${row.fromYears} to ${last} years`;
}

/**
 * What to do, in the words the card shows: the amount and how often, or the label's "ask a doctor" / "do not use".
 * `age` is the reader's age when the row is for them (null in the table); a grown-up is not "a child your age".
 */
function whatToDo(row: DirectionRowDto, age: number | null): string {
  if (row.action === 'dose') return [row.amount, row.text].filter(Boolean).join(', ');
  let said: string;
  if (row.action === 'do-not-use') said = age === null ? 'Do not use' : 'Do not use at this age';
  else if (age === null) said = 'Ask a doctor';
  else
    said =
      age < 18 ? 'Ask a doctor before giving this to a child your age' : 'Ask a doctor before using this at your age';
  return row.text ? `${said}. ${row.text}` : `${said}.`;
}

/**
 * The label's directions: for a signed-in person with an age, the one row for them ("Directions for you (age 4)");
 * otherwise the label's table, every age.
 */
export function LabelDirections({ directions }: { directions: DirectionsDto }) {
  const { age, rows } = directions;
  const row = rows[0];
  if (age !== null && row) {
    const caution = row.action !== 'dose';
    return (
      <div role="group" aria-label={`Directions for you (age ${age})`} className="mt-3 text-sm">
        <h4 className="font-semibold text-slate-800">Directions for you (age {age})</h4>
        <p className={caution ? 'mt-1 font-medium text-red-800' : 'mt-1 text-slate-700'}>{whatToDo(row, age)}</p>
        {row.weight && <p className="text-slate-600">For a weight of {row.weight}; dose by weight if you know it.</p>}
      </div>
    );
  }
  return (
    <div role="group" aria-label="Directions by age" className="mt-3 text-sm">
      <h4 className="font-semibold text-slate-800">Directions by age</h4>
      <table className="mt-1 w-full text-left text-slate-600">
        <thead>
          <tr>
            <th scope="col" className="pr-2 font-medium text-slate-700">
              Age
            </th>
            <th scope="col" className="font-medium text-slate-700">
              What the label says
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fromYears} className="align-top">
              <td className="whitespace-nowrap pr-2">
                {agesOf(r)}
                {r.weight && <span className="block text-xs text-slate-500">{r.weight}</span>}
              </td>
              <td>{whatToDo(r, null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
