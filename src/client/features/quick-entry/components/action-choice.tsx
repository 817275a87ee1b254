import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import type { QuickChoice } from '../plan';

const LABELS: Record<QuickChoice, MessageDescriptor> = {
  labelled: msg`As labelled`,
  owned: msg`Owned`,
  spares: msg`Spares`,
  needed: msg`Needed`,
};

const HINTS: Record<QuickChoice, MessageDescriptor> = {
  labelled: msg`Need lines become needed, For trade lines become spares.`,
  owned: msg`You have them. 22x2 means you have 2 copies.`,
  spares: msg`You have them with copies to swap. 22x2 means 2 spare copies (3 in all).`,
  needed: msg`You still need them: they go back to Needed.`,
};

interface ActionChoiceProps {
  value: QuickChoice;
  onChange: (choice: QuickChoice) => void;
  /** Offer "As labelled": the text is a posted message with Need and For trade lines. */
  isLabelled: boolean;
}

/** What the listed stickers become: big segmented buttons, one thumb, one tap. */
export function ActionChoice({ value, onChange, isLabelled }: ActionChoiceProps) {
  const { _ } = useLingui();
  const id = useId();
  const choices: QuickChoice[] = isLabelled
    ? ['labelled', 'owned', 'spares', 'needed']
    : ['owned', 'spares', 'needed'];
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        <Trans>Mark them as</Trans>
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        value={value}
        onValueChange={(next) => onChange(next as QuickChoice)}
        className={
          isLabelled
            ? 'grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-4'
            : 'grid grid-cols-3 gap-1 rounded-lg bg-muted p-1'
        }
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice}
            value={choice}
            className="min-h-11 rounded-md px-2 text-base font-semibold text-muted-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm data-[state=checked]:ring-2 data-[state=checked]:ring-primary sm:text-sm"
          >
            {_(LABELS[choice])}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {_(HINTS[value])}
      </p>
    </div>
  );
}
