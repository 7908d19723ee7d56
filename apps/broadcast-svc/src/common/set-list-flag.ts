/**
 * A stored text list with one flag turned on (appended when missing) or off (every copy removed); the other
 * entries keep their order. Pure: the input list is never changed.
 */
export function setListFlag(list: readonly string[], flag: string, on: boolean): string[] {
  if (on) return list.includes(flag) ? [...list] : [...list, flag];
  return list.filter((entry) => entry !== flag);
}
