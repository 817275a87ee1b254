import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

export interface Step {
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  /** Optional detail under the picture, such as a list of points. */
  detail?: ReactNode;
  /** Optional picture under the body. */
  picture?: ReactNode;
}

/** Numbered steps as cards side by side on a laptop and stacked on a phone. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 sm:gap-6 lg:grid-cols-3">
      {steps.map(({ icon: Icon, title, body, detail, picture }, index) => (
        <li key={index}>
          <Card className="relative flex h-full flex-col p-6">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground">
                <span className="sr-only">
                  <Trans>Step</Trans>{' '}
                </span>
                {index + 1}
              </span>
              <Icon aria-hidden className="size-7 text-trade" />
            </div>
            <h3 className="mt-5 text-xl font-bold">{title}</h3>
            <p className="mt-2 text-pretty text-muted-foreground">{body}</p>
            {picture && <div className="mt-5">{picture}</div>}
            {detail && <div className="mt-5">{detail}</div>}
          </Card>
        </li>
      ))}
    </ol>
  );
}
