/**
 * The list with `item` moved to the 0-based `position` (the others keep their order). A position past the end
 * moves the item last, as `Array.prototype.splice` does. Null when the item is not in the list. Pure: the input
 * list is never changed.
 */
export function moveListItem<T>(list: readonly T[], item: T, position: number): T[] | null {
  const from = list.indexOf(item);
  if (from === -1) return null;
  const rest = list.filter((_, i) => i !== from);
  const to = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}
