/** Beside an entry the safety check could not place: the words say it, the colour only repeats it. */
export function UnrecognisedMark() {
  return (
    <span className="ml-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
      not recognised
    </span>
  );
}
