/** A GFX item record (broadcast §3 "GFX item"; GfxRecordSchema) as the gfx overlay reads it. */
export interface GfxItemInput {
  readonly name?: string | null;
  readonly type?: string | null;
  readonly title?: string | null;
  readonly image?: readonly string[] | null;
  readonly url?: string | null;
  readonly data?: string | null;
}

/** What one GFX item shows: its type and the settings read from its fields (see apps/web/README.md "GFX items"). */
export type GfxItemPlan =
  | { readonly kind: 'Schedule'; readonly heading: string | null; readonly secondary: boolean }
  | {
      readonly kind: 'Bracket';
      readonly heading: string | null;
      /** The event bracket's key; null: the live match's bracket. */
      readonly bracketKey: string | null;
    }
  | {
      readonly kind: 'Image';
      readonly heading: string | null;
      readonly attachmentId: string | null;
    }
  | { readonly kind: 'Iframe'; readonly heading: string | null; readonly url: string | null }
  | {
      readonly kind: 'Standings';
      readonly heading: string | null;
      /** The stage / group key or title; null: the broadcast's current stage (else the live match's group). */
      readonly stage: string | null;
    }
  | { readonly kind: 'Text'; readonly heading: string | null; readonly text: string }
  | {
      readonly kind: 'Multi Standings';
      readonly heading: string | null;
      /** One table per stage, left to right (at most MAX_MULTI_STANDINGS); empty: the current stage alone. */
      readonly stages: readonly string[];
    }
  | { readonly kind: 'MVP'; readonly heading: string | null }
  | { readonly kind: 'Stats'; readonly heading: string | null }
  | {
      readonly kind: 'Rosters';
      readonly heading: string | null;
      /** The rosters overlay's options (roles, sort, staff, badge / badges, split) as a query string. */
      readonly options: string;
    }
  | { readonly kind: 'Unknown'; readonly heading: string | null; readonly type: string };

/** The most tables a Multi Standings item puts side by side. */
export const MAX_MULTI_STANDINGS = 4;

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * How a GFX item reads its fields (OVERLAYS §1 gfx/:index; the table in apps/web/README.md "GFX items"):
 * - heading: the title, else the name;
 * - Schedule: data `secondary` (any case) shows the secondary schedule (show_on_secondary_overlays), else the
 *   primary one;
 * - Bracket: data is an event bracket's key; empty: the live match's bracket;
 * - Image: the first attachment of `image`; Iframe: `url` (else data) as the page to embed;
 * - Standings: data is the stage (a standings entry's group key or title); empty: the current stage;
 * - Text: data is the text (line breaks kept), under the heading;
 * - Multi Standings: data is a comma (or line) separated list of stages, duplicates dropped, at most
 *   MAX_MULTI_STANDINGS;
 * - MVP, Stats: data unused (they read the live match);
 * - Rosters: data is the rosters overlay's query (`roles&sort=role`, a leading `?` allowed).
 */
export function readGfxItem(item: GfxItemInput): GfxItemPlan {
  const heading = text(item.title) ?? text(item.name);
  const data = text(item.data);
  const type = item.type?.trim() ?? '';
  switch (type) {
    case 'Schedule':
      return { kind: 'Schedule', heading, secondary: data?.toLowerCase() === 'secondary' };
    case 'Bracket':
      return { kind: 'Bracket', heading, bracketKey: data };
    case 'Image':
      return { kind: 'Image', heading, attachmentId: item.image?.[0] ?? null };
    case 'Iframe':
      return { kind: 'Iframe', heading, url: text(item.url) ?? data };
    case 'Standings':
      return { kind: 'Standings', heading, stage: data };
    case 'Text':
      return { kind: 'Text', heading, text: (item.data ?? '').replace(/^\s*\n|\s+$/g, '') };
    case 'Multi Standings': {
      const stages = (data ?? '')
        .split(/[,\n]/)
        .map((stage) => stage.trim())
        .filter((stage) => stage !== '');
      return {
        kind: 'Multi Standings',
        heading,
        stages: [...new Set(stages)].slice(0, MAX_MULTI_STANDINGS),
      };
    }
    case 'MVP':
      return { kind: 'MVP', heading };
    case 'Stats':
      return { kind: 'Stats', heading };
    case 'Rosters':
      return { kind: 'Rosters', heading, options: (data ?? '').replace(/^\?/, '') };
    default:
      return { kind: 'Unknown', heading, type };
  }
}
