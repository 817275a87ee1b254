import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** "1 change couldn’t be saved", "3 changes waiting": each a whole sentence to translate. */
export const couldNotSave = (i18n: I18n, count: number) =>
  i18n._(
    msg({
      message: plural(count, {
        one: '# change couldn’t be saved',
        other: '# changes couldn’t be saved',
      }),
    }),
  );

export const waitingChanges = (i18n: I18n, count: number, isOnline: boolean) =>
  isOnline
    ? i18n._(
        msg({ message: plural(count, { one: '# change waiting', other: '# changes waiting' }) }),
      )
    : i18n._(
        msg({
          message: plural(count, {
            one: '# change waiting for signal',
            other: '# changes waiting for signal',
          }),
        }),
      );
