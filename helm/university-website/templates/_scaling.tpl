{{/* Bodies shared by both tiers: autoscalers, disruption budgets, topology spread. */}}

{{/* "true" when KEDA owns the scaling (a ScaledObject per tier instead of the HPAs). */}}
{{- define "uw.keda.enabled" -}}
{{- if and .Values.scheduledScaling.enabled (eq .Values.scheduledScaling.mode "keda") }}true{{ end -}}
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

{{/* A tier's topology spread: over nodes, and zones with zoneSpread (the release's own pods only), then the extra constraints. */}}
{{- define "uw.topologySpread" -}}
{{- $sel := include "uw.selectorLabels" (dict "ctx" .ctx "component" .component) -}}
{{- range ternary (list "kubernetes.io/hostname" "topology.kubernetes.io/zone") (list "kubernetes.io/hostname") (.ctx.Values.zoneSpread | default false) }}
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
