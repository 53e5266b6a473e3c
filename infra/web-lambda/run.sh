#!/bin/bash
# Started by the Lambda Web Adapter (AWS_LAMBDA_EXEC_WRAPPER=/opt/bootstrap): it runs the Astro
# standalone server and proxies each invocation to it on $PORT. exec, so the server gets the signals.
exec node server/entry.mjs
