/** The item at `index` of a list, or an error naming `what` when it is missing (keeps demo wiring honest). */
export function requireItem<T>(items: readonly T[], index: number, what = 'item'): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo season: missing ${what} ${index}`);
  return item;
}
