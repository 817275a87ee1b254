import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Radix primitives and what they build on (floating-ui, react-remove-scroll…), which only
// signed-in screens use: one chunk instead of some twenty small ones (docs/decisions/024). The
// slot and compose-refs the landing page's buttons need stay out of it, so it loads none of this.
const signedInUi =
  /node_modules[\\/](@radix-ui[\\/](?!react-slot|react-compose-refs|react-toast|react-radio-group|react-checkbox)|@floating-ui[\\/]|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib)/;

// What the dashboard's first paint needs of Radix (its switches and labels) with what they build
// on, apart from the group above: its menus, selects, popovers and dialogs load on demand
// (docs/decisions/024), so the first paint does not load that chunk at all.
const firstPaintUi =
  /node_modules[\\/]@radix-ui[\\/](react-switch|react-label|react-primitive|react-context|react-use-controllable-state|react-use-effect-event|react-use-layout-effect|react-use-size|react-use-previous|primitive)[\\/]/;

// The toaster's Radix parts: a toast can follow the dashboard's first paint (an offline copy
// ready, a change saved), and with them in the group above it loaded all of Radix (34 KB gz).
const toastUi =
  /node_modules[\\/]@radix-ui[\\/](react-toast|react-collection|react-dismissable-layer|react-portal|react-presence|react-use-callback-ref|react-use-escape-keydown|react-visually-hidden)[\\/]/;

// What the landing page needs too (React and the slot its buttons use), kept apart so the group
// above does not pull it in as a dependency.
const landingVendor =
  /node_modules[\\/](react|react-dom|scheduler|get-nonce|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/;

export default defineConfig({
  // Lingui's macros become message lookups before React's transform; its plugin compiles each
  // `.po` catalog a screen imports (decision 038).
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), tailwindcss()],
  publicDir: 'src/client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.mjs for the chunks a server-sent page preloads, then deleted.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: landingVendor, priority: 3 },
            { name: 'ui-base', test: firstPaintUi, priority: 2 },
            { name: 'ui-toast', test: toastUi, priority: 2 },
            { name: 'ui', test: signedInUi, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
