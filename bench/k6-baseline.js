// The baseline of bench/k6-cpu.ts: the least a k6 script does per request, one gzip GET of the home page
// whose body k6 reads (its default), no checks, tags or custom metrics, at the soak's rate.
/* global __ENV */
import http from 'k6/http'

export const options = {
  scenarios: {
    baseline: { executor: 'constant-arrival-rate', rate: Number(__ENV.RPS), timeUnit: '1s', duration: __ENV.DURATION, preAllocatedVUs: 20, maxVUs: 100 },
  },
}

const params = { headers: { 'Accept-Encoding': 'gzip' } }

export default function () {
  http.get(`${__ENV.BASE_URL}/`, params)
}
