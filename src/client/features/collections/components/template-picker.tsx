import { Search } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import type { Template } from '../../../../domain/collection/collection';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useTemplates } from '../api';
import { QueryError } from './query-error';

interface TemplatePickerProps {
  chosenId: number | undefined;
  onChoose: (template: Template | undefined) => void;
  onCreateNew: () => void;
}

/** Matches every word typed, in any order: "cup 26" finds "World Cup 2026". */
function matchesSearch(template: Template, search: string) {
  const title = template.title.toLocaleLowerCase('en-GB');
  return search
    .toLocaleLowerCase('en-GB')
    .split(/\s+/)
    .every((word) => title.includes(word));
}

function PickerSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span role="status" className="sr-only">
        Loading templates
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden className="h-14 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}

/** New Collection: a searchable list of the shared templates, one to choose. */
export function TemplatePicker({ chosenId, onChoose, onCreateNew }: TemplatePickerProps) {
  const templates = useTemplates();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const listLabelId = useId();

  if (templates.isPending) return <PickerSkeleton />;
  if (templates.isError)
    return (
      <QueryError
        title="Couldn’t load the templates"
        error={templates.error}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  if (templates.data.length === 0)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <p className="text-sm text-muted-foreground">
          No templates yet. Be the first to add your album.
        </p>
        <Button variant="outline" onClick={onCreateNew}>
          Create a new template
        </Button>
      </div>
    );

  const matches = templates.data.filter((template) => matchesSearch(template, search.trim()));
  const choose = (id: string) => onChoose(templates.data.find((t) => String(t.id) === id));

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search templates</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              // a choice the search hides would be created unseen: drop it
              const chosen = templates.data.find((t) => t.id === chosenId);
              if (chosen && !matchesSearch(chosen, event.target.value.trim())) onChoose(undefined);
            }}
            placeholder="e.g. World Cup"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <p id={listLabelId} className="sr-only">
        Templates
      </p>
      {matches.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-5 text-center">
          <p className="text-sm text-muted-foreground">No template matches “{search.trim()}”.</p>
          <Button variant="outline" onClick={onCreateNew}>
            Create it as a new template
          </Button>
        </div>
      ) : (
        <RadioGroup.Root
          aria-labelledby={listLabelId}
          value={chosenId === undefined ? '' : String(chosenId)}
          onValueChange={choose}
          className="grid max-h-[min(24rem,40dvh)] gap-1.5 overflow-y-auto rounded-lg border p-1.5"
        >
          {matches.map((template) => (
            <RadioGroup.Item
              key={template.id}
              value={String(template.id)}
              className="flex min-h-12 w-full items-center gap-3 rounded-md px-3 py-2 text-left hover:bg-muted data-[state=checked]:bg-secondary data-[state=checked]:text-secondary-foreground"
            >
              <span
                aria-hidden
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
              </span>
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-semibold">{template.title}</span>
                <span className="text-xs text-muted-foreground">
                  {template.totalStickers.toLocaleString('en-GB')} stickers
                </span>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
    </div>
  );
}
