import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import {
  AREA_RADII_KM,
  areaInputSchema,
  parseDistrict,
  type AreaInput,
  type MyArea,
} from '../../../../domain/nearby/area';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toastError } from '../../../components/ui/toast-store';
import { errorStatus } from '../../../lib/api-client';
import { SettingsCard } from '../../account/public';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useMyArea, useSaveArea } from '../api';
import { radiusChoice, radiusWords } from '../distance';
import { PlacePicker } from './place-picker';

const ANYWHERE = 'anywhere';
/**
 * The phone's own picker (a native select) for the radius: it adds no inline style for the
 * page's Content-Security-Policy to refuse.
 */
const selectClass =
  'h-11 w-full rounded-lg border border-input bg-card px-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';

/**
 * The form's fields, read into the body of `PUT /api/user/area` (the server's schema): a
 * district is read as the server reads it (`parseDistrict`), so a mistake shows before sending;
 * a place is what the picker chose from the server's search (a city or town, or a US ZIP code).
 */
const areaFormSchema = z
  .object({
    kind: z.enum(['district', 'place']),
    district: z.string(),
    place: z.string(),
    placeKind: z.enum(['city', 'zip']),
    placeLabel: z.string(),
    radius: z.string(),
  })
  .superRefine((values, context) => {
    if (values.kind === 'district') {
      const parsed = parseDistrict(values.district);
      if (!parsed.ok)
        context.addIssue({ code: 'custom', path: ['district'], message: parsed.message });
    } else if (!values.place) {
      context.addIssue({
        code: 'custom',
        path: ['place'],
        // Shown translated by the place picker (decision 038).
        message: /*i18n*/ 'Search for your city, town or ZIP code and choose it from the list',
      });
    }
  })
  .transform(({ kind, district, place, placeKind, radius }): AreaInput => {
    // Any other radius is the server schema's to refuse, with its own message.
    const radiusKm = (radius === ANYWHERE ? null : Number(radius)) as 5 | 25 | 100 | null;
    if (kind === 'district') return { kind, district, radiusKm };
    return placeKind === 'zip'
      ? { kind: 'zip', zip: place, radiusKm }
      : { kind: 'city', city: place, radiusKm };
  })
  .pipe(areaInputSchema);

function AreaForm({ current }: { current: MyArea['area'] }) {
  const { i18n, t } = useLingui();
  const save = useSaveArea();
  const form = useSchemaForm(
    areaFormSchema,
    {
      kind: current?.kind === 'district' ? 'district' : 'place',
      district: current?.kind === 'district' ? current.code : '',
      place: current && current.kind !== 'district' ? current.code : '',
      placeKind: current?.kind === 'zip' ? 'zip' : 'city',
      placeLabel: current && current.kind !== 'district' ? current.label : '',
      radius: current ? String(current.radiusKm ?? ANYWHERE) : String(AREA_RADII_KM[1]),
    },
    // A refused district or city is shown under the one that was sent.
    { fieldOfError: (error, values) => (errorStatus(error) === 400 ? values.kind : undefined) },
  );
  const { kind, place, placeKind, placeLabel, radius } = form.values;
  const radiusId = useId();

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onError: (failure) =>
        form.showServerError(failure, (error) => toastError(error, t`Couldn’t save your area`)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>Where you swap</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['place', 'district'] as const).map((choice) => (
            <label key={choice} className="flex min-h-10 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="area-kind"
                value={choice}
                checked={kind === choice}
                onChange={() => form.setValue('kind', choice)}
                className="size-5 accent-primary"
              />
              {choice === 'district' ? t`By UK postcode district` : t`By city, town or US ZIP code`}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'district' ? (
        <TextField
          {...form.textField('district')}
          label={t`Postcode district`}
          hint={t`The first part of your postcode, such as M14 or SW1A. We keep only the district’s area, never your postcode.`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
        />
      ) : (
        <PlacePicker
          picked={place ? { kind: placeKind, id: place, label: placeLabel } : null}
          onPick={(picked) => {
            form.setValue('place', picked?.id ?? '');
            form.setValue('placeKind', picked?.kind ?? 'city');
            form.setValue('placeLabel', picked?.label ?? '');
          }}
          error={form.errors.place}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={radiusId}>
          <Trans>How far you will go to swap</Trans>
        </Label>
        <select
          id={radiusId}
          className={selectClass}
          value={radius}
          onChange={(event) => form.setValue('radius', event.target.value)}
        >
          {AREA_RADII_KM.map((km) => (
            // The server keeps km; the choice reads in the locale's unit (decision 038).
            <option key={km} value={String(km)}>
              {radiusChoice(i18n, km)}
            </option>
          ))}
          <option value={ANYWHERE}>{t`Anywhere`}</option>
        </select>
      </div>
      <SubmitButton isBusy={save.isPending} busyLabel={t`Saving area…`}>
        <Trans>Save area</Trans>
      </SubmitButton>
    </form>
  );
}

/**
 * My approximate area for "Near me" matches (docs/product.md "Nearby", decision 020). Others
 * never see it: they see only "within 25 km" (their own radius) when each is within the other's.
 */
export function AreaCard() {
  const { i18n, t } = useLingui();
  const area = useMyArea();
  const save = useSaveArea();
  const [formKey, setFormKey] = useState(0);
  const current = area.data?.area ?? null;

  return (
    <SettingsCard
      icon={MapPin}
      title={t`My area`}
      description={t`Used to find collectors near you for swaps in person. Others never see where you are — only “within” the distance they chose, when you are within each other’s.`}
    >
      {area.isPending ? (
        <Spinner label={t`Loading your area…`} className="text-muted-foreground" />
      ) : (
        <div className="grid gap-5">
          <p className="text-sm" aria-live="polite">
            {current ? (
              <>
                {current.radiusKm === null ? (
                  <Trans>
                    Now: <strong>{current.label}</strong>, anywhere.
                  </Trans>
                ) : (
                  <Trans>
                    Now: <strong>{current.label}</strong>, {radiusWords(i18n, current.radiusKm)}.
                  </Trans>
                )}
              </>
            ) : (
              t`No area set: “Near me” matches are off.`
            )}
          </p>
          <AreaForm key={`${formKey}:${current?.code ?? ''}`} current={current} />
          {current && (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() =>
                save.mutate({ kind: 'none' }, { onSuccess: () => setFormKey((k) => k + 1) })
              }
            >
              <Trans>Remove my area</Trans>
            </Button>
          )}
        </div>
      )}
    </SettingsCard>
  );
}
