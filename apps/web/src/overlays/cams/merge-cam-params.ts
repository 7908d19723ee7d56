import { readCamParams } from '../../features/cams/get-cam-link.js';

/**
 * The camera link parameters the cams wrapper passes to its children (OVERLAYS §1 cams): the `params` option's
 * entries first, then the broadcast's cams_default_params (else 'cover, na, animate=0'), as one comma list. A key
 * given twice keeps its first value (getCamLink), so `params=animate=1` wins over the default animate=0.
 */
export function mergeCamParams(
  optionParams: readonly string[],
  broadcastParams: string | null | undefined,
): string {
  return [...optionParams, ...readCamParams(broadcastParams)].join(', ');
}
