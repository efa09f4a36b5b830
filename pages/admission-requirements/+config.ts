export default { edgeCacheSeconds: 3600 }
