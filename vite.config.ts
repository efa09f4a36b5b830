import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { precompress } from './vite-plugins/precompress'

export default defineConfig({
  plugins: [react(), vike(), precompress()],
})
