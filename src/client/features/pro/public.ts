// What other features may use of pro besides its api.ts (docs/architecture.md "Import rules"):
// re-exports only, so importing one name pulls in nothing else.
export { showUpgrade } from './paywall-store';
export { GroupFields } from './components/group-fields';
export {
  EMPTY_GROUP_FORM,
  groupFieldOfFailure,
  groupFormSchema,
  type GroupFormValues,
} from './group-form';
export { proEndDate, proPriceLabel } from './pro-end';
