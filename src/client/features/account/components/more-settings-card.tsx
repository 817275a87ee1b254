import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { paths } from '../../../paths';

/** spec §2 Settings: the 'More Settings' placeholder, until those settings exist. */
export function MoreSettingsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings className="size-5 text-muted-foreground" aria-hidden />
          More Settings
        </CardTitle>
        <CardDescription>More ways to set up your account are on their way.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Got an idea for a setting that would help your collecting?{' '}
          <Link href={paths.contact} className="font-medium text-primary underline">
            Tell us about it
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
