import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { precompress } from './vite-plugins/precompress'

export default defineConfig({
  plugins: [react(), vike(), precompress()],
  build: {
    rolldownOptions: {
      output: {
        // React, react-dom and the scheduler in one chunk: every page needs all three, and split by the
        // automatic chunking each piece cost a request and compressed worse on its own.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
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
