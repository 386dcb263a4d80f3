#!/bin/bash
# One-shot storage setup of docker-compose.yml (run from deploy/postgres/Dockerfile's image, as root):
#   shim-storage-init certs            before MinIO starts: its self-signed certificate for the name `minio`,
#                                      made once (pgBackRest speaks only TLS to S3). The key stays in MinIO's
#                                      volume; the certificate alone is shared, as the CA the clients trust.
#   shim-storage-init buckets NAME…    once MinIO answers: each bucket, created when missing.
set -euo pipefail

tls_dir=/minio-tls
ca_file=/etc/shim-storage-ca/public.crt
endpoint=https://minio:9000

make_certificate() {
  if [ ! -s "$tls_dir/public.crt" ] || [ ! -s "$tls_dir/private.key" ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
      -subj /CN=minio -addext subjectAltName=DNS:minio,DNS:localhost,IP:127.0.0.1 \
      -keyout "$tls_dir/private.key" -out "$tls_dir/public.crt"
    echo "storage-init: made MinIO's certificate"
  fi
  # MinIO looks for extra CAs there; made here because MinIO mounts the folder read-only.
  mkdir -p "$tls_dir/CAs"
  install -m 0644 "$tls_dir/public.crt" "$ca_file"
}

make_buckets() {
  local deadline=$((SECONDS + 120)) bucket
  # Signed S3 requests without an SDK: curl's own SigV4; the payload hash MinIO checks goes in a header.
  local -a s3=(curl --silent --show-error --cacert "$ca_file" --aws-sigv4 "aws:amz:${S3_REGION:-us-east-1}:s3"
    --user "$S3_ACCESS_KEY_ID:$S3_SECRET_ACCESS_KEY" -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD'
    --output /dev/null --write-out '%{http_code}')
  until curl --silent --fail --cacert "$ca_file" --output /dev/null "$endpoint/minio/health/live"; do
    if ((SECONDS >= deadline)); then
      echo "storage-init: MinIO did not answer at $endpoint within 120 s" >&2
      exit 1
    fi
    sleep 2
  done
  for bucket in "$@"; do
    case "$("${s3[@]}" --head "$endpoint/$bucket")" in
      200) echo "storage-init: bucket $bucket is there" ;;
      404)
        status=$("${s3[@]}" -X PUT "$endpoint/$bucket")
        if [ "$status" != 200 ]; then
          echo "storage-init: creating bucket $bucket answered HTTP $status" >&2
          exit 1
        fi
        echo "storage-init: created bucket $bucket"
        ;;
      *)
        echo "storage-init: MinIO refused to show bucket $bucket (check MINIO_ROOT_USER/MINIO_ROOT_PASSWORD)" >&2
        exit 1
        ;;
    esac
  done
}

case "${1:-}" in
  certs) make_certificate ;;
  buckets)
    shift
    make_buckets "$@"
    ;;
  *)
    echo "usage: shim-storage-init certs | buckets NAME…" >&2
    exit 2
    ;;
esac
