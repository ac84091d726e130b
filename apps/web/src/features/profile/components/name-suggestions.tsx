/**
 * The names offered for a text box (a native datalist: the browser shows them under the box, keyboard and screen
 * reader support included). The box names it with `list={id}`.
 */
export function NameSuggestions({ id, names }: { id: string; names: string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
