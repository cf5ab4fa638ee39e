# Sourced by the image tools: podman reads deploy/podman/containers.conf (runc as the
# runtime, default ulimits at this machine's open-file limit) unless the caller already chose
# a CONTAINERS_CONF.
if [ -z "${CONTAINERS_CONF:-}" ]; then
  _h5_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  mkdir -p "$_h5_root/tmp/podman"
  sed -e "s/@NOFILE@/$(ulimit -Hn)/g" "$_h5_root/deploy/podman/containers.conf" >"$_h5_root/tmp/podman/containers.conf"
  export CONTAINERS_CONF="$_h5_root/tmp/podman/containers.conf"
  unset _h5_root
fi
