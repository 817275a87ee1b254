import { describe, expect, it } from 'vitest';
import { currentToast, dismissToast, notice, toast } from './toast-store';

const onScreen = () => {
  const item = currentToast();
  return item && { title: item.title, open: item.open };
};

describe('toasts', () => {
  it('shows a notice only once the toast on screen has closed, never over it', () => {
    const undo = toast({
      title: 'Sticker 3 is needed again',
      action: { label: 'Undo', onClick() {} },
    });
    notice({ title: 'Ready to work offline' });
    expect(onScreen()).toEqual({ title: 'Sticker 3 is needed again', open: true });
    dismissToast(undo);
    expect(onScreen()).toEqual({ title: 'Ready to work offline', open: true });
  });

  it('shows a notice at once when no toast is on screen, and a new toast replaces it', () => {
    dismissToast(currentToast()!.id);
    notice({ title: 'Ready to work offline' });
    expect(onScreen()).toEqual({ title: 'Ready to work offline', open: true });
    toast({ title: 'Failed to copy' });
    expect(onScreen()).toEqual({ title: 'Failed to copy', open: true });
  });
});
