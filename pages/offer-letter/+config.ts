// GET only: a form post's answer (the PDF, or the outcome page after its redirect) is never cached.
export default { edgeCacheSeconds: 3600 }
