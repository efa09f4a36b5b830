export default { edgeCacheSeconds: 15 }
