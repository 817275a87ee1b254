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
}

/** One setting on the settings page: an icon, a title, what it does, then its controls. */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  children,
  isDanger,
}: SettingsCardProps) {
  return (
    <Card className={cn(isDanger && 'border-destructive/50')}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon
            className={cn('size-5', isDanger ? 'text-destructive' : 'text-muted-foreground')}
            aria-hidden
          />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
