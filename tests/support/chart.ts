// The Helm chart as the deploy tests meet it: rendered by the real helm (helm-bin.ts) and every object
// checked against its API schema (kubernetes-models, offline; the Prometheus operator's and KEDA's CRDs too).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject'
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule'
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor'
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { CronJob } from 'kubernetes-models/batch/v1'
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { Role, RoleBinding } from 'kubernetes-models/rbac.authorization.k8s.io/v1'
import { ConfigMap, Pod, Secret, Service, ServiceAccount } from 'kubernetes-models/v1'
import { expect } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { repoRoot } from './edge-harness'
import { helmBinary } from './helm-bin'

/** A rendered object: read field by field by the tests. */
export type K8sObject = Record<string, any>

/** The chart; CHART_DIR runs the same tests against another copy (an older one, to see them fail before a fix). */
export const CHART_DIR = process.env.CHART_DIR ?? join(repoRoot, 'helm', 'university-website')

/** The smallest installable values: demo content, an app image with its registry. */
export const DEMO_VALUES: readonly string[] = ['--set', 'demo=true', '--set', 'app.image.registry=registry.example.edu']

/** `--set` for each of `pairs`. */
export const set = (...pairs: string[]) => pairs.flatMap((p) => ['--set', p])

/** Runs helm with its cache and configuration in the temporary directory. */
export function helm(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(helmBinary(), args, {
    encoding: 'utf8',
    env: { ...process.env, HELM_CACHE_HOME: join(tmpdir(), 'helm-cache'), HELM_CONFIG_HOME: join(tmpdir(), 'helm-config') },
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** `helm template` of the chart in namespace `website`; throws with helm's message when it refuses. */
export function helmTemplate(args: readonly string[], chartDir = CHART_DIR): K8sObject[] {
  const r = helm(['template', 'www', chartDir, '--namespace', 'website', ...args])
  if (r.status !== 0) throw new Error(`helm template failed:\n${r.stderr}`)
  return parseAllDocuments(r.stdout)
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => !!o)
}

/** helm's message when it refuses to render `args` (fails the test when it renders). */
export function refused(args: readonly string[], chartDir = CHART_DIR): string {
  const r = helm(['template', 'www', chartDir, '--namespace', 'website', ...args])
  expect(r.status, `should be refused: ${args.join(' ')}`).not.toBe(0)
  return r.stderr
}

export const byKind = (objs: K8sObject[], kind: string) => objs.filter((o) => o.kind === kind)

/** The one object of `kind` for `component` (fails the test unless there is exactly one). */
export function one(objs: K8sObject[], kind: string, component: string): K8sObject {
  const found = objs.filter((o) => o.kind === kind && o.metadata.labels?.['app.kubernetes.io/component'] === component)
  expect(found, `${kind} of ${component}`).toHaveLength(1)
  return found[0]!
}

const VALIDATORS: Record<string, (o: K8sObject) => void> = {
  'v1/ConfigMap': (o) => new ConfigMap(o as never).validate(),
  'v1/Secret': (o) => new Secret(o as never).validate(),
  'v1/Service': (o) => new Service(o as never).validate(),
  'v1/ServiceAccount': (o) => new ServiceAccount(o as never).validate(),
  'v1/Pod': (o) => new Pod(o as never).validate(),
  'apps/v1/Deployment': (o) => new Deployment(o as never).validate(),
  'apps/v1/StatefulSet': (o) => new StatefulSet(o as never).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (o) => new HorizontalPodAutoscaler(o as never).validate(),
  'batch/v1/CronJob': (o) => new CronJob(o as never).validate(),
  'policy/v1/PodDisruptionBudget': (o) => new PodDisruptionBudget(o as never).validate(),
  'networking.k8s.io/v1/Ingress': (o) => new Ingress(o as never).validate(),
  'networking.k8s.io/v1/NetworkPolicy': (o) => new NetworkPolicy(o as never).validate(),
  'rbac.authorization.k8s.io/v1/Role': (o) => new Role(o as never).validate(),
  'rbac.authorization.k8s.io/v1/RoleBinding': (o) => new RoleBinding(o as never).validate(),
  'monitoring.coreos.com/v1/ServiceMonitor': (o) => new ServiceMonitor(o as never).validate(),
  'monitoring.coreos.com/v1/PrometheusRule': (o) => new PrometheusRule(o as never).validate(),
  'keda.sh/v1alpha1/ScaledObject': (o) => new ScaledObject(o as never).validate(),
}

/** Fails the test unless `o` is of a kind the chart may render and matches that kind's API schema. */
export function expectSchemaValid(o: K8sObject) {
  const key = `${o.apiVersion}/${o.kind}`
  const validate = VALIDATORS[key]
  expect(validate, `a validator for ${key}`).toBeDefined()
  expect(() => validate!(o), `${key} ${o.metadata?.name}`).not.toThrow()
}

/** NOTES.txt as `helm install` prints it (helm template skips it): rendered through a ConfigMap in a copy of the chart. */
export function notes(args: readonly string[], chartDir = CHART_DIR): string {
  const dir = mkdtempSync(join(tmpdir(), 'chart-notes-'))
  try {
    cpSync(chartDir, dir, { recursive: true })
    const text = readFileSync(join(dir, 'templates', 'NOTES.txt'), 'utf8')
    writeFileSync(join(dir, 'templates', '_notes.tpl'), `{{- define "test.notes" -}}\n${text}{{- end -}}\n`)
    writeFileSync(join(dir, 'templates', 'zz-notes.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes\ndata:\n  notes: {{ include "test.notes" . | toJson }}\n')
    const r = helm(['template', 'www', dir, '--namespace', 'website', '--show-only', 'templates/zz-notes.yaml', ...args])
    if (r.status !== 0) throw new Error(r.stderr)
    return (parseAllDocuments(r.stdout)[0]!.toJS() as K8sObject).data.notes as string
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
