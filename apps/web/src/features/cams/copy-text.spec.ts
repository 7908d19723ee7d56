import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.js';

describe('copyText', () => {
  it('writes to the async clipboard when the page has it', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('hello', { clipboard: { writeText } })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('falls back to copying a selected text area, and cleans it up', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await copyText('hello', { clipboard: { writeText }, document })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('answers false when nothing can copy', async () => {
    expect(await copyText('hello', {})).toBe(false);
  });
});
