// How an edge pod stops (issue 28): the chart's preStop command run with sh against Debian's nginx whose
// configuration no longer parses (a newer, broken config already synced into the old pod's volume, or an
// app Service name that no longer resolves). The command must still stop nginx gracefully and return.
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_VALUES, helmTemplate, one } from '../support/chart'
import { disposable } from '../support/dispose'
import { findNginx, startNginx } from '../support/edge-harness'

const nginxBin = findNginx()

describe.skipIf(!nginxBin && !process.env.CI)('edge preStop (issue 28)', { timeout: 60_000 }, () => {
  it('stops nginx by its pid file even when the configuration no longer parses', async () => {
    const edge = one(helmTemplate([...DEMO_VALUES, '--set', 'edge.preStopSleepSeconds=0']), 'Deployment', 'edge')
    const nginx = edge.spec.template.spec.containers[0]
    const command = nginx.lifecycle.preStop.exec.command as string[]
    expect(command.slice(0, 2)).toEqual(['/bin/sh', '-c'])
    const prefix = nginx.args[nginx.args.indexOf('-p') + 1] as string
    const conf = nginx.args[nginx.args.indexOf('-c') + 1] as string

    await using running = disposable(await startNginx({ nginxBin: nginxBin!, appUrl: 'http://127.0.0.1:9' }), (e) => e.stop())
    // The pod's paths are the test's prefix.
    const script = command[2]!.replaceAll(prefix, `${running.prefix}/`).replaceAll(conf, join(running.confDir, 'nginx.conf'))
    writeFileSync(join(running.confDir, 'env', 'app-upstream.conf'), 'server ;\n')
    const pidFile = join(running.prefix, 'nginx.pid')
    expect(existsSync(pidFile)).toBe(true)
    // Bounded: the pod would wait out its grace period; here 15 s.
    const r = spawnSync('/bin/sh', ['-c', script], {
      encoding: 'utf8',
      timeout: 15_000,
      env: { PATH: `${dirname(nginxBin!)}:${process.env.PATH ?? '/usr/bin:/bin'}` },
    })
    expect(r.error, `${r.stderr}`).toBeUndefined()
    expect(r.status, r.stderr).toBe(0)
    expect(existsSync(pidFile), 'nginx still running').toBe(false)
  })
})
