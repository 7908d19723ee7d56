import type { ReactNode } from 'react';
import { Modal, Title, type ModalProps } from '@mantine/core';
import { BROADCAST_EDITOR_TEXT } from './broadcast-editor-text.js';

/**
 * The broadcast editor's modal scaffold (Shortcuts, Observer settings, Break display): always open while mounted,
 * centred, its title a level-2 heading, its close button labelled 'Close'.
 */
export function EditorModal({
  title,
  size,
  onClose,
  children,
}: {
  readonly title: ReactNode;
  readonly size?: ModalProps['size'];
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {title}
        </Title>
      }
      size={size}
      centered
      closeButtonProps={{ 'aria-label': BROADCAST_EDITOR_TEXT.close }}
    >
      {children}
    </Modal>
  );
}
