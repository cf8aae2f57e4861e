#!/bin/sh
# written by seamc: Amp runs this for its amp.permissions delegate entry, with the tool's arguments as JSON on
# stdin and the tool's name in AGENT_TOOL_NAME. It hands {"seamc_event", "tool_name", "tool_input", ...} to
# seamc's hook runtime and gives Amp its answer: 0 allow, 1 ask, 2 reject (stderr is the message).
case "${AGENT_TOOL_NAME:-}" in ''|*[!A-Za-z0-9_.:-]*) echo "seamc: Amp named no tool seamc can read (AGENT_TOOL_NAME); the call is blocked" >&2; exit 2;; esac
t=; case "${AMP_THREAD_ID:-}" in ''|*[!A-Za-z0-9_.:-]*) ;; *) t=",\"session_id\":\"$AMP_THREAD_ID\"";; esac
u=; case "${AGENT_TOOL_USE_ID:-}" in ''|*[!A-Za-z0-9_.:-]*) ;; *) u=",\"tool_use_id\":\"$AGENT_TOOL_USE_ID\"";; esac
c=; case "$PWD" in ''|*[!A-Za-z0-9_./@+,=:~\ -]*) ;; *) c=",\"cwd\":\"$PWD\"";; esac
{ printf '{"seamc_event":"delegate","tool_name":"%s"%s%s%s,"tool_input":' "$AGENT_TOOL_NAME" "$t" "$u" "$c"; cat; printf '}\n'; } | {
block() { echo "seamc: $1; the call is blocked" >&2; exit 2; }; command -v node >/dev/null || block 'node is not on PATH'; s=.seam/hooks/amp.cjs; for d in "$PWD"; do while [ ! -f "$d/$s" ] && [ "$d" != "${d%/*}" ]; do d=${d%/*}; done; [ -f "$d/$s" ] && exec node "$d/$s" --agent amp; done; block "no $s in or above the working directory"
}
case $? in 0) exit 0;; 3) exit 1;; *) exit 2;; esac
