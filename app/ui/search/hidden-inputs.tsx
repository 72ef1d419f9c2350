/** The criteria a form does not edit, re-submitted as hidden inputs so that nothing is lost. */
export function HiddenInputs({ entries }: { entries: readonly [string, string][] }) {
  return (
    <>
      {entries.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
