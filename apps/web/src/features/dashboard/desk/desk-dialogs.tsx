import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { DESK_TEXT } from './desk-text.js';

/**
 * The desk modules' two small dialogs, a chunk of their own (Mantine's Modal loads on the first open, not with the
 * dashboard): the guest remove prompt and the auto-draft question.
 */

/** 'Remove guest "{name}"?' (broadcast spec §5): Remove takes the row out of the editor (Save sends it). */
export function RemoveGuestDialog({
  name,
  onConfirm,
  onClose,
}: {
  readonly name: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={DESK_TEXT.guests.removePrompt(name)} centered size="sm">
      <Group justify="flex-end" gap="xs" data-testid="remove-guest-dialog">
        <Button variant="default" onClick={onClose}>
          {DESK_TEXT.guests.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} data-autofocus>
          {DESK_TEXT.guests.removeConfirm}
        </Button>
      </Group>
    </Modal>
  );
}

/** 'How many seconds between each pick/ban?' (RULES (g)): answers what was typed; the caller judges it. */
export function AutoDraftDialog({
  onAnswer,
  onClose,
}: {
  readonly onAnswer: (answer: string) => void;
  readonly onClose: () => void;
}) {
  const [answer, setAnswer] = useState('');
  return (
    <Modal opened onClose={onClose} title={DESK_TEXT.draft.auto} centered size="sm">
      <form
        data-testid="auto-draft-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onAnswer(answer);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={DESK_TEXT.draft.autoPrompt}
            value={answer}
            onChange={(event) => setAnswer(event.currentTarget.value)}
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {DESK_TEXT.guests.cancel}
            </Button>
            <Button type="submit">{DESK_TEXT.draft.autoConfirm}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
