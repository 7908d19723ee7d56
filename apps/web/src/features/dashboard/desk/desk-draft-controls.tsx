import { useEffect, useMemo, useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ProdTrigger } from '@castline/contracts';
import { formatDuration, getAutoDraftEstimate, parseAutoDraftSeconds } from '@castline/domain';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import {
  applyDraftTrigger,
  getRevealedSteps,
  INITIAL_DRAFT_STATE,
  type DraftState,
} from '../../../overlays/desk/draft-state.js';
import { getDraftSteps } from '../../../overlays/desk/get-draft-steps.js';
import { DASHBOARD_TEXT } from '../dashboard-text.js';
import { PressButton } from '../components/press-button.js';
import { useDashboard } from '../dashboard-context.js';
import { useProdTriggerSender } from '../comms/use-prod-trigger-sender.js';
import { DESK_TEXT } from './desk-text.js';
import { LazyAutoDraftDialog } from './lazy-desk-dialogs.js';

type DraftTrigger = Extract<
  ProdTrigger,
  { trigger: 'reset_draft' | 'show_full_draft' | 'advance_draft' | 'auto_draft' }
>;

/** The auto-draft interval sent: the answer in whole seconds, at least 1 (prod_trigger takes whole seconds). */
export function toAutoDraftInterval(seconds: number): number {
  return Math.max(1, Math.round(seconds));
}

/**
 * The desk's Hero Draft controls (OVERLAYS §3 and §4; RULES (g)) for games whose profile has them: Reset, Show all,
 * Auto and Advance send reset_draft, show_full_draft, auto_draft {seconds} and advance_draft as prod_trigger on the
 * page's production socket (associated with the user's token; the comms module's sender). Auto asks 'How many
 * seconds between each pick/ban?'; an answer that is not a positive number is ignored; otherwise the toast
 * 'Starting auto draft with {n}s intervals, ~{estimate} to completion', the estimate counting the steps not yet
 * revealed as far as this dashboard's own triggers tell (the desk's reveal rule, mirrored).
 */
export function DeskDraftControls() {
  const { data } = useDashboard();
  const { sender, connected } = useProdTriggerSender(data.client?.key ?? null);
  const [busy, setBusy] = useState<DraftTrigger['trigger'] | null>(null);
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState<DraftState>(INITIAL_DRAFT_STATE);

  const match = data.liveMatch;
  const total = useMemo(
    () =>
      getDraftSteps({
        pickBanOrder: match?.pick_ban_order ?? null,
        game: match?.game ?? data.event?.game ?? null,
        map: null,
        flipped: false,
      }).length,
    [match?.pick_ban_order, match?.game, data.event?.game],
  );
  // The desk starts a new match's draft hidden: so does this mirror.
  const matchId = match?.id ?? null;
  useEffect(() => setDraft(INITIAL_DRAFT_STATE), [matchId]);

  const send = async (trigger: DraftTrigger): Promise<boolean> => {
    if (busy) return false;
    setBusy(trigger.trigger);
    try {
      const answer = await sender.send({ client: data.client?.key, ...trigger });
      if (!answer.ok) {
        siteNotifier.error(answer.message ?? DESK_TEXT.draft.notSent);
        return false;
      }
      const now = Date.now();
      setDraft((state) => applyDraftTrigger(state, trigger, now, total));
      return true;
    } finally {
      setBusy(null);
    }
  };

  const startAuto = async (answer: string) => {
    setAsking(false);
    const parsed = parseAutoDraftSeconds(answer);
    if (parsed === null) return;
    const seconds = toAutoDraftInterval(parsed);
    const remaining = total - getRevealedSteps(draft, Date.now(), total);
    if (await send({ trigger: 'auto_draft', seconds })) {
      siteNotifier.success(
        DESK_TEXT.draft.autoStarted(
          seconds,
          formatDuration(getAutoDraftEstimate(seconds, remaining)),
        ),
      );
    }
  };

  const reason = ((): string | null => {
    if (!data.permissions.broadcastAccess) return DASHBOARD_TEXT.reasons.noBroadcastAccess;
    if (!connected) return DESK_TEXT.draft.offline;
    return busy ? DASHBOARD_TEXT.reasons.pending : null;
  })();

  return (
    <Stack gap={6} data-testid="desk-draft-controls" data-total={total}>
      <div>
        <Title order={3} size="h6">
          {DESK_TEXT.draft.heading}
        </Title>
        <Text size="xs" c="dimmed">
          {DESK_TEXT.draft.hint}
        </Text>
      </div>
      <Group gap="xs">
        <PressButton
          label={DESK_TEXT.draft.reset}
          variant="default"
          onPress={() => void send({ trigger: 'reset_draft' })}
          disabledReason={reason}
          testId="desk-draft-reset"
        />
        <PressButton
          label={DESK_TEXT.draft.showAll}
          variant="default"
          onPress={() => void send({ trigger: 'show_full_draft' })}
          disabledReason={reason}
          testId="desk-draft-show-all"
        />
        <PressButton
          label={DESK_TEXT.draft.auto}
          variant="default"
          onPress={() => setAsking(true)}
          disabledReason={reason}
          testId="desk-draft-auto"
        />
        <PressButton
          label={DESK_TEXT.draft.advance}
          onPress={() => void send({ trigger: 'advance_draft' })}
          disabledReason={reason}
          testId="desk-draft-advance"
        />
      </Group>
      {asking ? (
        <LazyAutoDraftDialog
          onClose={() => setAsking(false)}
          onAnswer={(answer) => void startAuto(answer)}
        />
      ) : null}
    </Stack>
  );
}
