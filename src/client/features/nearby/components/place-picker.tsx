import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '../../../../domain/nearby/world';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { usePlaceSearch } from '../api';

export interface PickedPlace {
  kind: Place['kind'];
  id: string;
  label: string;
}

/**
 * Search-as-you-type for a city, town or US ZIP code anywhere in the world (decision 034): an
 * ARIA combobox (an input owning a listbox of at most 10 places, each "City, Region, Country"),
 * worked by touch, mouse or keys (↓ ↑ to move, Enter to choose, Escape to close). The places
 * come from the server's search; nothing of the gazetteer is shipped to the browser.
 */
export function PlacePicker({
  picked,
  onPick,
  error,
}: {
  picked: PickedPlace | null;
  onPick: (place: PickedPlace | null) => void;
  error?: string | undefined;
}) {
  const { i18n, t } = useLingui();
  const [typed, setTyped] = useState(picked?.label ?? '');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch(isOpen ? typed : '');
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const statusId = useId();
  const places = isOpen && typed.trim().length >= 2 ? (search.data?.places ?? []) : [];
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (place: Place) => {
    onPick({ kind: place.kind, id: place.id, label: place.label });
    setTyped(place.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (places.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + places.length) % places.length);
    } else if (event.key === 'Enter' && isOpen && places[active]) {
      // Choosing a place, not sending the form.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status =
    typed.trim().length < 2 || !isOpen
      ? ''
      : search.isFetching && places.length === 0
        ? t`Searching…`
        : places.length === 0
          ? t`No city, town or ZIP code found by that name`
          : t`${plural(places.length, { one: '# place found', other: '# places found' })}`;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        <Trans>City, town or US ZIP code</Trans>
      </Label>
      <div className="relative">
        <Input
          id={inputId}
          name="place"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={places.length > 0}
          aria-controls={listId}
          aria-activedescendant={places[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, statusId, error ? errorId : ''].filter(Boolean).join(' ')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t`Start typing, such as Zapopan`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
            if (picked) onPick(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Places`}
          hidden={places.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-input bg-card py-1 shadow-lg"
        >
          {places.map((place, i) => (
            <li
              key={`${place.kind}:${place.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Chosen on press, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
              className={cn(
                'flex min-h-11 cursor-pointer items-center px-3 text-base sm:text-sm',
                i === active && 'bg-accent text-accent-foreground',
              )}
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>
          Any city or town of {i18n.number(1000)} people or more, or a US ZIP code. We keep only its
          centre.
        </Trans>
      </p>
      <p id={statusId} className="sr-only" aria-live="polite">
        {status}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
