{{/* Names, labels and small shared pieces. Every template takes its names from here. */}}

{{/* Chart name, overridable. */}}
{{- define "uw.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Fully qualified release name (max 63 chars, DNS label). */}}
{{- define "uw.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Names of the two tiers' objects (suffix kept within 63 chars). */}}
{{- define "uw.app.fullname" -}}
{{- printf "%s-app" (include "uw.fullname" . | trunc 59 | trimSuffix "-") -}}
{{- end -}}
{{- define "uw.edge.fullname" -}}
{{- printf "%s-edge" (include "uw.fullname" . | trunc 58 | trimSuffix "-") -}}
{{- end -}}

{{- define "uw.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels on every object. */}}
{{- define "uw.labels" -}}
helm.sh/chart: {{ include "uw.chart" . }}
app.kubernetes.io/name: {{ include "uw.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: {{ include "uw.name" . }}
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Labels on a tier's pod template: no chart or app version, so a chart-only upgrade never rolls the pods (and empties the edge caches). */}}
{{- define "uw.podLabels" -}}
{{ include "uw.selectorLabels" . }}
app.kubernetes.io/managed-by: {{ .ctx.Release.Service }}
app.kubernetes.io/part-of: {{ include "uw.name" .ctx }}
{{- with .ctx.Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Selector labels of a tier: include "uw.selectorLabels" (dict "ctx" $ "component" "app") */}}
{{- define "uw.selectorLabels" -}}
app.kubernetes.io/name: {{ include "uw.name" .ctx }}
app.kubernetes.io/instance: {{ .ctx.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Annotations on every object (may be empty). */}}
{{- define "uw.annotations" -}}
{{- with .Values.commonAnnotations }}
{{- toYaml . }}
{{- end }}
{{- end -}}

{{/* Image reference: registry/repository:tag, with @digest appended when given (the digest is what runs). */}}
{{- define "uw.image" -}}
{{- $img := .image -}}
{{- $tag := toString (default .default $img.tag) -}}
{{- $repo := $img.repository -}}
{{- if $img.registry }}{{ $repo = printf "%s/%s" $img.registry $img.repository }}{{ end -}}
{{- if $img.digest -}}
{{- printf "%s:%s@%s" $repo $tag $img.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo $tag -}}
{{- end -}}
{{- end -}}

{{/* A tier's topology spread: over nodes and zones (the release's own pods only), then the extra constraints. */}}
{{- define "uw.topologySpread" -}}
{{- $sel := include "uw.selectorLabels" (dict "ctx" .ctx "component" .component) -}}
{{- range list "kubernetes.io/hostname" "topology.kubernetes.io/zone" }}
- maxSkew: 1
  topologyKey: {{ . }}
  whenUnsatisfiable: ScheduleAnyway
  labelSelector:
    matchLabels:
      {{- $sel | nindent 6 }}
{{- end }}
{{- with .extra }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Replicas a tier has at least: the HPA's floor, or the fixed count. */}}
{{- define "uw.minReplicas" -}}
{{- if .autoscaling.enabled }}{{ .autoscaling.minReplicas }}{{ else }}{{ .replicaCount }}{{ end -}}
{{- end -}}

{{/* Refuses a PDB that would block every node drain: (dict "name" "app" "tier" .Values.app) */}}
{{- define "uw.validatePdb" -}}
{{- $tier := .tier -}}
{{- if $tier.pdb.create -}}
{{- $min := include "uw.minReplicas" $tier | int -}}
{{- $p := $tier.pdb -}}
{{- if include "uw.isSet" $p.minAvailable -}}
{{- $v := toString $p.minAvailable -}}
{{- if or (eq $v "100%") (and (not (hasSuffix "%" $v)) (ge (int $v) $min)) -}}
{{- fail (printf "%s.pdb.minAvailable (%s) must be lower than the %s's minimum replicas (%d): otherwise no pod may ever be evicted and every node drain blocks. Use %s.pdb.maxUnavailable: 1 or raise the replicas" .name $v .name $min .name) -}}
{{- end -}}
{{- else if include "uw.isSet" $p.maxUnavailable -}}
{{- $v := toString $p.maxUnavailable -}}
{{- if or (eq $v "0") (eq $v "0%") -}}
{{- fail (printf "%s.pdb.maxUnavailable 0 blocks every node drain; use 1" .name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "uw.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "uw.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* True when the app talks to the real university API (not demo mode). */}}
{{- define "uw.upstream.real" -}}
{{- if .Values.upstream.apiBaseUrl }}true{{ end -}}
{{- end -}}

{{/* Secret holding UPSTREAM_USER_ID / UPSTREAM_PASSWORD. */}}
{{- define "uw.secretName" -}}
{{- if .Values.upstream.credentials.existingSecret -}}
{{- tpl .Values.upstream.credentials.existingSecret . -}}
{{- else -}}
{{- printf "%s-upstream" (include "uw.fullname" . | trunc 54 | trimSuffix "-") -}}
{{- end -}}
{{- end -}}

{{/* Whether the pods get the credential: an existing Secret, or values, or the real API needs one. */}}
{{- define "uw.credentials.enabled" -}}
{{- if or .Values.upstream.credentials.existingSecret (include "uw.upstream.real" .) .Values.upstream.credentials.userId }}true{{ end -}}
{{- end -}}

{{/* Whether this chart creates the Secret itself. */}}
{{- define "uw.secret.create" -}}
{{- if and (include "uw.credentials.enabled" .) (not .Values.upstream.credentials.existingSecret) }}true{{ end -}}
{{- end -}}

{{/* nginx env/app-upstream.conf: the app Service, in this namespace. */}}
{{- define "uw.edge.appUpstream" -}}
# Rendered by the Helm chart: the app Service (kube-proxy spreads connections over the pods).
server {{ include "uw.app.fullname" . }}.{{ .Release.Namespace }}.svc:{{ .Values.app.service.port }};
{{- end -}}

{{/* nginx env/listen.conf */}}
{{- define "uw.edge.listen" -}}
# Rendered by the Helm chart.
listen {{ .Values.edge.containerPort }};
{{- if .Values.edge.listenIPv6 }}
listen [::]:{{ .Values.edge.containerPort }};
{{- end }}
{{- end -}}

{{/* nginx env/http.conf: the trusted hop in front of the edge. */}}
{{- define "uw.edge.httpConf" -}}
# Rendered by the Helm chart: addresses whose X-Forwarded-For is trusted for one hop.
{{- range .Values.edge.realIpFrom }}
set_real_ip_from {{ . }};
{{- end }}
{{- if .Values.edge.metrics.enabled }}
# A copy of every access-log line, for the metrics sidecar (cache status, status, time).
log_format edge_metrics '$request_method $status $upstream_cache_status $request_time';
access_log syslog:server=127.0.0.1:{{ .Values.edge.metrics.syslogPort }},tag=edge edge_metrics;
{{- end }}
{{- end -}}

{{/* A memory quantity (Ki, Mi, Gi, K, M, G or bytes) in MiB, rounded down. */}}
{{- define "uw.memoryMiB" -}}
{{- $q := toString . -}}
{{- $units := list (list "Gi" 1024.0) (list "Mi" 1.0) (list "Ki" (divf 1 1024)) (list "G" (divf 1000000000 1048576)) (list "M" (divf 1000000 1048576)) (list "K" (divf 1000 1048576)) -}}
{{- $mib := -1.0 -}}
{{- range $units -}}
{{- if and (lt $mib 0.0) (hasSuffix (index . 0) $q) -}}
{{- $mib = mulf (trimSuffix (index . 0) $q | float64) (index . 1) -}}
{{- end -}}
{{- end -}}
{{- if and (lt $mib 0.0) (regexMatch "^[0-9]+$" $q) -}}
{{- $mib = divf ($q | float64) 1048576 -}}
{{- end -}}
{{- if le $mib 0.0 -}}
{{- fail (printf "cannot read the memory quantity %q (use e.g. 512Mi or 1Gi)" $q) -}}
{{- end -}}
{{- floor $mib | int64 -}}
{{- end -}}

{{/* Node's heap limit in MiB: app.heapPercentOfMemoryLimit of the container's memory limit. */}}
{{- define "uw.app.heapMiB" -}}
{{- $limit := include "uw.memoryMiB" .Values.app.resources.limits.memory | int64 -}}
{{- div (mul $limit .Values.app.heapPercentOfMemoryLimit) 100 -}}
{{- end -}}

{{/* Values checks that a schema cannot express. */}}
{{- define "uw.validateValues" -}}
{{- $app := .Values.app -}}
{{- if and (not .Values.demo) (not .Values.upstream.apiBaseUrl) -}}
{{- fail "set upstream.apiBaseUrl (the university API; with its credential) or, for generated demo content, demo: true. Without either the app would refuse to start" -}}
{{- end -}}
{{- if and .Values.demo .Values.upstream.apiBaseUrl -}}
{{- fail "demo: true and upstream.apiBaseUrl are both set; choose one" -}}
{{- end -}}
{{- if ge (int64 $app.drainDelayMs) (int64 $app.shutdownTimeoutMs) -}}
{{- fail (printf "app.drainDelayMs (%v ms) must be shorter than app.shutdownTimeoutMs (%v ms): the drain delay is part of the shutdown" $app.drainDelayMs $app.shutdownTimeoutMs) -}}
{{- end -}}
{{- if gt (int64 $app.headersTimeoutMs) (int64 $app.requestTimeoutMs) -}}
{{- fail "app.headersTimeoutMs must not exceed app.requestTimeoutMs" -}}
{{- end -}}
{{- if le (int64 (mul $app.terminationGracePeriodSeconds 1000)) (int64 (add (mul $app.preStopSleepSeconds 1000) $app.shutdownTimeoutMs)) -}}
{{- fail (printf "app.terminationGracePeriodSeconds (%v s) must be longer than app.preStopSleepSeconds (%v s) + app.shutdownTimeoutMs (%v ms), or Kubernetes kills Node before its graceful shutdown ends" $app.terminationGracePeriodSeconds $app.preStopSleepSeconds $app.shutdownTimeoutMs) -}}
{{- end -}}
{{- if le (int64 $app.keepAliveTimeoutMs) 60000 -}}
{{- fail "app.keepAliveTimeoutMs must be above 60000: nginx keeps idle upstream connections for 60 s and Node must not close them first" -}}
{{- end -}}
{{- if and (include "uw.upstream.real" .) (not .Values.upstream.credentials.existingSecret) (or (not .Values.upstream.credentials.userId) (not .Values.upstream.credentials.password)) -}}
{{- fail "upstream.apiBaseUrl is set: give the credential with upstream.credentials.existingSecret (recommended) or upstream.credentials.userId and .password" -}}
{{- end -}}
{{- if and .Values.app.autoscaling.enabled (lt (int .Values.app.autoscaling.maxReplicas) (int .Values.app.autoscaling.minReplicas)) -}}
{{- fail "app.autoscaling.maxReplicas must be >= app.autoscaling.minReplicas" -}}
{{- end -}}
{{- if and .Values.edge.autoscaling.enabled (lt (int .Values.edge.autoscaling.maxReplicas) (int .Values.edge.autoscaling.minReplicas)) -}}
{{- fail "edge.autoscaling.maxReplicas must be >= edge.autoscaling.minReplicas" -}}
{{- end -}}
{{- include "uw.validatePdb" (dict "name" "app" "tier" .Values.app) -}}
{{- if not (or .Values.app.image.registry (regexMatch "^[^/]+[.:][^/]*/" .Values.app.image.repository) (hasPrefix "localhost/" .Values.app.image.repository)) -}}
{{- fail (printf "app.image.repository %q has no registry, so the node would pull docker.io/library/%s: set app.image.registry (e.g. registry.example.edu) or a qualified repository" .Values.app.image.repository .Values.app.image.repository) -}}
{{- end -}}
{{- if .Values.edge.enabled -}}
{{- $edge := .Values.edge -}}
{{- include "uw.validatePdb" (dict "name" "edge" "tier" $edge) -}}
{{- $front := or .Values.ingress.enabled (has $edge.service.type (list "LoadBalancer" "NodePort")) -}}
{{- if and $front (not $edge.realIpFrom) (or .Values.ingress.enabled (ne $edge.service.externalTrafficPolicy "Local")) -}}
{{- fail (printf "%s with edge.realIpFrom empty: nginx and the app would see the proxy as every visitor, so limit_req and the form limits become one limit shared by everyone (429s on result day). Set edge.realIpFrom to the addresses of the proxy in front: ingress-nginx, Traefik, HAProxy or Contour pods = the pod CIDR (e.g. 10.244.0.0/16); AWS ALB/NLB (IP targets) = the VPC CIDR; GKE/GCE L7 = 35.191.0.0/16 and 130.211.0.0/22. A LoadBalancer Service may instead keep the client address with edge.service.externalTrafficPolicy: Local" (ternary "ingress.enabled" (printf "edge.service.type %s" $edge.service.type) .Values.ingress.enabled)) -}}
{{- end -}}
{{- if lt (int $edge.terminationGracePeriodSeconds) (int (add $edge.preStopSleepSeconds 20)) -}}
{{- fail (printf "edge.terminationGracePeriodSeconds (%v s) must be at least edge.preStopSleepSeconds (%v s) + 20 s: after the pause nginx finishes in-flight answers (proxy_read_timeout 15 s), or Kubernetes kills it mid-answer" $edge.terminationGracePeriodSeconds $edge.preStopSleepSeconds) -}}
{{- end -}}
{{- $cacheMiB := include "uw.memoryMiB" $edge.cache.sizeLimit | int -}}
{{- if lt $cacheMiB 896 -}}
{{- fail (printf "edge.cache.sizeLimit (%v) must be at least 896Mi: nginx fills up to 768 MiB of cache (pages 512m + assets 256m in nginx.conf) plus temp files, and a full emptyDir evicts the pod" $edge.cache.sizeLimit) -}}
{{- end -}}
{{- if eq $edge.cache.medium "Memory" -}}
{{- $limit := include "uw.memoryMiB" (required "edge.resources.limits.memory is required with edge.cache.medium Memory" $edge.resources.limits.memory) | int -}}
{{- if lt $limit (add $cacheMiB 128) -}}
{{- fail (printf "edge.cache.medium Memory: the cache (edge.cache.sizeLimit %v) counts against the memory limit, so edge.resources.limits.memory (%v) must be at least the cache + 128Mi for nginx itself (%dMi), or the pod is OOM-killed when the cache fills" $edge.cache.sizeLimit $edge.resources.limits.memory (add $cacheMiB 128)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (not (and .Values.app.autoscaling.enabled (or (not .Values.edge.enabled) .Values.edge.autoscaling.enabled))) -}}
{{- fail (printf "scheduledScaling (mode %s) raises the autoscalers' minimum: it needs app.autoscaling.enabled and edge.autoscaling.enabled" .Values.scheduledScaling.mode) -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (eq .Values.scheduledScaling.mode "cronjob") (or (gt (int .Values.scheduledScaling.app.minReplicas) (int .Values.app.autoscaling.maxReplicas)) (and .Values.edge.enabled (gt (int .Values.scheduledScaling.edge.minReplicas) (int .Values.edge.autoscaling.maxReplicas)))) -}}
{{- fail "scheduledScaling.app.minReplicas and .edge.minReplicas must not exceed the tier's autoscaling.maxReplicas (the HPA refuses a minimum above its maximum)" -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (not .Values.scheduledScaling.windows) -}}
{{- fail "scheduledScaling.enabled needs at least one window in scheduledScaling.windows (start, end cron expressions)" -}}
{{- end -}}
{{- if and .Values.metrics.prometheusRule.enabled .Values.edge.enabled (not .Values.edge.metrics.enabled) -}}
{{- fail "metrics.prometheusRule.enabled: the edge cache hit-ratio alert needs edge.metrics.enabled (the nginx log exporter sidecar)" -}}
{{- end -}}
{{- end -}}

{{/* HorizontalPodAutoscaler of a tier: (dict "ctx" $ "component" "app" "name" <name> "autoscaling" <values>) */}}
{{- define "uw.hpa" -}}
{{- $ctx := .ctx -}}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ .name }}
  namespace: {{ $ctx.Release.Namespace | quote }}
  labels:
    {{- include "uw.labels" $ctx | nindent 4 }}
    app.kubernetes.io/component: {{ .component }}
  {{- with (include "uw.annotations" $ctx) }}
  annotations:
    {{- . | nindent 4 }}
  {{- end }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ .name }}
  minReplicas: {{ .autoscaling.minReplicas }}
  maxReplicas: {{ .autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ .autoscaling.targetCPUUtilizationPercentage }}
    {{- with .requestRate }}
    # Requests per second per pod, served by a custom metrics adapter (the HPA takes the larger of the two).
    - type: Pods
      pods:
        metric:
          name: {{ .metricName }}
        target:
          type: AverageValue
          averageValue: {{ .averageValue | quote }}
    {{- end }}
  {{- with .autoscaling.behavior }}
  behavior:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/* PodDisruptionBudget of a tier: (dict "ctx" $ "component" "app" "name" <name> "pdb" <values>) */}}
{{- define "uw.pdb" -}}
{{- $ctx := .ctx -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ .name }}
  namespace: {{ $ctx.Release.Namespace | quote }}
  labels:
    {{- include "uw.labels" $ctx | nindent 4 }}
    app.kubernetes.io/component: {{ .component }}
  {{- with (include "uw.annotations" $ctx) }}
  annotations:
    {{- . | nindent 4 }}
  {{- end }}
spec:
  {{- if include "uw.isSet" .pdb.minAvailable }}
  minAvailable: {{ .pdb.minAvailable }}
  {{- else if include "uw.isSet" .pdb.maxUnavailable }}
  maxUnavailable: {{ .pdb.maxUnavailable }}
  {{- else }}
  maxUnavailable: 1
  {{- end }}
  selector:
    matchLabels:
      {{- include "uw.selectorLabels" (dict "ctx" $ctx "component" .component) | nindent 6 }}
{{- end -}}

{{/* "true" when a value is given: not null and not "" (0 counts as given). */}}
{{- define "uw.isSet" -}}
{{- if not (kindIs "invalid" .) -}}{{- if ne (toString .) "" }}true{{ end -}}{{- end -}}
{{- end -}}

{{/* "true" when KEDA owns the scaling (a ScaledObject per tier instead of the HPAs). */}}
{{- define "uw.keda.enabled" -}}
{{- if and .Values.scheduledScaling.enabled (eq .Values.scheduledScaling.mode "keda") }}true{{ end -}}
{{- end -}}

{{/* The edge's nginx log exporter config (HCL): counts answers by status and cache status from the syslog feed. */}}
{{- define "uw.edge.exporterConfig" -}}
listen {
  port = {{ .Values.edge.metrics.port }}
  address = "0.0.0.0"
  metrics_endpoint = "/metrics"
}

namespace "edge" {
  format = "$request_method $status $upstream_cache_status $request_time"
  source {
    syslog {
      listen_address = "udp://127.0.0.1:{{ .Values.edge.metrics.syslogPort }}"
      format = "rfc3164"
      tags = ["edge"]
    }
  }
  relabel "cache" {
    from = "upstream_cache_status"
  }
  histogram_buckets = [.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10]
}
{{- end -}}

{{/* The app's environment (the ConfigMap's data; its hash rolls the pods). */}}
{{- define "uw.app.configData" -}}
NODE_ENV: production
HOST: "0.0.0.0"
PORT: {{ .Values.app.containerPort | quote }}
LOG_LEVEL: {{ .Values.app.logLevel | quote }}
TRUSTED_PROXIES: {{ join "," .Values.app.trustedProxies | quote }}
SHUTDOWN_TIMEOUT_MS: {{ .Values.app.shutdownTimeoutMs | quote }}
DRAIN_DELAY_MS: {{ .Values.app.drainDelayMs | quote }}
KEEP_ALIVE_TIMEOUT_MS: {{ .Values.app.keepAliveTimeoutMs | quote }}
HEADERS_TIMEOUT_MS: {{ .Values.app.headersTimeoutMs | quote }}
REQUEST_TIMEOUT_MS: {{ .Values.app.requestTimeoutMs | quote }}
MAX_CONNECTIONS: {{ .Values.app.maxConnections | quote }}
# Two glibc malloc arenas instead of eight per core: zlib's and libvips' worker threads otherwise
# each keep freed memory in an arena of their own (RSS far above what the process uses). Blocks of
# 64 KiB or more mapped on their own: zlib's output chunks and libvips' and libaom's
# large buffers return to the system when freed instead of leaving holes in an arena.
MALLOC_ARENA_MAX: "2"
MALLOC_MMAP_THRESHOLD_: "65536"
{{- with .Values.app.resources.limits.memory }}
# The container's limit: the app shares it out among its budgets (server/config.ts, memoryPlan).
MEMORY_LIMIT_MIB: {{ include "uw.memoryMiB" . | quote }}
# Node's heap, its share of the same limit (app.heapPercentOfMemoryLimit, 20 % as the app's plan
# assumes), and its young generation capped at 4 MiB a semi-space (V8 sizes it from the node's memory otherwise).
NODE_OPTIONS: {{ printf "--max-old-space-size=%d --max-semi-space-size=4" (include "uw.app.heapMiB" $ | int64) | quote }}
{{- end }}
{{- if .Values.demo }}
DEMO_UPSTREAM: "1"
{{- end }}
UPSTREAM_TIMEOUT_MS: {{ .Values.upstream.timeoutMs | quote }}
{{- with .Values.siteOrigin }}
SITE_ORIGIN: {{ . | quote }}
{{- end }}
{{- with .Values.upstream.apiBaseUrl }}
UPSTREAM_API_BASE_URL: {{ . | quote }}
{{- end }}
{{- with .Values.upstream.admissionBaseUrl }}
UPSTREAM_ADMISSION_BASE_URL: {{ . | quote }}
{{- end }}
{{- with .Values.upstream.fileBaseUrl }}
UPSTREAM_FILE_BASE_URL: {{ . | quote }}
{{- end }}
{{- with .Values.upstream.publicFileBaseUrl }}
PUBLIC_FILE_BASE_URL: {{ . | quote }}
{{- end }}
{{- end -}}

{{/* The edge's nginx files (the ConfigMap's data; its hash rolls the pods). */}}
{{- define "uw.edge.configData" -}}
nginx.conf: {{ .Files.Get "files/nginx.conf" | toJson }}
app-upstream.conf: {{ printf "%s\n" (include "uw.edge.appUpstream" .) | toJson }}
listen.conf: {{ printf "%s\n" (include "uw.edge.listen" .) | toJson }}
http.conf: {{ printf "%s\n" (include "uw.edge.httpConf" .) | toJson }}
{{- if .Values.edge.metrics.enabled }}
exporter.hcl: {{ printf "%s\n" (include "uw.edge.exporterConfig" .) | toJson }}
{{- end }}
{{- end -}}

{{/* The chart-made Secret's data: only the credential, so its hash changes with the credential alone. */}}
{{- define "uw.secretData" -}}
{{ .Values.upstream.credentials.userIdKey }}: {{ .Values.upstream.credentials.userId | b64enc | quote }}
{{ .Values.upstream.credentials.passwordKey }}: {{ .Values.upstream.credentials.password | b64enc | quote }}
{{- end -}}
