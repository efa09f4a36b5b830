export default { edgeCacheSeconds: 600 }
