import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { SuggestGroupDialog } from './suggest-group-dialog';

/** On the settings page for Pro members: help the group finder grow by suggesting a group. */
export function SuggestGroupCard() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-trade" aria-hidden />
          Facebook groups
        </CardTitle>
        <CardDescription>
          Know a good swap group for your album? Suggest it and other collectors will find it in the
          group finder.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
          Suggest a group
        </Button>
      </CardContent>
      <SuggestGroupDialog open={isOpen} onOpenChange={setIsOpen} />
    </Card>
  );
}
