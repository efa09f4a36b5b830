export default { edgeCacheSeconds: 30 }
