export default { edgeCacheSeconds: 60 }
