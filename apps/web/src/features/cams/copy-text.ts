/** What copyText needs from the browser (injected in tests). */
export interface ClipboardEnvironment {
  readonly clipboard?: Pick<Clipboard, 'writeText'> | undefined;
  readonly document?: Document | undefined;
}

function browserEnvironment(): ClipboardEnvironment {
  return {
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

/** The old way, for pages without the async clipboard (an insecure origin): select a hidden text area, copy. */
function copyWithSelection(value: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies text to the clipboard: the async clipboard when the page has it (https and localhost), else a selected
 * text area. Answers whether it worked; never throws.
 */
export async function copyText(
  value: string,
  environment: ClipboardEnvironment = browserEnvironment(),
): Promise<boolean> {
  if (environment.clipboard) {
    try {
      await environment.clipboard.writeText(value);
      return true;
    } catch {
      // fall through: a denied permission may still allow the selection copy
    }
  }
  return environment.document ? copyWithSelection(value, environment.document) : false;
}
