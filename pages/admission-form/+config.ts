// GET only: a form post's answer (the PDF or the page with its error box) is never cached.
export default { edgeCacheSeconds: 3600 }
