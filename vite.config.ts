import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { htmlOnly } from './vite-plugins/html-only'
import { messages } from './vite-plugins/messages'

export default defineConfig({
  plugins: [messages(), react(), vike(), htmlOnly()],
  build: {
    // Fonts stay files: the browser fetches one only for a page whose text needs it (unicode-range); inlined, the
    // language switch's 1 KB font would weigh on every page's render-blocking CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // No page loads JavaScript of Vite's (none hydrates): the page entries carry stylesheets. The site's modules
        // most pages share go in one chunk, so their CSS is one file most pages link (without it, 5 files instead of 2).
        codeSplitting: {
          groups: [
            { name: 'shared', test: /[\\/](src|renderer)[\\/]/, minShareCount: 20 },
          ],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass (renderer/bootstrap.scss) predates these Dart Sass deprecations; its docs silence them.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
})
