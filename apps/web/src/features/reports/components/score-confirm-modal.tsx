import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REPORT_REFUSALS, SCORE_REPORT_EDITOR_TEXT } from '@castline/domain';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import type { ReportNames } from '../format-report-value.js';
import { ReportSummary } from './report-summary.js';

/**
 * The confirm dialog before a score report is sent (broadcast §2, §4, §8; RULES b.8): titled 'Reporting Score',
 * the result in words, and the button 'Submit for approval' or 'Submit match data'. A counter that equals the
 * report shows the 'No changes' danger alert and the button is disabled.
 */
export function ScoreConfirmModal({
  opened,
  onClose,
  onConfirm,
  submitLabel,
  isUnchanged,
  isPending,
  data,
  names,
  teams,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
  readonly submitLabel: string;
  /** A counter with no differences to the report. */
  readonly isUnchanged: boolean;
  readonly isPending: boolean;
  readonly data: unknown;
  readonly names: ReportNames;
  readonly teams: readonly [{ id: string; name: string }, { id: string; name: string }];
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={SCORE_REPORT_EDITOR_TEXT.confirmTitle}
      centered
      size="lg"
    >
      <Stack gap="md" data-testid="score-confirm">
        {isUnchanged && (
          <Alert color="red" variant="light" data-testid="score-confirm-no-changes">
            {REPORT_REFUSALS['counter-unchanged'].text}
          </Alert>
        )}
        <Text size="sm">{REPORTS_TEXT.confirmIntro}</Text>
        <ReportSummary data={data} names={names} teams={teams} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {REPORTS_TEXT.cancel}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={isUnchanged}
            loading={isPending}
            data-testid="score-confirm-submit"
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
