/** /client/{clientKey}/gfx/{n}: the client's gfx overlay of the n-th item (OVERLAYS §2 client pages). */
export function getGfxHref(clientKey: string, n: number): string {
  return `/client/${encodeURIComponent(clientKey.toLowerCase())}/gfx/${n}`;
}
