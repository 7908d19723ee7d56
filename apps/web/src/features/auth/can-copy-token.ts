/** Token copy is enabled only after ticking 'I will keep my token safe' (public-site §5), and only with a token. */
export function canCopyToken(token: string | null, keepSafeTicked: boolean): boolean {
  return keepSafeTicked && token !== null && token !== '';
}
