// A translated sentence with a user-supplied value in it ("مُنحت إلى {{name}}"): the value goes into
// a <bdi>, so its direction (an Arabic name in an English sentence, or bidi controls typed into it)
// reorders only itself, never the words around it (security round 4, L10). The sentence comes from the
// catalogue with a marker where the value goes; the value itself is React text, never markup.
const MARKER = "\u0000value\u0000";

export function IsolatedValue({ sentence, value }: { sentence: (marker: string) => string; value: string }) {
  const [before, ...rest] = sentence(MARKER).split(MARKER);
  if (rest.length === 0) return <>{before}</>;
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {rest.join(value)}
    </>
  );
}
