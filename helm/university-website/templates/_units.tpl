{{/* Reading values: quantities, "is it set", replica floors. */}}

{{/* "true" when a value is given: not null and not "" (0 counts as given). */}}
{{- define "uw.isSet" -}}
{{- if not (kindIs "invalid" .) -}}{{- if ne (toString .) "" }}true{{ end -}}{{- end -}}
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

{{/* Replicas a tier has at least: the HPA's floor, or the fixed count. */}}
{{- define "uw.minReplicas" -}}
{{- if .autoscaling.enabled }}{{ .autoscaling.minReplicas }}{{ else }}{{ .replicaCount }}{{ end -}}
{{- end -}}
