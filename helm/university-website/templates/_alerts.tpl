{{/* Notice alerts (issue 34): the app's database, SMTP server and secrets, and the optional bundled PostgreSQL. */}}

{{/* The Secret holding DATABASE_URL, SMTP_URL, ALERTS_SECRET, VAPID_PRIVATE_KEY: an existing one, or the chart's. */}}
{{- define "uw.alerts.secretName" -}}
{{- if .Values.alerts.existingSecret -}}
{{- tpl .Values.alerts.existingSecret . -}}
{{- else -}}
{{- printf "%s-alerts" (include "uw.fullname" . | trunc 56 | trimSuffix "-") -}}
{{- end -}}
{{- end -}}

{{/* The chart-made alerts Secret's data (only what the values give). */}}
{{- define "uw.alerts.secretData" -}}
{{- with .Values.alerts.databaseUrl }}
DATABASE_URL: {{ . | b64enc | quote }}
{{- end }}
SMTP_URL: {{ .Values.alerts.smtpUrl | b64enc | quote }}
ALERTS_SECRET: {{ .Values.alerts.secret | b64enc | quote }}
{{- with .Values.alerts.vapid.privateKey }}
VAPID_PRIVATE_KEY: {{ . | b64enc | quote }}
{{- end }}
{{- end -}}

{{- define "uw.postgresql.fullname" -}}
{{- printf "%s-postgresql" (include "uw.fullname" . | trunc 52 | trimSuffix "-") -}}
{{- end -}}

{{- define "uw.postgresql.secretName" -}}
{{- if .Values.postgresql.auth.existingSecret -}}
{{- tpl .Values.postgresql.auth.existingSecret . -}}
{{- else -}}
{{- include "uw.postgresql.fullname" . -}}
{{- end -}}
{{- end -}}

{{/* The password of the chart's PostgreSQL Secret: from values, else the one installed before (kept across upgrades), else new. */}}
{{- define "uw.postgresql.password" -}}
{{- if .Values.postgresql.auth.password -}}
{{- .Values.postgresql.auth.password -}}
{{- else -}}
{{- $existing := lookup "v1" "Secret" .Release.Namespace (include "uw.postgresql.fullname" .) -}}
{{- if and $existing $existing.data (index $existing.data .Values.postgresql.auth.secretKey) -}}
{{- index $existing.data .Values.postgresql.auth.secretKey | b64dec -}}
{{- else -}}
{{- randAlphaNum 32 -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* The app's environment from Secrets: the alerts' (and the bundled PostgreSQL's password, built into DATABASE_URL). */}}
{{- define "uw.alerts.env" -}}
{{- $secret := include "uw.alerts.secretName" . -}}
{{- if .Values.postgresql.enabled }}
- name: ALERTS_DB_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ include "uw.postgresql.secretName" . }}
      key: {{ .Values.postgresql.auth.secretKey }}
# Kubernetes expands $(ALERTS_DB_PASSWORD), defined just above.
- name: DATABASE_URL
  value: {{ printf "postgresql://%s:$(ALERTS_DB_PASSWORD)@%s:5432/%s" .Values.postgresql.auth.username (include "uw.postgresql.fullname" .) .Values.postgresql.auth.database | quote }}
{{- else }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: DATABASE_URL
{{- end }}
- name: SMTP_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: SMTP_URL
- name: ALERTS_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: ALERTS_SECRET
{{- if .Values.alerts.vapid.publicKey }}
- name: VAPID_PRIVATE_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: VAPID_PRIVATE_KEY
{{- end }}
{{- end -}}

{{/* Why the alerts' values cannot work (one line each), for uw.validateValues. */}}
{{- define "uw.alerts.problems" -}}
{{- $a := .Values.alerts -}}
{{- if $a.enabled -}}
{{- if not $a.existingSecret -}}
{{- if and (not $a.databaseUrl) (not .Values.postgresql.enabled) }}
alerts.enabled needs a database: set postgresql.enabled: true (a bundled PostgreSQL), alerts.databaseUrl (an external one), or alerts.existingSecret with DATABASE_URL. Without one each pod would keep its own in-memory store and send every e-mail once per pod
{{- end }}
{{- if not $a.smtpUrl }}
alerts.enabled needs an SMTP server: set alerts.smtpUrl (smtp://user:password@host:587) or alerts.existingSecret with SMTP_URL
{{- end }}
{{- if lt (len $a.secret) 32 }}
alerts.enabled needs alerts.secret (32 characters or more, e.g. `openssl rand -hex 32`) or alerts.existingSecret with ALERTS_SECRET: it signs the links in the e-mails
{{- end }}
{{- if and $a.vapid.publicKey (not $a.vapid.privateKey) }}
alerts.vapid.publicKey is set: give alerts.vapid.privateKey (or alerts.existingSecret with VAPID_PRIVATE_KEY)
{{- end }}
{{- end }}
{{- if and $a.databaseUrl .Values.postgresql.enabled }}
alerts.databaseUrl and postgresql.enabled are both set; choose one database
{{- end }}
{{- if and $a.vapid.publicKey (not $a.vapid.subject) }}
alerts.vapid.publicKey is set: give alerts.vapid.subject (mailto:… or https://…), which push services require
{{- end }}
{{- else if .Values.postgresql.enabled }}
postgresql.enabled without alerts.enabled: the database would run for nothing; enable the alerts or turn it off
{{- end -}}
{{- end -}}
