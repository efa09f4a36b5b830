{{/* Names, labels and images: every template takes its names from here. */}}

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

{{- define "uw.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "uw.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* Secret holding UPSTREAM_USER_ID / UPSTREAM_PASSWORD. */}}
{{- define "uw.secretName" -}}
{{- if .Values.upstream.credentials.existingSecret -}}
{{- tpl .Values.upstream.credentials.existingSecret . -}}
{{- else -}}
{{- printf "%s-upstream" (include "uw.fullname" . | trunc 54 | trimSuffix "-") -}}
{{- end -}}
{{- end -}}

{{/*
ConfigMaps named by their content (a hash of their data): an upgrade that changes the configuration
creates a new ConfigMap for the new pods and never rewrites the one the old pods run on (a restart of
an old pod reads its own), and a rollback points the pods back at the old one at once.
*/}}
{{- define "uw.app.configName" -}}
{{- printf "%s-%s" (include "uw.app.fullname" . | trunc 52 | trimSuffix "-") (include "uw.app.configData" . | sha256sum | trunc 10) -}}
{{- end -}}
{{- define "uw.edge.configName" -}}
{{- printf "%s-%s" (include "uw.edge.fullname" . | trunc 52 | trimSuffix "-") (include "uw.edge.configData" . | sha256sum | trunc 10) -}}
{{- end -}}
