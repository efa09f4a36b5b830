{{/* The app's environment and credential. */}}

{{/* True when the app talks to the real university API (not demo mode). */}}
{{- define "uw.upstream.real" -}}
{{- if .Values.upstream.apiBaseUrl }}true{{ end -}}
{{- end -}}

{{/* Whether the pods get the credential: an existing Secret, or values, or the real API needs one. */}}
{{- define "uw.credentials.enabled" -}}
{{- if or .Values.upstream.credentials.existingSecret (include "uw.upstream.real" .) .Values.upstream.credentials.userId }}true{{ end -}}
{{- end -}}

{{/* Whether this chart creates the Secret itself. */}}
{{- define "uw.secret.create" -}}
{{- if and (include "uw.credentials.enabled" .) (not .Values.upstream.credentials.existingSecret) }}true{{ end -}}
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
{{- if .Values.alerts.enabled }}
{{- with .Values.alerts.from }}
ALERTS_FROM: {{ . | quote }}
{{- end }}
ALERTS_SEND_RATE: {{ .Values.alerts.sendRate | quote }}
{{- with .Values.alerts.vapid.publicKey }}
VAPID_PUBLIC_KEY: {{ . | quote }}
VAPID_SUBJECT: {{ $.Values.alerts.vapid.subject | quote }}
{{- end }}
{{- end }}
{{- end -}}

{{/* The chart-made Secret's data: only the credential, so its hash changes with the credential alone. */}}
{{- define "uw.secretData" -}}
{{ .Values.upstream.credentials.userIdKey }}: {{ .Values.upstream.credentials.userId | b64enc | quote }}
{{ .Values.upstream.credentials.passwordKey }}: {{ .Values.upstream.credentials.password | b64enc | quote }}
{{- end -}}
