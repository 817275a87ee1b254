import { useEffect } from 'react';

/** Marks an element that stays on screen over the page: `top` or `bottom` is the edge it holds. */
export const OBSCURES_ATTRIBUTE = 'data-obscures';

const MARGIN = 8;

const FLOATING = `[${OBSCURES_ATTRIBUTE}], [data-radix-popper-content-wrapper], [role="dialog"], [role="alertdialog"], [role="menu"]`;

/**
 * How far to scroll so `target` is clear of every bar stuck to the top or bottom of the screen:
 * positive scrolls down (content moves up), negative scrolls up; 0 when nothing covers it.
 */
export function clearanceFor(
  target: DOMRect,
  bars: readonly { edge: string; rect: DOMRect }[],
): number {
  let top = 0;
  let bottom = window.innerHeight;
  for (const { edge, rect } of bars) {
    if (rect.height === 0) continue;
    if (edge === 'top') top = Math.max(top, rect.bottom);
    else bottom = Math.min(bottom, rect.top);
  }
  if (target.bottom > bottom) return target.bottom - bottom + MARGIN;
  if (target.top < top) return target.top - top - MARGIN;
  return 0;
}

// A fixed bar is always over the page; a sticky one only while it is stuck to its edge (the quick
// actions are sticky on wide screens only, and sit in the page's flow at its end).
function isStuck(bar: HTMLElement): boolean {
  const style = getComputedStyle(bar);
  if (style.position === 'fixed') return true;
  if (style.position !== 'sticky') return false;
  const rect = bar.getBoundingClientRect();
  return bar.getAttribute(OBSCURES_ATTRIBUTE) === 'top'
    ? Math.abs(rect.top - parseFloat(style.top || '0')) < 1
    : Math.abs(rect.bottom - (window.innerHeight - parseFloat(style.bottom || '0'))) < 1;
}

/**
 * Keeps a keyboard-focused control clear of the sticky header, the pinned filter bar and the
 * sticky quick actions (WCAG 2.4.11, focus not obscured): the browser only scrolls a focused
 * control that is off screen, not one that is on screen under a bar, so this scrolls it out.
 */
export function useFocusNotObscured() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Menus, popovers and dialogs float above the bars and place themselves: leave them be.
      if (!(target instanceof HTMLElement) || target.closest(FLOATING)) return;
      const bars = [...document.querySelectorAll<HTMLElement>(`[${OBSCURES_ATTRIBUTE}]`)]
        .filter(isStuck)
        .map((bar) => ({
          edge: bar.getAttribute(OBSCURES_ATTRIBUTE) ?? '',
          rect: bar.getBoundingClientRect(),
        }));
      const distance = clearanceFor(target.getBoundingClientRect(), bars);
      if (distance !== 0) window.scrollBy({ top: distance, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}
