/**
 * The select trigger's look, apart from Radix so a stand-in drawn before the select's code has
 * loaded (docs/decisions/024) looks the same without loading it.
 */
export const selectTriggerClass =
  'inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-input bg-card px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 [&>span]:truncate';
