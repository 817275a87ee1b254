import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { insertAtSelection, type TextSelection } from './insert-token';

const cursorAtEnd = (text: string): TextSelection => ({ start: text.length, end: text.length });

/**
 * Where the cursor of the template being edited was (the text itself is the form's: `draft` and
 * `setDraft`): tapping a token button takes the focus away from the textarea, so the last
 * selection is remembered and the token goes there.
 */
export function useTemplateDraft(draft: string, setDraft: (text: string) => void) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<TextSelection>(cursorAtEnd(draft));
  const cursorAfterInsert = useRef<number | null>(null);

  // Once the inserted token is on screen, give the focus back with the cursor just after it.
  useLayoutEffect(() => {
    const cursor = cursorAfterInsert.current;
    const textarea = textareaRef.current;
    if (cursor === null || !textarea) return;
    cursorAfterInsert.current = null;
    textarea.focus();
    textarea.setSelectionRange(cursor, cursor);
  }, [draft]);

  function rememberSelection(event: SyntheticEvent<HTMLTextAreaElement>) {
    const { selectionStart, selectionEnd } = event.currentTarget;
    selection.current = { start: selectionStart, end: selectionEnd };
  }

  function insertToken(token: string) {
    const next = insertAtSelection(draft, token, selection.current);
    selection.current = { start: next.cursor, end: next.cursor };
    cursorAfterInsert.current = next.cursor;
    setDraft(next.text);
  }

  function replaceDraft(text: string) {
    selection.current = cursorAtEnd(text);
    setDraft(text);
  }

  return {
    insertToken,
    replaceDraft,
    textareaProps: {
      ref: textareaRef,
      value: draft,
      onChange: (event: SyntheticEvent<HTMLTextAreaElement>) => {
        rememberSelection(event);
        setDraft(event.currentTarget.value);
      },
      onSelect: rememberSelection,
    },
  };
}
