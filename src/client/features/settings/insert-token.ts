/** Where the editor's cursor is: a selection from `start` to `end`, equal when nothing is selected. */
export interface TextSelection {
  start: number;
  end: number;
}

/**
 * Puts `insertion` in place of the selected text (or at the cursor when nothing is selected) and
 * says where the cursor goes next: straight after what was inserted. Positions are UTF-16
 * offsets, as a textarea's `selectionStart` gives them; out-of-range ones are clamped.
 * Example: `insertAtSelection('Need: ', '{{needed}}', {start: 6, end: 6})` →
 * `{text: 'Need: {{needed}}', cursor: 16}`.
 */
export function insertAtSelection(
  text: string,
  insertion: string,
  selection: TextSelection,
): { text: string; cursor: number } {
  const clamp = (position: number) => Math.min(Math.max(0, position), text.length);
  const start = clamp(Math.min(selection.start, selection.end));
  const end = clamp(Math.max(selection.start, selection.end));
  return {
    text: text.slice(0, start) + insertion + text.slice(end),
    cursor: start + insertion.length,
  };
}
