import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface SettingsCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** A card about something that cannot be undone gets a red edge. */
  isDanger?: boolean;
  /** The icon's colour: muted, or the brand's (primary) or the trade colour for Pro features. */
  accent?: 'muted' | 'primary' | 'trade';
  /** Classes for the controls' box, e.g. a grid gap between several of them. */
  contentClassName?: string;
}

const ACCENT_CLASS = {
  muted: 'text-muted-foreground',
  primary: 'text-primary',
  trade: 'text-trade',
} as const;

/** One setting on the settings page: an icon, a title, what it does, then its controls. */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  children,
  isDanger,
  accent = 'muted',
  contentClassName,
}: SettingsCardProps) {
  return (
    <Card className={cn(isDanger && 'border-destructive/50')}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon
            className={cn('size-5', isDanger ? 'text-destructive' : ACCENT_CLASS[accent])}
            aria-hidden
          />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
