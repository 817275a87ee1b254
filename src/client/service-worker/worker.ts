// What the generated /sw.js imports (scripts/service-worker.mjs): the push handlers (decision
// 019) and the offline handling after the install (decision 016).
import './push-worker';
import './offline-worker';
