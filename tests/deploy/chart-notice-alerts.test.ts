// The chart's notice alerts (issue 34): the app's database, SMTP server and secrets from a Secret (an existing one or
// the chart's), an optional bundled PostgreSQL (non-root, password from a Secret, only the app may reach it), and
// the refusals of values that cannot work.
import { describe, expect, it } from 'vitest'
import { DEMO_VALUES as DEMO, byKind, expectSchemaValid, helmTemplate, one, refused, set, type K8sObject } from '../support/chart'

const SECRET = 'a'.repeat(32)
/** Alerts with everything in values and the bundled PostgreSQL. */
const BUNDLED = [...DEMO, ...set('alerts.enabled=true', 'postgresql.enabled=true', 'alerts.smtpUrl=smtp://relay:pw@mail.example.edu:587', `alerts.secret=${SECRET}`)]

const appEnv = (objs: K8sObject[]) => one(objs, 'Deployment', 'app').spec.template.spec.containers[0].env as K8sObject[]
const appConfig = (objs: K8sObject[]) => one(objs, 'ConfigMap', 'app').data as Record<string, string>
const envNamed = (objs: K8sObject[], name: string) => appEnv(objs).find((e) => e.name === name)

describe('notice alerts in the chart (issue 34)', { timeout: 60_000 }, () => {
  it('renders nothing of the alerts by default', () => {
    const objs = helmTemplate(DEMO)
    expect(byKind(objs, 'StatefulSet')).toEqual([])
    expect(objs.filter((o) => o.kind === 'Secret' && o.metadata.name.endsWith('-alerts'))).toEqual([])
    expect(Object.keys(appConfig(objs)).filter((k) => /^(ALERTS|VAPID)_/.test(k))).toEqual([])
  })

  it('gives the app its settings from the chart-made Secret and the bundled PostgreSQL', () => {
    const objs = helmTemplate([...BUNDLED, ...set('alerts.from=HTU <alerts@htu.edu.bd>', 'alerts.sendRate=25', 'alerts.vapid.publicKey=BPUB', 'alerts.vapid.subject=mailto:web@htu.edu.bd', 'alerts.vapid.privateKey=PRIV')])
    for (const o of objs) expectSchemaValid(o)
    const secret = objs.find((o) => o.kind === 'Secret' && o.metadata.name === 'www-university-website-alerts')!
    const decoded = Object.fromEntries(Object.entries(secret.data as Record<string, string>).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]))
    expect(decoded).toEqual({ SMTP_URL: 'smtp://relay:pw@mail.example.edu:587', ALERTS_SECRET: SECRET, VAPID_PRIVATE_KEY: 'PRIV' })
    // Non-secret settings in the ConfigMap; secrets never there.
    expect(appConfig(objs)).toMatchObject({ ALERTS_FROM: 'HTU <alerts@htu.edu.bd>', ALERTS_SEND_RATE: '25', VAPID_PUBLIC_KEY: 'BPUB', VAPID_SUBJECT: 'mailto:web@htu.edu.bd' })
    expect(JSON.stringify(appConfig(objs))).not.toMatch(/smtp:|PRIV|aaaaaaaa/)
    for (const name of ['SMTP_URL', 'ALERTS_SECRET', 'VAPID_PRIVATE_KEY']) expect(envNamed(objs, name)?.valueFrom.secretKeyRef).toEqual({ name: secret.metadata.name, key: name })
    // DATABASE_URL points at the bundled server, its password expanded from the database's Secret.
    expect(envNamed(objs, 'ALERTS_DB_PASSWORD')?.valueFrom.secretKeyRef).toEqual({ name: 'www-university-website-postgresql', key: 'password' })
    expect(envNamed(objs, 'DATABASE_URL')?.value).toBe('postgresql://alerts:$(ALERTS_DB_PASSWORD)@www-university-website-postgresql:5432/alerts')
    const names = appEnv(objs).map((e) => e.name)
    expect(names.indexOf('ALERTS_DB_PASSWORD')).toBeLessThan(names.indexOf('DATABASE_URL'))
    // A changed secret rolls the pods.
    const other = helmTemplate([...BUNDLED, ...set(`alerts.secret=${'b'.repeat(32)}`)])
    const checksum = (o: K8sObject[]) => one(o, 'Deployment', 'app').spec.template.metadata.annotations['checksum/alerts-secret']
    expect(checksum(other)).toBeTruthy()
    expect(checksum(other)).not.toBe(checksum(helmTemplate(BUNDLED)))
  })

  it('runs the bundled PostgreSQL as non-root, with a volume and a password from a Secret, reachable from the app only', () => {
    const objs = helmTemplate(BUNDLED)
    const sts = one(objs, 'StatefulSet', 'postgresql')
    const pod = sts.spec.template.spec
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 999, fsGroup: 999 })
    expect(pod.containers[0].securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } })
    expect(pod.containers[0].env.find((e: K8sObject) => e.name === 'POSTGRES_PASSWORD').valueFrom.secretKeyRef.name).toBe('www-university-website-postgresql')
    expect(sts.spec.volumeClaimTemplates[0].spec.resources.requests.storage).toBe('8Gi')
    const secret = objs.find((o) => o.kind === 'Secret' && o.metadata.labels['app.kubernetes.io/component'] === 'postgresql')!
    expect(Buffer.from(secret.data.password, 'base64').toString()).toMatch(/^[A-Za-z0-9]{32}$/)
    const policy = one(objs, 'NetworkPolicy', 'postgresql')
    expect(policy.spec.ingress[0].from).toEqual([{ podSelector: { matchLabels: expect.objectContaining({ 'app.kubernetes.io/component': 'app' }) } }])
    expect(one(objs, 'Service', 'postgresql').spec.clusterIP).toBe('None')
    // An existing Secret for the password: the chart makes none.
    const existing = helmTemplate([...BUNDLED, ...set('postgresql.auth.existingSecret=db-pass')])
    expect(existing.filter((o) => o.kind === 'Secret' && o.metadata.labels['app.kubernetes.io/component'] === 'postgresql')).toEqual([])
    expect(envNamed(existing, 'ALERTS_DB_PASSWORD')?.valueFrom.secretKeyRef.name).toBe('db-pass')
  })

  it('takes everything from an existing Secret, with an external database', () => {
    const objs = helmTemplate([...DEMO, ...set('alerts.enabled=true', 'alerts.existingSecret=site-alerts')])
    for (const o of objs) expectSchemaValid(o)
    expect(objs.filter((o) => o.kind === 'Secret')).toEqual([])
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'ALERTS_SECRET']) expect(envNamed(objs, name)?.valueFrom.secretKeyRef).toEqual({ name: 'site-alerts', key: name })
    expect(byKind(objs, 'StatefulSet')).toEqual([])
  })

  it('refuses alerts without a database, an SMTP server or a signing secret, all reported at once', () => {
    const msg = refused([...DEMO, ...set('alerts.enabled=true')])
    expect(msg).toContain('3 problem(s) in the values')
    expect(msg).toContain('alerts.enabled needs a database')
    expect(msg).toContain('alerts.enabled needs an SMTP server')
    expect(msg).toContain('alerts.enabled needs alerts.secret')
    expect(refused([...BUNDLED, ...set('alerts.databaseUrl=postgresql://u:p@db/alerts')])).toContain('choose one database')
    expect(refused([...BUNDLED, ...set('alerts.vapid.publicKey=BPUB')])).toContain('alerts.vapid.subject')
    expect(refused([...DEMO, ...set('postgresql.enabled=true')])).toContain('postgresql.enabled without alerts.enabled')
  })

  it('refuses a database password that cannot go into a URL, and SMTP without its scheme (values.schema.json)', () => {
    expect(refused([...BUNDLED, ...set('postgresql.auth.password=p@ss/word')])).toMatch(/postgresql\.auth\.password|pattern/)
    expect(refused([...DEMO, ...set('alerts.enabled=true', 'alerts.existingSecret=x', 'alerts.smtpUrl=mail.example.edu')])).toMatch(/smtpUrl|pattern/)
  })
})
