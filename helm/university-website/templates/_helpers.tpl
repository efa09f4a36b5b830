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

{{/* image reference: registry/repository:tag or @digest */}}
{{- define "uw.image" -}}
{{- $img := .image -}}
{{- $tag := default .default $img.tag -}}
{{- $repo := $img.repository -}}
{{- if $img.registry }}{{ $repo = printf "%s/%s" $img.registry $img.repository }}{{ end -}}
{{- if $img.digest -}}
{{- printf "%s@%s" $repo $img.digest -}}
{{- else -}}
{{- printf "%s:%s" $repo (toString $tag) -}}
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
