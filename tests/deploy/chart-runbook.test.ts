// The chart README's runbook and NOTES.txt, checked against what the chart renders (issue 28): every
// `helm upgrade --install` in them renders with its own flags, every `kubectl` command names objects
// that exist in release www (namespace website) and patches only fields those objects have, every
// value named exists, and floors are never changed with `helm upgrade --reuse-values`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CHART_DIR, helm, helmTemplate, notes, set, type K8sObject } from '../support/chart'
import { repoRoot } from '../support/edge-harness'

const readme = readFileSync(join(CHART_DIR, 'README.md'), 'utf8')
const runbook = readme.slice(readme.indexOf('## Installing for an admission peak'))
const production = ['-f', join(CHART_DIR, 'values-production.yaml')]
const KEDA = set('scheduledScaling.enabled=true', 'scheduledScaling.mode=keda', 'scheduledScaling.windows[0].name=results', 'scheduledScaling.windows[0].start=0 9 * * *', 'scheduledScaling.windows[0].end=0 21 * * *')

/** The kubectl and helm commands of a Markdown text: lines of fenced blocks (continuations joined) and inline code. */
function commandsIn(text: string): string[] {
  const fenced = [...text.matchAll(/```\w*\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.replace(/\\\n\s*/g, ' ').split('\n'))
  const inline = [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)
  // Three words at least: `helm upgrade` alone is prose.
  return [...fenced, ...inline].map((c) => c.replace(/#.*$/, '').trim()).filter((c) => /^(kubectl|helm) \S+ \S+/.test(c))
}

/** Shell words (single and double quotes stripped). */
const words = (command: string) => [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!)
const flag = (w: string[], ...names: string[]) => {
  const i = w.findIndex((x) => names.includes(x))
  return i < 0 ? undefined : w[i + 1]
}

const KINDS: Record<string, string> = { hpa: 'HorizontalPodAutoscaler', scaledobject: 'ScaledObject', deployment: 'Deployment' }

/** Every leaf of `patch` names a field `target` has. */
function missingFields(patch: unknown, target: unknown, path = ''): string[] {
  if (!patch || typeof patch !== 'object') return target === undefined ? [path] : []
  return Object.entries(patch).flatMap(([k, v]) => missingFields(v, (target as Record<string, unknown> | undefined)?.[k], `${path}.${k}`))
}

/** What is wrong with one command, given the objects of release www in namespace website. */
function problems(command: string, objects: K8sObject[]): string[] {
  const w = words(command)
  const out: string[] = []
  if (w.includes('--reuse-values')) out.push('uses --reuse-values')
  if (w[0] === 'helm') {
    if (w.includes('upgrade')) {
      // Rendered with its own flags, from the repository root.
      const args = w.slice(1).filter((x) => !['upgrade', '--install', '--wait', '--atomic'].includes(x))
      const r = helm(['template', ...args.map((a) => (a.startsWith('helm/') ? join(repoRoot, a) : a))])
      if (r.status !== 0) out.push(`does not render: ${r.stderr.trim().split('\n')[0]}`)
      return out
    }
    const release = w.find((x, i) => i > 1 && /^www/.test(x) && w[i - 1] !== '-n')
    if (release !== 'www' && release !== 'www-staging') out.push(`release ${release}`)
    if ((flag(w, '-n', '--namespace') ?? 'website') !== (release === 'www' ? 'website' : 'staging')) out.push('wrong namespace')
    if (w.includes('rollback') && !w.includes('--wait')) out.push('rollback without --wait')
    return out
  }
  const namespace = flag(w, '-n', '--namespace')
  if (namespace && namespace !== 'website') return out // another system's namespace (the ingress controller)
  const verb = w.find((x) => ['patch', 'rollout', 'create', 'get', 'top', 'describe', 'port-forward'].includes(x))
  const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)
  if (verb === 'patch') {
    const i = w.indexOf('patch')
    const [kind, name] = [KINDS[w[i + 1]!], w[i + 2]!]
    const target = kind ? find(kind, name) : undefined
    if (!target) return [...out, `no ${w[i + 1]} ${name}`]
    if (flag(w, '--type') !== 'merge') out.push('patch without --type merge')
    out.push(...missingFields(JSON.parse(flag(w, '--patch', '-p') ?? '{}'), target).map((f) => `${kind} ${name} has no ${f.slice(1)}`))
  } else if (verb === 'rollout') {
    const [kind, name] = w[w.indexOf('rollout') + 2]!.split('/')
    if (!find(KINDS[kind!] ?? kind!, name!)) out.push(`no ${kind} ${name}`)
  } else if (verb === 'create' && w.includes('secret')) {
    const name = w[w.indexOf('generic') + 1]
    if (!objects.some((o) => JSON.stringify(o).includes(`"name":"${name}"`))) out.push(`no pod reads the Secret ${name}`)
  } else if (w.includes('-l')) {
    const [key, value] = flag(w, '-l')!.split('=')
    if (!objects.some((o) => o.spec?.template?.metadata?.labels?.[key!] === value)) out.push(`no pod labelled ${key}=${value}`)
  }
  return out
}

/** The dotted value paths named in `text` (`app.autoscaling.minReplicas`), without wildcards. */
function valuePaths(text: string): string[] {
  const roots = Object.keys(parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as object)
  return [...text.matchAll(/`([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)(?:[:=][^`]*)?`/g)].map((m) => m[1]!).filter((p) => roots.includes(p.split('.')[0]!))
}

describe('the runbook names what the chart renders (issue 28)', { timeout: 60_000 }, () => {
  const objects = [...helmTemplate(production), ...helmTemplate([...production, ...KEDA])]

  it('has commands for raising floors, rolling back and re-applying the floors', () => {
    const commands = commandsIn(runbook)
    expect(commands.filter((c) => / patch hpa /.test(c)).length).toBeGreaterThanOrEqual(2)
    expect(commands.some((c) => / patch scaledobject /.test(c))).toBe(true)
    expect(commands.some((c) => /^helm .*history www/.test(c))).toBe(true)
    expect(commands.some((c) => /^helm .*rollback www .*--wait/.test(c))).toBe(true)
    const rollback = runbook.slice(runbook.indexOf('### Rollback'), runbook.indexOf('### After'))
    expect(commandsIn(rollback).some((c) => / patch hpa /.test(c)), 'floors re-applied after a rollback').toBe(true)
  })

  it('names only objects, fields and values that exist (README)', () => {
    const commands = commandsIn(readme)
    expect(commands.length).toBeGreaterThan(15)
    const wrong = commands.flatMap((c) => problems(c, objects).map((p) => `${c}: ${p}`))
    expect(wrong).toEqual([])
    const values = parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as K8sObject
    const unknown = valuePaths(readme).filter((p) => p.split('.').reduce<unknown>((n, k) => (n as K8sObject | undefined)?.[k], values) === undefined)
    expect(unknown).toEqual([])
  })

  it('warms the result list and the result PDF at every edge pod before the announcement (issue 33)', () => {
    const section = runbook.slice(runbook.indexOf('### Result publication'), runbook.indexOf('### During'))
    expect(section.length).toBeGreaterThan(200)
    const script = /```sh\n([\s\S]*?)```/.exec(section)![1]!
    // Every edge pod, by the label its pods carry.
    const edge = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'www-university-website-edge')!
    const list = /\$\((kubectl [^)]*)\)/.exec(script)![1]!
    const [key, value] = flag(words(list), '-l')!.split('=')
    expect(edge.spec.template.metadata.labels[key!]).toBe(value)
    // Fetched inside each pod, from nginx's own port, in the container that has it.
    const nginx = (edge.spec.template.spec.containers as K8sObject[]).find((c) => c.name === 'nginx')!
    const fetches = script.split('\n').filter((l) => /^\s*kubectl .* exec "\$pod" /.test(l))
    for (const f of fetches) {
      expect(flag(words(f), '-c'), f).toBe(nginx.name)
      expect(f).toContain(`http://127.0.0.1:${nginx.ports[0].containerPort}/`)
    }
    const urls = fetches.map((f) => /http:\/\/[^/]+(\/\S*)/.exec(f)![1]!)
    expect(urls).toContain('/admission-result')
    expect(urls.some((u) => u.startsWith('/files/') && u.endsWith('.pdf'))).toBe(true)
    // Both cache entries of a page (Save-Data off and on), and a look at the cache status.
    expect(fetches.filter((f) => f.includes('/admission-result') && f.includes("'Save-Data: on'"))).toHaveLength(1)
    expect(script).toMatch(/x-cache-status/i)
  })

  it('handles an incident without helm upgrade or a changed value (issue 37)', () => {
    const during = runbook.slice(runbook.indexOf('### During'), runbook.indexOf('### Rollback'))
    expect(during).toContain('never with `helm upgrade`')
    // Capacity is changed with kubectl patch there, never by naming a value to change.
    expect(during).not.toMatch(/`(app|edge)\.autoscaling\.minReplicas`/)
    expect(commandsIn(during).some((c) => / patch hpa /.test(c))).toBe(true)
    // The alerts' advice too: no value to change while it fires, except after the peak.
    const rules = helmTemplate([...production]).find((o) => o.kind === 'PrometheusRule')!.spec.groups[0].rules as K8sObject[]
    for (const r of rules) {
      const text = `${r.annotations.summary} ${r.annotations.description}`
      expect(text, r.alert).not.toMatch(/helm upgrade(?! during)/)
      if (/raise [a-z]+\.[a-z.]+/i.test(text)) expect(text, r.alert).toMatch(/not during a peak|after it/i)
    }
  })

  it('says the production values need the Prometheus Operator, whose kinds they render (issue 37)', () => {
    const operatorKinds = helmTemplate(production).filter((o) => o.apiVersion.startsWith('monitoring.coreos.com/')).map((o) => o.kind)
    expect(operatorKinds).toEqual(expect.arrayContaining(['ServiceMonitor', 'PrometheusRule']))
    const prerequisites = readme.slice(readme.indexOf('Prerequisites:'), readme.indexOf('## Installing for an admission peak'))
    expect(prerequisites).toMatch(/`values-production\.yaml`[\s\S]*requires the Prometheus Operator/)
    expect(prerequisites).not.toMatch(/optionally the\s+Prometheus Operator/)
    // The way out without the operator renders none of its kinds.
    const off = set('metrics.serviceMonitor.enabled=false', 'metrics.prometheusRule.enabled=false', 'metrics.podAnnotations=true')
    for (const v of ['metrics.serviceMonitor.enabled=false', 'metrics.prometheusRule.enabled=false', 'metrics.podAnnotations=true']) expect(prerequisites).toContain(v)
    expect(helmTemplate([...production, ...off]).filter((o) => o.apiVersion.startsWith('monitoring.coreos.com/'))).toEqual([])
  })

  it('prints floor commands that work in NOTES.txt, HPAs or ScaledObjects', () => {
    for (const args of [production, [...production, ...KEDA]]) {
      const text = notes(args)
      const commands = text.split('\n').map((l) => l.trim()).filter((l) => /^(kubectl|helm) /.test(l))
      expect(commands.filter((c) => / patch (hpa|scaledobject) /.test(c))).toHaveLength(2)
      expect(commands.flatMap((c) => problems(c, objects).map((p) => `${c}: ${p}`))).toEqual([])
    }
  })
})
