import { z } from 'zod';
import { f, RecordBase } from './fields.js';

export const THEME_COLOR_FIELDS = [
  'color_theme',
  'color_accent',
  'color_alt',
  'color_logo_background',
  'color_logo_accent',
  'color_text_on_theme',
  'color_text_on_logo_background',
  'color_hero_recolor_primary',
  'color_hero_recolor_secondary',
  'color_navbar',
  'color_body',
  'color_text_on_body',
  'color_website_passive',
  'color_website_active',
  'color_website_dark',
  'color_website_text_on_dark',
] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];

const colorFields = Object.fromEntries(THEME_COLOR_FIELDS.map((k) => [k, f.text])) as Record<
  ThemeColorField,
  typeof f.text
>;

/** Theme (public-site §3). Logos are attachment links. */
export const ThemeRecordSchema = RecordBase.extend({
  __kind: z.literal('theme'),
  name: f.text,
  ...colorFields,
  small_logo: f.links,
  default_logo: f.links,
  teams: f.links,
  events: f.links,
});
export type ThemeRecord = z.infer<typeof ThemeRecordSchema>;

/** Attachment (public-site §3): image URLs are {base}/image.{ext}?id=..&size=.. */
export const AttachmentRecordSchema = RecordBase.extend({
  __kind: z.literal('attachment'),
  fileExtension: z.string(),
  custom_url: f.text,
  mime_type: z.string(),
  width: f.int,
  height: f.int,
});
export type AttachmentRecord = z.infer<typeof AttachmentRecordSchema>;
