export default { edgeCacheSeconds: 300 }
