/** The page number of a ?page= value (public-site §2 "/teams"): a whole number from 1; anything else is page 1. */
export function readPageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
