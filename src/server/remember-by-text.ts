/**
 * `compute` remembered by its input, for inputs that come in a handful of spellings (a header's value, a query's
 * list), so a request that repeats one costs a lookup: at most `max` are kept, and all are forgotten at once when
 * that many are (a flood of odd spellings cannot make it grow).
 */
export function rememberByText<T>(compute: (text: string) => T, max: number): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let value = kept.get(text);
    if (value === undefined) {
      value = compute(text);
      if (kept.size >= max) kept.clear();
      kept.set(text, value);
    }
    return value;
  };
}
