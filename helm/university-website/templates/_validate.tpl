{{/* Values checks that a schema cannot express: every problem is collected, then reported at once. */}}

{{- define "uw.validateValues" -}}
{{- $errors := list -}}
{{- $app := .Values.app -}}
{{- if and (not .Values.demo) (not .Values.upstream.apiBaseUrl) -}}
{{- $errors = append $errors "set upstream.apiBaseUrl (the university API; with its credential) or, for generated demo content, demo: true. Without either the app would refuse to start" -}}
{{- end -}}
{{- if and .Values.demo .Values.upstream.apiBaseUrl -}}
{{- $errors = append $errors "demo: true and upstream.apiBaseUrl are both set; choose one" -}}
{{- end -}}
{{- if ge (int64 $app.drainDelayMs) (int64 $app.shutdownTimeoutMs) -}}
{{- $errors = append $errors (printf "app.drainDelayMs (%v ms) must be shorter than app.shutdownTimeoutMs (%v ms): the drain delay is part of the shutdown" $app.drainDelayMs $app.shutdownTimeoutMs) -}}
{{- end -}}
{{- if gt (int64 $app.headersTimeoutMs) (int64 $app.requestTimeoutMs) -}}
{{- $errors = append $errors "app.headersTimeoutMs must not exceed app.requestTimeoutMs" -}}
{{- end -}}
{{- if le (int64 (mul $app.terminationGracePeriodSeconds 1000)) (int64 (add (mul $app.preStopSleepSeconds 1000) $app.shutdownTimeoutMs)) -}}
{{- $errors = append $errors (printf "app.terminationGracePeriodSeconds (%v s) must be longer than app.preStopSleepSeconds (%v s) + app.shutdownTimeoutMs (%v ms), or Kubernetes kills Node before its graceful shutdown ends" $app.terminationGracePeriodSeconds $app.preStopSleepSeconds $app.shutdownTimeoutMs) -}}
{{- end -}}
{{- if le (int64 $app.keepAliveTimeoutMs) 60000 -}}
{{- $errors = append $errors "app.keepAliveTimeoutMs must be above 60000: nginx keeps idle upstream connections for 60 s and Node must not close them first" -}}
{{- end -}}
{{- if and (include "uw.upstream.real" .) (not .Values.upstream.credentials.existingSecret) (or (not .Values.upstream.credentials.userId) (not .Values.upstream.credentials.password)) -}}
{{- $errors = append $errors "upstream.apiBaseUrl is set: give the credential with upstream.credentials.existingSecret (recommended) or upstream.credentials.userId and .password" -}}
{{- end -}}
{{- if and .Values.app.autoscaling.enabled (lt (int .Values.app.autoscaling.maxReplicas) (int .Values.app.autoscaling.minReplicas)) -}}
{{- $errors = append $errors "app.autoscaling.maxReplicas must be >= app.autoscaling.minReplicas" -}}
{{- end -}}
{{- if and .Values.edge.autoscaling.enabled (lt (int .Values.edge.autoscaling.maxReplicas) (int .Values.edge.autoscaling.minReplicas)) -}}
{{- $errors = append $errors "edge.autoscaling.maxReplicas must be >= edge.autoscaling.minReplicas" -}}
{{- end -}}
{{- with include "uw.validatePdb" (dict "name" "app" "tier" .Values.app) }}{{ $errors = append $errors . }}{{ end -}}
{{- if not (or .Values.app.image.registry (regexMatch "^[^/]+[.:][^/]*/" .Values.app.image.repository) (hasPrefix "localhost/" .Values.app.image.repository)) -}}
{{- $errors = append $errors (printf "app.image.repository %q has no registry, so the node would pull docker.io/library/%s: set app.image.registry (e.g. registry.example.edu) or a qualified repository" .Values.app.image.repository .Values.app.image.repository) -}}
{{- end -}}
{{- if .Values.edge.enabled -}}
{{- $edge := .Values.edge -}}
{{- with include "uw.validatePdb" (dict "name" "edge" "tier" $edge) }}{{ $errors = append $errors . }}{{ end -}}
{{- $front := or .Values.ingress.enabled (has $edge.service.type (list "LoadBalancer" "NodePort")) -}}
{{- if and $front (not $edge.realIpFrom) (or .Values.ingress.enabled (ne $edge.service.externalTrafficPolicy "Local")) -}}
{{- $errors = append $errors (printf "%s with edge.realIpFrom empty: nginx and the app would see the proxy as every visitor, so limit_req and the form limits become one limit shared by everyone (429s on result day). Set edge.realIpFrom to the addresses of the proxy in front: ingress-nginx, Traefik, HAProxy or Contour pods = the pod CIDR (e.g. 10.244.0.0/16), or the nodes' addresses when the controller runs with hostNetwork (bare metal); AWS ALB/NLB (IP targets) = the VPC CIDR; GKE/GCE L7 = 35.191.0.0/16 and 130.211.0.0/22. A LoadBalancer Service may instead keep the client address with edge.service.externalTrafficPolicy: Local" (ternary "ingress.enabled" (printf "edge.service.type %s" $edge.service.type) .Values.ingress.enabled)) -}}
{{- end -}}
{{- if lt (int $edge.terminationGracePeriodSeconds) (int (add $edge.preStopSleepSeconds 20)) -}}
{{- $errors = append $errors (printf "edge.terminationGracePeriodSeconds (%v s) must be at least edge.preStopSleepSeconds (%v s) + 20 s: after the pause nginx finishes in-flight answers (proxy_read_timeout 15 s), or Kubernetes kills it mid-answer" $edge.terminationGracePeriodSeconds $edge.preStopSleepSeconds) -}}
{{- end -}}
{{- $cacheMiB := include "uw.memoryMiB" $edge.cache.sizeLimit | int -}}
{{- if lt $cacheMiB 896 -}}
{{- $errors = append $errors (printf "edge.cache.sizeLimit (%v) must be at least 896Mi: nginx fills up to 768 MiB of cache (pages, assets and files 256m each in nginx.conf) plus temp files, and a full emptyDir evicts the pod" $edge.cache.sizeLimit) -}}
{{- end -}}
{{- if eq $edge.cache.medium "Memory" -}}
{{- $limit := include "uw.memoryMiB" (required "edge.resources.limits.memory is required with edge.cache.medium Memory" $edge.resources.limits.memory) | int -}}
{{- if lt $limit (add $cacheMiB 128) -}}
{{- $errors = append $errors (printf "edge.cache.medium Memory: the cache (edge.cache.sizeLimit %v) counts against the memory limit, so edge.resources.limits.memory (%v) must be at least the cache + 128Mi for nginx itself (%dMi), or the pod is OOM-killed when the cache fills" $edge.cache.sizeLimit $edge.resources.limits.memory (add $cacheMiB 128)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (not (and .Values.app.autoscaling.enabled (or (not .Values.edge.enabled) .Values.edge.autoscaling.enabled))) -}}
{{- $errors = append $errors (printf "scheduledScaling (mode %s) raises the autoscalers' minimum: it needs app.autoscaling.enabled and edge.autoscaling.enabled" .Values.scheduledScaling.mode) -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (eq .Values.scheduledScaling.mode "cronjob") (or (gt (int .Values.scheduledScaling.app.minReplicas) (int .Values.app.autoscaling.maxReplicas)) (and .Values.edge.enabled (gt (int .Values.scheduledScaling.edge.minReplicas) (int .Values.edge.autoscaling.maxReplicas)))) -}}
{{- $errors = append $errors "scheduledScaling.app.minReplicas and .edge.minReplicas must not exceed the tier's autoscaling.maxReplicas (the HPA refuses a minimum above its maximum)" -}}
{{- end -}}
{{- if and .Values.scheduledScaling.enabled (not .Values.scheduledScaling.windows) -}}
{{- $errors = append $errors "scheduledScaling.enabled needs at least one window in scheduledScaling.windows (start, end cron expressions)" -}}
{{- end -}}
{{- if and .Values.metrics.prometheusRule.enabled .Values.edge.enabled (not .Values.edge.metrics.enabled) -}}
{{- $errors = append $errors "metrics.prometheusRule.enabled: the edge's alerts (what visitors get: error share, cache hit ratio) need edge.metrics.enabled (the nginx log exporter sidecar)" -}}
{{- end -}}
{{- if and (not .Values.edge.enabled) .Values.ingress.enabled (not .Values.ingress.allowPublicMetrics) -}}
{{- $errors = append $errors "edge.enabled false with ingress.enabled: the Ingress sends visitors straight to the app, whose /metrics (same port as the site) would be public; the edge answers it 404. Turn the edge on, or block /metrics at the ingress controller and set ingress.allowPublicMetrics: true" -}}
{{- end -}}
{{- if has $app.service.type (list "LoadBalancer" "NodePort") -}}
{{- $broad := list -}}
{{- range $app.trustedProxies -}}
{{- if has . (list "10.0.0.0/8" "172.16.0.0/12" "192.168.0.0/16" "uniquelocal") }}{{ $broad = append $broad . }}{{ end -}}
{{- end -}}
{{- if $broad -}}
{{- $errors = append $errors (printf "app.service.type %s with app.trustedProxies %s: traffic through the load balancer or a node port arrives from a node's private address (SNAT), so anyone could set X-Forwarded-For and escape the form limits. Narrow app.trustedProxies to the edge pods' CIDR (not the nodes'), or keep the app Service ClusterIP behind the edge" $app.service.type (join "," $broad)) -}}
{{- else if not $app.trustedProxies -}}
{{- $errors = append $errors (printf "app.service.type %s with app.trustedProxies empty: traffic through the load balancer or a node port arrives from a node's address (SNAT), so every visitor would share one address and one form limit (429s for everyone on result day). Keep the app Service ClusterIP behind the edge, or list the edge pods' CIDR in app.trustedProxies" $app.service.type) -}}
{{- end -}}
{{- end -}}
{{- with $app.resources.limits.memory -}}
{{- $limit := include "uw.memoryMiB" . | int -}}
{{- if lt $limit 256 -}}
{{- $errors = append $errors (printf "app.resources.limits.memory (%v) must be at least 256Mi: the app refuses a smaller MEMORY_LIMIT_MIB (server/config.ts, memoryPlan) and would never start" .) -}}
{{- end -}}
{{- with $app.resources.requests.memory -}}
{{- $request := include "uw.memoryMiB" . | int -}}
{{- if lt (mul $request 8) (mul $limit 5) -}}
{{- $errors = append $errors (printf "app.resources.requests.memory (%v) must be at least 5/8 of app.resources.limits.memory (%dMi): the app's measured peak is 296-309 MiB at a 512 MiB limit (60 %%, README Memory), and a node packed by smaller requests evicts or OOM-kills it on result day" . (div (mul $limit 5) 8)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- range (include "uw.alerts.problems" . | trim | splitList "\n") }}{{ if . }}{{ $errors = append $errors . }}{{ end }}{{ end -}}
{{- if $errors -}}
{{- fail (printf "\n%d problem(s) in the values:\n- %s" (len $errors) (join "\n- " $errors)) -}}
{{- end -}}
{{- end -}}

{{/* Why a tier's PDB would block every node drain, or nothing: (dict "name" "app" "tier" .Values.app) */}}
{{- define "uw.validatePdb" -}}
{{- $tier := .tier -}}
{{- if $tier.pdb.create -}}
{{- $min := include "uw.minReplicas" $tier | int -}}
{{- $p := $tier.pdb -}}
{{- if include "uw.isSet" $p.minAvailable -}}
{{- $v := toString $p.minAvailable -}}
{{- /* A percentage is rounded up: 99% of 2 pods is 2. */}}
{{- $needed := ternary (ceil (divf (mulf $min (trimSuffix "%" $v | float64)) 100) | int) (int $v) (hasSuffix "%" $v) -}}
{{- if ge $needed $min -}}
{{- printf "%s.pdb.minAvailable (%s) must keep fewer pods than the %s's minimum replicas (%d): otherwise no pod may ever be evicted and every node drain blocks. Use %s.pdb.maxUnavailable: 1 or raise the replicas" .name $v .name $min .name -}}
{{- end -}}
{{- else if include "uw.isSet" $p.maxUnavailable -}}
{{- $v := toString $p.maxUnavailable -}}
{{- if or (eq $v "0") (eq $v "0%") -}}
{{- printf "%s.pdb.maxUnavailable 0 blocks every node drain; use 1" .name -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
