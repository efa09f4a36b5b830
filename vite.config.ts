import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { precompress } from './vite-plugins/precompress'

export default defineConfig({
  plugins: [react(), vike(), precompress()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass (renderer/bootstrap.scss) predates these Dart Sass deprecations; its docs silence them.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
})
