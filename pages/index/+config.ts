export default { edgeCacheSeconds: 10 }
