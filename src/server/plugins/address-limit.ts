// `addressLimit` lives in rate-limit.ts with the limits' one in-memory count (decision 032).
// This re-export remains only for the sharing feature's import, until that feature moves it.
export { addressLimit } from './rate-limit';
