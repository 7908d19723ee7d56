import { splitNoticeText } from '@castline/domain';
import { useTeamColors } from '../shell/use-team-colors.js';
import type { LiveMatchView } from '../shell/live-match.js';
import { type OverlayColors } from '../shell/use-overlay-theme.js';
import { DeskBox } from './desk-box.js';
import type { NoticeTheme } from './resolve-desk-mode.js';

/**
 * Notice (Event) / (Team 1) / (Team 2) (RULES (g)): notice_text split at its first '|' into prefix and text, on the
 * event theme or the left / right team's theme (display order). Nothing without a text.
 */
export function DeskNotice({
  noticeText,
  theme,
  match,
  colors,
}: {
  readonly noticeText: string | null;
  readonly theme: NoticeTheme;
  readonly match: LiveMatchView | null;
  readonly colors: OverlayColors;
}) {
  const team = theme === 'team1' ? match?.teams[0] : theme === 'team2' ? match?.teams[1] : null;
  const teamColors = useTeamColors(team ?? null);
  const shown: OverlayColors = team ? teamColors : colors;
  const { prefix, text } = splitNoticeText(noticeText);
  if (!shown.ready || (prefix.trim() === '' && text.trim() === '')) return null;
  return (
    <DeskBox
      colors={shown}
      testId="desk-notice"
      style={{
        maxWidth: 1500,
        display: 'flex',
        alignItems: 'center',
        gap: 28,
        padding: '24px 40px',
      }}
    >
      {shown.logoUrl ? (
        <img
          src={shown.logoUrl}
          alt=""
          style={{ height: 100, maxWidth: 200, objectFit: 'contain', flex: 'none' }}
        />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
        {prefix.trim() ? (
          <div
            data-testid="desk-notice-prefix"
            style={{
              fontSize: 26,
              fontWeight: 800,
              letterSpacing: 2,
              textTransform: 'uppercase',
              opacity: 0.85,
            }}
          >
            {prefix.trim()}
          </div>
        ) : null}
        <div
          data-testid="desk-notice-text"
          style={{ fontSize: 52, fontWeight: 800, lineHeight: 1.15, overflowWrap: 'anywhere' }}
        >
          {text.trim()}
        </div>
      </div>
    </DeskBox>
  );
}
