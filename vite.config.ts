import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { messages } from './vite-plugins/messages'
import { precompress } from './vite-plugins/precompress'

export default defineConfig({
  plugins: [messages(), react(), vike(), precompress()],
  build: {
    // Fonts stay files: the browser fetches one only for a page whose text needs it (unicode-range); inlined, the
    // language switch's 1 KB font would weigh on every page's render-blocking CSS.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page loads: split by the automatic chunking, each small
        // piece cost a request and compressed worse on its own (bench/client-weight.ts measures it).
        codeSplitting: {
          groups: [
            // React, react-dom and the scheduler: every page needs all three.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Vike's client runtime (client routing): every page, always together.
            { name: 'vike', test: /node_modules[\\/](vike|@brillout)[\\/]/ },
            // The site's own modules most pages share (page shell, title, images, icons).
            { name: 'shared', test: /[\\/](src|renderer)[\\/]/, minShareCount: 20 },
            // What the searchable list pages (notices, news, events, videos, advertisements, search) share.
            { name: 'list', test: /[\\/]src[\\/](components[\\/](SearchListPage|ListPager|SearchField|useUrlFilters)|logic[\\/]pagination)\./ },
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
