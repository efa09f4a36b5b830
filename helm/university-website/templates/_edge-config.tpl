{{/* The edge's files: nginx snippets under env/ and the metrics sidecar's config. */}}

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
# A copy of every access-log line, for the metrics sidecar (cache status, status, time, flow).
# The flow names what a visitor was doing, so a failing download is not hidden by cached pages:
# documents (admission documents, files under /files/), forms (other /api/ posts), assets
# (/assets/, /img/), pages (everything else). First match wins.
map $uri $edge_flow {
    default pages;
    ~^/api/admission-documents/ documents;
    ~^/files/ documents;
    ~^/api/ forms;
    ~^/(assets|img)/ assets;
}
log_format edge_metrics '$request_method $status $upstream_cache_status $request_time $edge_flow';
access_log syslog:server=127.0.0.1:{{ .Values.edge.metrics.syslogPort }},tag=edge edge_metrics;
{{- end }}
{{- end -}}

{{/* The edge's nginx log exporter config (HCL): counts answers by status and cache status from the syslog feed. */}}
{{- define "uw.edge.exporterConfig" -}}
listen {
  port = {{ .Values.edge.metrics.port }}
  address = "0.0.0.0"
  metrics_endpoint = "/metrics"
}

namespace "edge" {
  format = "$request_method $status $upstream_cache_status $request_time $edge_flow"
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
  relabel "flow" {
    from = "edge_flow"
  }
  histogram_buckets = [.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10]
}
{{- end -}}
